/** The part of MediaQueryList this module uses, so that a test can hand in a fake. */
type MediaQueryListLike = Pick<MediaQueryList, 'addEventListener' | 'removeEventListener' | 'matches'>;
type MatchMedia = (query: string) => MediaQueryListLike;
const windowMatchMedia: MatchMedia = (query) => window.matchMedia(query);

/** Whether the viewport is at least `width` px wide now. */
export function viewportIsPast(width: number, matchMedia: MatchMedia = windowMatchMedia): boolean {
  return matchMedia(`(min-width: ${width}px)`).matches;
}

/**
 * Calls `onGrow` each time the viewport becomes at least `width` px wide (a phone turned, a window
 * widened), not when it already is: an open mobile menu must not survive the layout that has no
 * menu button. Returns the unsubscribe function.
 */
export function onViewportGrowsPast(
  width: number,
  onGrow: () => void,
  matchMedia: MatchMedia = windowMatchMedia,
): () => void {
  const query = matchMedia(`(min-width: ${width}px)`);
  const listener = (event: Pick<MediaQueryListEvent, 'matches'>) => {
    if (event.matches) onGrow();
  };
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
