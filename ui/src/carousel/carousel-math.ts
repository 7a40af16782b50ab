/** The slide `index` lands on in a carousel of `count` slides that wraps around at both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export type SwipeDirection = 'next' | 'previous';

/** Horizontal travel, in CSS pixels, below which a pointer gesture is a tap, not a swipe. */
export const SWIPE_THRESHOLD = 40;

/**
 * Which way a pointer gesture moved the carousel, from its travel between down and up. A swipe is
 * mostly horizontal and long enough; dragging the content left brings the next slide in.
 */
export function swipeDirection(
  deltaX: number,
  deltaY: number,
  threshold = SWIPE_THRESHOLD,
): SwipeDirection | null {
  if (Math.abs(deltaX) < threshold || Math.abs(deltaX) <= Math.abs(deltaY)) return null;
  return deltaX < 0 ? 'next' : 'previous';
}
