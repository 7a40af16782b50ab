/**
 * Brings a quantity into [min, max] as a whole number. Returns undefined for a value that is not a
 * number (an emptied field), which the picker treats as "keep the last quantity".
 */
export function clampQuantity(value: number, min: number, max: number): number | undefined {
  if (!Number.isFinite(value)) return undefined;
  return Math.min(Math.max(Math.round(value), min), max);
}
