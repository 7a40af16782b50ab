import { describe, expect, it, vi } from 'vitest';
import { onViewportGrowsPast, viewportIsPast } from './viewport';

function fakeMatchMedia(wide = false) {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const queries: string[] = [];
  const matchMedia = (query: string) => {
    queries.push(query);
    return {
      matches: wide,
      addEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
        listeners.add(listener),
      removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
        listeners.delete(listener),
    } as unknown as MediaQueryList;
  };
  const resize = (matches: boolean) => listeners.forEach((listener) => listener({ matches }));
  return { matchMedia, queries, listeners, resize };
}

describe('onViewportGrowsPast', () => {
  it('asks for the breakpoint as a min-width query', () => {
    const media = fakeMatchMedia();
    onViewportGrowsPast(1024, () => {}, media.matchMedia);
    expect(media.queries).toEqual(['(min-width: 1024px)']);
  });

  it.each([
    { change: 'grows past the breakpoint', matches: true, calls: 1 },
    { change: 'shrinks below the breakpoint', matches: false, calls: 0 },
  ])('when the viewport $change it calls back $calls time(s)', ({ matches, calls }) => {
    const media = fakeMatchMedia();
    const onGrow = vi.fn();
    onViewportGrowsPast(1024, onGrow, media.matchMedia);
    expect(onGrow).not.toHaveBeenCalled();
    media.resize(matches);
    expect(onGrow).toHaveBeenCalledTimes(calls);
  });

  it('stops listening once unsubscribed', () => {
    const media = fakeMatchMedia();
    const onGrow = vi.fn();
    const unsubscribe = onViewportGrowsPast(768, onGrow, media.matchMedia);
    unsubscribe();
    media.resize(true);
    expect(onGrow).not.toHaveBeenCalled();
    expect(media.listeners.size).toBe(0);
  });
});

describe('viewportIsPast', () => {
  it.each([
    { now: 'at least the width', wide: true },
    { now: 'narrower', wide: false },
  ])('says whether the viewport is past the breakpoint when it is $now', ({ wide }) => {
    const media = fakeMatchMedia(wide);
    expect(viewportIsPast(1024, media.matchMedia)).toBe(wide);
    expect(media.queries).toEqual(['(min-width: 1024px)']);
  });
});
