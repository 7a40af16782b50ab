import { describe, expect, it } from 'vitest';
import {
  allEditing,
  allPreview,
  asksBillingForm,
  basketUnits,
  hasTooManyUnits,
  isEditingAfterIntent,
  isStorePickup,
  maxBasketUnits,
  needsTerms,
  sectionsWithForms,
  unitPricePaid,
  stockLevel,
} from './rules';

describe('the basket’s unit limit (SPEC §5, §9: at most 18 units)', () => {
  const lines = [
    { id: 1, quantity: 10 },
    { id: 2, quantity: 8 },
  ];

  it('counts units, not lines, and 18 is still allowed', () => {
    expect(maxBasketUnits).toBe(18);
    expect(basketUnits(lines)).toBe(18);
    expect(hasTooManyUnits(basketUnits(lines))).toBe(false);
  });

  it('19 units are too many', () => {
    expect(hasTooManyUnits(19)).toBe(true);
  });

  it('counts the quantities the visitor just chose, before the server has them', () => {
    expect(basketUnits(lines, new Map([[2, 9]]))).toBe(19);
    expect(hasTooManyUnits(basketUnits(lines, new Map([[2, 9]])))).toBe(true);
    expect(basketUnits(lines, new Map([[1, 1]]))).toBe(9);
  });
});

describe('a line’s unit price as paid (SPEC §3 vouchers_discount_per_unit)', () => {
  const line = (price: number, discount: number) => ({
    vouchers_discount_per_unit: discount,
    product: { price_with_discount: price },
  });

  it.each([
    // BIENVENIDA10 on Solera Crianza 2020: 14,90 € less 1,49 €, and 4 × 13,41 € is the line's 53,64 €.
    [14.9, 1.49, 13.41],
    [16.5, 1.65, 14.85],
    [9.8, 0, 9.8],
    // No floating-point leftovers (0.3 - 0.1 is 0.19999999999999998).
    [0.3, 0.1, 0.2],
  ])('%s € less %s € a unit is %s €', (price, discount, paid) => {
    expect(unitPricePaid(line(price, discount))).toBe(paid);
  });
});

describe('the checkout’s rules (SPEC §4, §5, §6)', () => {
  it('asks a visitor for the terms, never a member', () => {
    expect(needsTerms(false)).toBe(true);
    expect(needsTerms(true)).toBe(false);
  });

  it.each([
    [true, 'shop', true],
    [true, 'home', false],
    [false, 'shop', false],
  ] as const)('member %s choosing %s collects at the shop: %s', (member, mode, pickup) => {
    expect(isStorePickup(member, mode)).toBe(pickup);
  });

  it.each([
    [false, false, false],
    [false, true, false],
    [true, false, true],
    [true, true, false],
  ])('billing wanted %s, reused %s: its own form shows %s', (wantsBilling, reuseBilling, shown) => {
    expect(asksBillingForm({ wantsBilling, reuseBilling })).toBe(shown);
  });

  it.each([
    [false, false, ['client', 'shipping']],
    [true, false, ['client']],
    [false, true, ['client', 'shipping', 'billing']],
    [true, true, ['client', 'billing']],
  ] as const)('pickup %s, billing form %s: the forms to validate are %j', (pickup, billing, sections) => {
    expect(sectionsWithForms(pickup, billing)).toEqual(sections);
  });

  it('holds the payment while a section is edited after the intent, never before it', () => {
    expect(isEditingAfterIntent(false, allEditing)).toBe(false);
    expect(isEditingAfterIntent(true, allPreview)).toBe(false);
    expect(isEditingAfterIntent(true, { ...allPreview, billing: 'edit' })).toBe(true);
  });
});

describe('stockLevel (the product page’s stock line, and its structured data’s availability)', () => {
  it.each([
    [0, 'out'],
    [1, 'low'],
    [5, 'low'],
    [6, 'in'],
    [120, 'in'],
  ] as const)('%i units left: %s', (stock, level) => {
    expect(stockLevel(stock)).toBe(level);
  });
});
