import { inLanguage } from '@cepa/core/i18n';
import { HttpResponse } from 'msw';
import type { Language } from '@cepa/core/config';
import {
  appendBounded,
  backend,
  BoundedMap,
  callerOf,
  integerIds,
  jsonBody,
  languageOf,
  visitorHeaders,
} from '@cepa/core/backend';
import {
  redeemVoucherPayloadSchema,
  voucherSchema,
  type BookingData,
  type VisitorGroupData,
  type Voucher,
} from '../api';
import { bookingRoutes } from '../routes';
import { badRequest, firstIssue, readableBy } from './answers';
import { askedLanguage } from './intents';
import {
  bookingReceived,
  confirmation,
  confirmedBookings,
  groupSize,
  refuseBooking,
  trackData,
} from './bookings';
import {
  daysFromToday,
  experienceFixture,
  fixtureDays,
  idSchema,
  isoDay,
  legacyVoucherCode,
  redeemedRedemptionId,
  sampleVisitorGroup,
  voucherCodes,
  voucherFixtures,
  type VoucherFixture,
  type VoucherStatus,
} from './fixtures';

/**
 * Vouchers: the check of a code (its experience and group size, or why it cannot be used now),
 * the redemption that books the visit with it (no payment), and the redemption's confirmation, read
 * back by whoever redeemed only.
 */

type RedemptionRecord = {
  id: number;
  fullCode: string;
  visitorGroup: VisitorGroupData;
  booking: BookingData;
  tracked: boolean;
  /** The caller who redeemed (see `callerOf`); the fixture redemption has none and is readable by all. */
  owner?: string;
};

/** Voucher redemptions by id; `redeemedRedemptionId` (voucher alreadyRedeemed) is there from the start. */
export const voucherRedemptions = backend.store(
  () =>
    new BoundedMap<number, RedemptionRecord>(
      [
        [
          redeemedRedemptionId,
          {
            id: redeemedRedemptionId,
            fullCode: voucherCodes.alreadyRedeemed,
            visitorGroup: sampleVisitorGroup,
            booking: {
              experience_id: 1,
              language: 'es',
              date: `${fixtureDays().open}T10:00`,
              site: 'solera',
            },
            tracked: false,
          },
        ],
      ],
      { exempt: (id) => id === redeemedRedemptionId },
    ),
);

/** Each voucher's status; redeeming one marks it redeemed. */
export const voucherStatuses = backend.store(
  () => new Map<string, VoucherStatus>(voucherFixtures.map((v) => [v.full_code, v.status])),
);

/** Random ids over HTTP, so nobody reaches another's redemption by counting (see `idsCountUp`). */
const newRedemptionId = integerIds(1001);

/** Voucher failures answer a string body (SPEC §8: the text starts with ERROR_VOUCHER_…). */
function voucherError(code: string, status = 400) {
  return HttpResponse.json(code, { status });
}

function findVoucher(code: string): VoucherFixture | undefined {
  const wanted = code.trim().toUpperCase();
  return voucherFixtures.find((v) => v.full_code === wanted);
}

/** The voucher's error code, if it cannot be used now on this site. */
function voucherRefusal(voucher: VoucherFixture | undefined, site: string): string | null {
  if (!voucher || (voucher.site !== null && voucher.site !== site)) return 'ERROR_VOUCHER_DOESNT_EXIST';
  const status = voucherStatuses.get().get(voucher.full_code) ?? voucher.status;
  if (status === 'inactive') return 'ERROR_VOUCHER_INACTIVE';
  if (status === 'redeemed') return 'ERROR_VOUCHER_ALREADY_REDEEMED';
  const today = isoDay(new Date());
  if (daysFromToday(voucher.startsIn) > today) return 'ERROR_VOUCHER_TOO_SOON';
  if (daysFromToday(voucher.endsIn) < today) return 'ERROR_VOUCHER_OUTDATED';
  return null;
}

