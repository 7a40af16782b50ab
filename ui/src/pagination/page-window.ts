/**
 * The page numbers shown around the current page: up to `size` of them (3, SPEC §9), centred on the
 * current page and shifted inwards at either end so the window stays full while there are pages.
 */
export function getPageWindow(page: number, totalPages: number, size = 3): number[] {
  const total = Math.max(0, Math.floor(totalPages));
  const count = Math.min(size, total);
  if (count === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), total);
  const start = Math.min(Math.max(1, current - Math.floor((count - 1) / 2)), total - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}
