/** The header basket shows the number of lines, or "9+" from 10 (SPEC §9). */
export function formatCount(count: number, max = 9): string {
  return count > max ? `${max}+` : String(Math.max(0, Math.trunc(count)));
}
