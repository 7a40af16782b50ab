import { useSyncExternalStore } from 'react';

/** A finger as the main pointer: a phone's or a tablet's touch screen. */
const coarsePointer = '(pointer: coarse)';

/** The media query, where the environment has media queries (not a DOM without layout, such as jsdom). */
function query(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(coarsePointer) : undefined;
}

function subscribe(onChange: () => void) {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the visitor's main pointer is a finger, now (in the browser only). */
export function isTouchScreen(): boolean {
  return query()?.matches ?? false;
}

/**
 * True where the visitor's main pointer is a finger; false while the server renders and while the page
 * hydrates (the server cannot know), so what differs on a touch screen is rendered just after hydrating.
 */
export function useTouchScreen(): boolean {
  return useSyncExternalStore(subscribe, isTouchScreen, () => false);
}
