import { defineMessages } from '@cepa/core';
import type { VoucherCheckOutcome } from '../errors';
import es from './messages/es.json';
import en from './messages/en.json';
import qps from './messages/qps.json';

/**
 * Why a voucher cannot be used (SPEC §8's voucher check outcomes), in both languages: said by the
 * voucher page and by the booking page a refused voucher was brought to. A catalogue of its own, so
 * that neither page carries the other's.
 */
export const useVoucherOutcomeMessages = defineMessages({ es, en, qps });

export type VoucherRefusal = Exclude<VoucherCheckOutcome, 'silent'>;

/** The message id of a refusal. */
export const voucherOutcomeMessage = {
  not_found: 'booking.voucherOutcome.not_found',
  too_soon: 'booking.voucherOutcome.too_soon',
  outdated: 'booking.voucherOutcome.outdated',
  inactive: 'booking.voucherOutcome.inactive',
  already_redeemed: 'booking.voucherOutcome.already_redeemed',
  too_many_attempts: 'booking.voucherOutcome.too_many_attempts',
} as const satisfies Record<VoucherRefusal, keyof typeof es>;
