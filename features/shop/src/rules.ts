/** SPEC §9's shop limits, named once. */

/** More units than this and the basket asks the visitor to contact customer service. */
export const maxBasketUnits = 18;
/** The quantity picker's upper bound until the basket says its `max_quantity`. */
export const defaultMaxQuantity = 10;
/** A quantity is written this long after its last change. */
export const quantityDebounceMs = 800;
/** Order comments: at most this many characters. */
export const maxOrderCommentLength = 200;

/** Units in the basket, counting each line's quantity (the visitor's pending ones when given). */
export function basketUnits(
  lines: readonly { id: number; quantity: number }[],
  pending: ReadonlyMap<number, number> = new Map(),
): number {
  return lines.reduce((sum, line) => sum + (pending.get(line.id) ?? line.quantity), 0);
}

/** SPEC §5, §8: above 18 units the basket cannot continue. */
export function hasTooManyUnits(units: number): boolean {
  return units > maxBasketUnits;
}
