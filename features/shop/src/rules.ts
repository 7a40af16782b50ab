/** SPEC §9's shop limits, named once. */

/** More units than this and the basket asks the visitor to contact customer service. */
export const maxBasketUnits = 18;
/** The quantity picker's upper bound until the basket says its `max_quantity`. */
export const defaultMaxQuantity = 10;
/** A quantity is written this long after its last change. */
export const quantityDebounceMs = 800;
/** Order comments: at most this many characters. */
export const maxOrderCommentLength = 200;

/** At most this many units left is limited stock: the product page says how many. */
export const lowStockUnits = 5;

/** How much of a wine is left: none, a few (`lowStockUnits` or fewer), or plenty. */
export function stockLevel(stock: number): 'out' | 'low' | 'in' {
  if (stock <= 0) return 'out';
  return stock <= lowStockUnits ? 'low' : 'in';
}

/** Units in the basket, counting each line's quantity (the visitor's pending ones when given). */
export function basketUnits(
  lines: readonly { id: number; quantity: number }[],
  pending: ReadonlyMap<number, number> = new Map(),
): number {
  return lines.reduce((sum, line) => sum + (pending.get(line.id) ?? line.quantity), 0);
}

/**
 * SPEC §3: what one unit of a line costs once the basket's vouchers are taken off (the product's
 * price less the line's `vouchers_discount_per_unit`), so that unit price × quantity is the line's
 * total the server gives. Both amounts are the server's; only their difference is taken here.
 */
export function unitPricePaid(line: {
  vouchers_discount_per_unit: number;
  product: { price_with_discount: number };
}): number {
  return Math.round((line.product.price_with_discount - line.vouchers_discount_per_unit) * 100) / 100;
}

/** SPEC §5, §8: above 18 units the basket cannot continue. */
export function hasTooManyUnits(units: number): boolean {
  return units > maxBasketUnits;
}

// ---- Checkout (SPEC §4, §5, §6) ----

/** The checkout's editable sections, each a form of its own, saved on its own. */
export type CheckoutSection = 'client' | 'shipping' | 'billing';
export const checkoutSections = [
  'client',
  'shipping',
  'billing',
] as const satisfies readonly CheckoutSection[];

/** Each section in edit (its form) or in preview (a summary with Edit). */
export type SectionModes = Record<CheckoutSection, 'edit' | 'preview'>;
/** SPEC §4: every section starts in edit; Continue switches all three to preview. */
export const allEditing: SectionModes = { client: 'edit', shipping: 'edit', billing: 'edit' };
export const allPreview: SectionModes = { client: 'preview', shipping: 'preview', billing: 'preview' };

/** SPEC §5, §6: a visitor must accept the terms to continue; a member skips them. */
export function needsTerms(isMember: boolean): boolean {
  return !isMember;
}

/** SPEC §4, §6: the shipping mode is a member's choice; a visitor's order is always delivered home. */
export function isStorePickup(isMember: boolean, mode: 'home' | 'shop'): boolean {
  return isMember && mode === 'shop';
}

/** SPEC §3, §4: billing data asked for and not reused: its own form shows. */
export function asksBillingForm(flags: { wantsBilling: boolean; reuseBilling: boolean }): boolean {
  return flags.wantsBilling && !flags.reuseBilling;
}

/**
 * SPEC §4: the sections whose forms show, and so must be valid: client info always, the shipping
 * address unless the order is collected at the shop, billing data when its own form shows.
 */
export function sectionsWithForms(pickup: boolean, billingForm: boolean): CheckoutSection[] {
  return checkoutSections.filter(
    (section) => (section !== 'shipping' || !pickup) && (section !== 'billing' || billingForm),
  );
}

/** SPEC §4: once the intent exists, the payment waits while any section is being edited. */
export function isEditingAfterIntent(hasIntent: boolean, modes: SectionModes): boolean {
  return hasIntent && checkoutSections.some((section) => modes[section] === 'edit');
}
