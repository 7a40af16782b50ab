import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend, fetchThrough } from '@cepa/core/backend';
import { api } from '@cepa/core/http';
import { bookingCalls, handlers, voucherCodes } from '../../fake';
import { contextOf, isBookingSeed, loadBookingSeed } from './load';

/** The server loader's calls go to the embedded backend's handlers. */
beforeEach(() => {
  backend.reset();
  vi.stubGlobal('fetch', fetchThrough(handlers));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const solera = { brand: 'solera', language: 'es' } as const;
const seedFor = (search: string) => loadBookingSeed(contextOf(solera, search), api);

describe('the booking page’s server loader', () => {
  it('reads the experience and the voucher from the query', () => {
    expect(contextOf(solera, '?experience=3&voucher=%20U-SOLERA-2024%20')).toEqual({
      ...solera,
      experienceId: 3,
      voucherCode: 'U-SOLERA-2024',
    });
    expect(contextOf(solera, '?experience=tres')).toMatchObject({ experienceId: null, voucherCode: null });
  });

  it('fetches the experience with its options; no voucher, nothing checked', async () => {
    const seed = await seedFor('?experience=3');
    expect(seed).toMatchObject({
      voucherCode: null,
      voucher: null,
      experience: { id: 3, data: { experience: { id: 3, name: 'Cata de añadas con el enólogo' } } },
    });
    expect(seed?.experience?.data.options.min_visitors).toBe(2);
    expect(isBookingSeed(JSON.parse(JSON.stringify(seed)))).toBe(true);
  });

  it('a voucher with a fixed experience books that one, whatever the query says', async () => {
    const seed = await seedFor(`?experience=1&voucher=${voucherCodes.uniqueSolera}`);
    expect(seed?.voucher).toMatchObject({ ok: true, data: { full_code: voucherCodes.uniqueSolera } });
    expect(seed?.experience?.id).toBe(2);
  });

  it('a refused voucher is an outcome the page shows; the query’s experience is still fetched', async () => {
    const seed = await seedFor('?experience=1&voucher=U-NO-EXISTE-0000');
    expect(seed).toMatchObject({
      voucherCode: 'U-NO-EXISTE-0000',
      voucher: { ok: false },
      experience: { id: 1 },
    });
  });

  it('a voucher check without an answer is left to the browser (no seed), and reported', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.faults.set(bookingCalls.checkVoucher, { network: true });
    expect(await seedFor(`?voucher=${voucherCodes.uniqueSolera}`)).toBeNull();
    expect(reported).toHaveBeenCalled();
  });

  it('an experience that fails to load is left to the browser, and reported', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.faults.set(bookingCalls.bookingOptions, { status: 500 });
    const seed = await seedFor('?experience=1');
    expect(seed).toEqual({ voucherCode: null, voucher: null, experience: null });
    expect(reported).toHaveBeenCalled();
  });

  it('no experience and no voucher: nothing to fetch', async () => {
    expect(await seedFor('')).toEqual({ voucherCode: null, voucher: null, experience: null });
  });
});