function voucherBody(voucher: VoucherFixture, language: Language): Voucher {
  const experience = voucher.experienceId === null ? undefined : experienceFixture(voucher.experienceId);
  return voucherSchema.parse({
    full_code: voucher.full_code,
    prefix: voucher.prefix,
    experience: experience ? { id: experience.id, title: inLanguage(experience.name, language) } : null,
    participants_number: voucher.participants_number,
    start_date: daysFromToday(voucher.startsIn),
    end_date: daysFromToday(voucher.endsIn),
  });
}

const checkVoucher = backend.call(bookingRoutes.checkVoucher, ({ request }) => {
  const query = new URL(request.url).searchParams;
  const fullCode = query.get('full_code') ?? '';
  const site = query.get('site') ?? '';
  const language = languageOf(query.get('language'));
  appendBounded(bookingReceived.get().voucherChecks, { full_code: fullCode, site, language });
  if (fullCode.trim().toUpperCase() === legacyVoucherCode) return voucherError('Invalid voucher format');
  const voucher = findVoucher(fullCode);
  const refusal = voucherRefusal(voucher, site);
  if (refusal || !voucher) {
    return voucherError(
      refusal ?? 'ERROR_VOUCHER_DOESNT_EXIST',
      refusal === 'ERROR_VOUCHER_DOESNT_EXIST' ? 404 : 400,
    );
  }
  return HttpResponse.json(voucherBody(voucher, language));
});

const redeemVoucher = backend.call(bookingRoutes.redeemVoucher, async ({ request, cookies }) => {
  const parsed = redeemVoucherPayloadSchema.safeParse(await jsonBody(request));
  if (!parsed.success) return badRequest(`Invalid payload: ${firstIssue(parsed.error)}`);
  const payload = parsed.data;
  appendBounded(bookingReceived.get().redemptions, payload);
  if (!payload.captcha_key.trim()) return badRequest('INVALID_CAPTCHA');
  const group = payload.visitor_group_data;
  const booking = payload.booking_data;
  const voucher = findVoucher(payload.full_code);
  const refusal = voucherRefusal(voucher, booking.site);
  if (refusal || !voucher) return voucherError(refusal ?? 'ERROR_VOUCHER_DOESNT_EXIST');
  if (voucher.experienceId !== null && voucher.experienceId !== booking.experience_id) {
    return voucherError('ERROR_VOUCHER_EXPERIENCE');
  }
  if (voucher.participants_number !== null && groupSize(group) > voucher.participants_number) {
    return voucherError('ERROR_VOUCHER_PARTICIPANTS');
  }
  const refused = refuseBooking(group, booking, voucher.participants_number);
  if (refused) return refused;
  const id = newRedemptionId((taken) => voucherRedemptions.get().has(taken));
  const caller = callerOf({ cookies, request });
  voucherRedemptions.get().set(id, {
    id,
    fullCode: voucher.full_code,
    visitorGroup: group,
    booking,
    tracked: false,
    owner: caller.key,
  });
  voucherStatuses.get().set(voucher.full_code, 'redeemed');
  confirmedBookings.get().push({
    experienceId: booking.experience_id,
    date: booking.date,
    visitors: groupSize(group),
    origin: `voucher_redemption:${id}`,
  });
  return HttpResponse.json({ voucher_redemption_id: id }, { headers: visitorHeaders(caller.visitor) });
});

const checkRedemption = backend.call(bookingRoutes.checkRedemption, ({ request, cookies }) => {
  const id = idSchema.catch(0).parse(new URL(request.url).searchParams.get('voucher_redemption_id'));
  const record = voucherRedemptions.get().get(id);
  if (!record || !readableBy(record, { cookies })) {
    return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
  }
  const track = record.tracked ? null : trackData(`V${record.id}`, record.visitorGroup, record.booking, 0);
  record.tracked = true;
  return HttpResponse.json(confirmation(record.visitorGroup, record.booking, track, askedLanguage(request)));
});

export const voucherCalls = { checkVoucher, redeemVoucher, checkRedemption };
