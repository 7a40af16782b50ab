import { describe, expect, it } from 'vitest';
import es from './messages/es.json';
import en from './messages/en.json';
import { voucherRefusals } from './errors';

describe('shop messages', () => {
  it('have the same ids in both languages, all scoped by shop.', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
    for (const id of Object.keys(es)) expect(id.startsWith('shop.')).toBe(true);
  });

  it('name every voucher refusal of SPEC §8, and its success in the SPEC’s words', () => {
    for (const refusal of voucherRefusals) expect(Object.keys(es)).toContain(`shop.voucher.${refusal}`);
    expect(en['shop.voucher.success']).toBe('The coupon has been applied successfully');
  });
});
