import { isApiError, reportError, type ApiClient, type PageContent } from '@cepa/core';
import { checkVoucher, getBookingOptions, getExperience } from '../../api';
import { voucherCheckOutcome } from '../../errors';
import type { BookingContext, BookingSeed } from '../../atoms/state';

/** What the page knows from its content and the address's query (`?experience=1&voucher=…`). */
export function contextOf(page: Pick<PageContent, 'brand' | 'language'>, search: string): BookingContext {
  const query = new URLSearchParams(search);
  const experience = query.get('experience') ?? '';
  return {
    brand: page.brand,
    language: page.language,
    experienceId: /^\d+$/.test(experience) ? Number(experience) : null,
    voucherCode: query.get('voucher')?.trim() || null,
  };
}

/**
 * The booking's data fetched on the server (the page's server loader): the voucher's check, then the
 * experience it books with its options, so that the server's HTML carries the first step. A refused
 * voucher is an outcome the page shows; a call that got no answer or an answer that breaks the contract
 * is left to the browser, which asks again (the experience's alone, when the voucher was checked).
 */
export async function loadBookingSeed(
  context: BookingContext,
  client: ApiClient,
): Promise<BookingSeed | null> {
  const { brand, language, voucherCode } = context;
  let voucher: BookingSeed['voucher'] = null;
  if (voucherCode) {
    try {
      voucher = {
        ok: true,
        data: await checkVoucher({ full_code: voucherCode, site: brand, language }, { client }),
      };
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'http') {
        reportError(error, 'booking: checking the voucher on the server');
        return null;
      }
      const outcome = voucherCheckOutcome(error);
      voucher = { ok: false, refusal: outcome === 'silent' ? null : outcome };
    }
  }
  const id = (voucher?.ok ? voucher.data.experience?.id : undefined) ?? context.experienceId;
  if (id === null) return { voucherCode, voucher, experience: null };
  try {
    const [experience, options] = await Promise.all([
      getExperience(id, { brand, language }, { client }),
      getBookingOptions(id, { language }, { client }),
    ]);
    return { voucherCode, voucher, experience: { id, data: { experience, options } } };
  } catch (error) {
    reportError(error, 'booking: loading the experience on the server');
    return { voucherCode, voucher, experience: null };
  }
}

/** The loader's result, if `value` is one (it crossed the wire in the page data). */
export function isBookingSeed(value: unknown): value is BookingSeed {
  if (!value || typeof value !== 'object') return false;
  const seed = value as Partial<BookingSeed>;
  return 'voucherCode' in seed && 'voucher' in seed && 'experience' in seed;
}
