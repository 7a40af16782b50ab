import { inLanguage } from '@cepa/core/i18n';
import { z } from 'zod';
import type { Brand, Language, WrittenLanguage } from '@cepa/core/config';
import {
  billingAddressDataSchema,
  bookingOptionsSchema,
  experienceSchema,
  visitorGroupDataSchema,
  bookingDataSchema,
  type BillingAddressData,
  type BookingData,
  type BookingOptions,
  type Experience,
  type Option,
  type VisitorGroupData,
} from '../api';

/**
 * The embedded backend's booking data. Experiences match the content fixtures (ids 1-3 Casa Solera,
 * 4-6 Isla Brava). Slots are generated from today's date, so the calendar is always in the future.
 */

// ---- Experiences ----

export type ExperienceFixture = {
  id: number;
  brand: Brand;
  name: Record<WrittenLanguage, string>;
  price_adult: number;
  price_child: number;
  price_baby: number;
  min_visitors: number;
  max_visitors: number;
  /** The day's slot times (HH:MM); each slot takes `max_visitors` people. */
  times: string[];
  /** Values of the languages the visit is guided in. */
  languages: string[];
};

export const experienceFixtures: ExperienceFixture[] = [
  {
    id: 1,
    brand: 'solera',
    name: { es: 'Visita y cata en la bodega', en: 'Winery tour and tasting' },
    price_adult: 25,
    price_child: 12.5,
    price_baby: 0,
    min_visitors: 1,
    max_visitors: 20,
    times: ['10:00', '12:00', '17:30'],
    languages: ['es', 'en', 'fr'],
  },
  {
    id: 2,
    brand: 'solera',
    name: { es: 'Vendimia en familia', en: 'Family harvest day' },
    price_adult: 45,
    price_child: 22.5,
    price_baby: 0,
    min_visitors: 1,
    max_visitors: 20,
    times: ['09:30', '16:00'],
    languages: ['es', 'en'],
  },
  {
    // The one with other limits: a small group, at least two people.
    id: 3,
    brand: 'solera',
    name: { es: 'Cata de añadas con el enólogo', en: 'Vintage tasting with our winemaker' },
    price_adult: 60,
    price_child: 30,
    price_baby: 0,
    min_visitors: 2,
    max_visitors: 8,
    times: ['11:00', '18:30'],
    languages: ['es', 'en'],
  },
  {
    id: 4,
    brand: 'brava',
    name: { es: 'Paseo entre viñas volcánicas', en: 'Walk through the volcanic vineyard' },
    price_adult: 22,
    price_child: 11,
    price_baby: 0,
    min_visitors: 1,
    max_visitors: 20,
    times: ['09:30', '16:00'],
    languages: ['es', 'en', 'de'],
  },
  {
    id: 5,
    brand: 'brava',
    name: { es: 'Cata al atardecer frente al mar', en: 'Sunset tasting by the sea' },
    price_adult: 38,
    price_child: 19,
    price_baby: 0,
    min_visitors: 1,
    max_visitors: 20,
    times: ['19:00'],
    languages: ['es', 'en', 'de'],
  },
  {
    id: 6,
    brand: 'brava',
    name: { es: 'Almuerzo en la finca', en: 'Lunch on the estate' },
    price_adult: 55,
    price_child: 27.5,
    price_baby: 5,
    min_visitors: 1,
    max_visitors: 20,
    times: ['13:00'],
    languages: ['es', 'en'],
  },
];

export function experienceFixture(id: number): ExperienceFixture | undefined {
  return experienceFixtures.find((experience) => experience.id === id);
}

/** The experience as GET /api/experience/{id} answers it, parsed with the client's schema. */
export function experienceBody(fixture: ExperienceFixture, language: Language): Experience {
  return experienceSchema.parse({
    id: fixture.id,
    name: inLanguage(fixture.name, language),
    price_adult: fixture.price_adult,
    price_child: fixture.price_child,
    price_baby: fixture.price_baby,
  });
}

// ---- Booking options ----

const languageNames: Record<string, Record<WrittenLanguage, string>> = {
  es: { es: 'Español', en: 'Spanish' },
  en: { es: 'Inglés', en: 'English' },
  fr: { es: 'Francés', en: 'French' },
  de: { es: 'Alemán', en: 'German' },
};

const monthNames: Record<WrittenLanguage, string[]> = {
  es: [
    'Enero',
    'Febrero',
    'Marzo',
    'Abril',
    'Mayo',
    'Junio',
    'Julio',
    'Agosto',
    'Septiembre',
    'Octubre',
    'Noviembre',
    'Diciembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/** Countries after Spain, which always comes first (SPEC §9). */
const otherCountries: [string, Record<WrittenLanguage, string>][] = [
  ['DE', { es: 'Alemania', en: 'Germany' }],
  ['BE', { es: 'Bélgica', en: 'Belgium' }],
  ['FR', { es: 'Francia', en: 'France' }],
  ['IT', { es: 'Italia', en: 'Italy' }],
  ['MX', { es: 'México', en: 'Mexico' }],
  ['NL', { es: 'Países Bajos', en: 'Netherlands' }],
  ['PT', { es: 'Portugal', en: 'Portugal' }],
  ['GB', { es: 'Reino Unido', en: 'United Kingdom' }],
  ['US', { es: 'Estados Unidos', en: 'United States' }],
];

/** Spain's autonomous communities, as the region selector lists them. */
const regions: [string, string][] = [
  ['AN', 'Andalucía'],
  ['AR', 'Aragón'],
  ['AS', 'Asturias'],
  ['IB', 'Illes Balears'],
  ['CN', 'Canarias'],
  ['CB', 'Cantabria'],
  ['CL', 'Castilla y León'],
  ['CM', 'Castilla-La Mancha'],
  ['CT', 'Cataluña'],
  ['EX', 'Extremadura'],
  ['GA', 'Galicia'],
  ['RI', 'La Rioja'],
  ['MD', 'Madrid'],
  ['MC', 'Murcia'],
  ['NC', 'Navarra'],
  ['PV', 'País Vasco'],
  ['VC', 'Comunidad Valenciana'],
  ['CE', 'Ceuta'],
  ['ML', 'Melilla'],
];

export function countryOptions(language: Language): Option[] {
  const sorted = [...otherCountries].sort((a, b) =>
    inLanguage(a[1], language).localeCompare(inLanguage(b[1], language), language),
  );
  return [
    { value: 'ES', text: inLanguage({ es: 'España', en: 'Spain' }, language) },
    ...sorted.map(([value, text]) => ({ value, text: inLanguage(text, language) })),
  ];
}

/** GET /api/experience/{id}/booking_options, parsed with the client's schema. */
export function bookingOptionsBody(fixture: ExperienceFixture, language: Language): BookingOptions {
  return bookingOptionsSchema.parse({
    languages_options: fixture.languages.map((value) => ({
      value,
      text: (languageNames[value] && inLanguage(languageNames[value], language)) ?? value,
    })),
    months_options: inLanguage(monthNames, language).map((text, index) => ({
      text,
      value: String(index + 1),
    })),
    country_options: countryOptions(language),
    region_options: regions.map(([value, text]) => ({ value, text })),
    max_visitors: fixture.max_visitors,
    min_visitors: fixture.min_visitors,
  });
}

export function languageName(value: string, language: Language): string {
  return (languageNames[value] && inLanguage(languageNames[value], language)) ?? value;
}

// ---- The calendar ----

/**
 * How the generated calendar behaves, by day of the month (the same every month, for every
 * experience), from tomorrow to the end of the month `horizonMonths - 1` months after the current one:
 * - closed days are not listed at all;
 * - on the full day every slot is taken: the day is listed with `slots: []`;
 * - on the few-places day the first slot has only `fewPlacesLeft` places: it is left out when more
 *   visitors are asked for;
 * - on the taken-at-payment day the last slot is offered and POST /api/booking_intent/ accepts it,
 *   but someone else pays first: the capture answers 409 {booking_intent_id, experience_page_url};
 * - on the taken-at-intent day the last slot is offered, but POST /api/booking_intent/ (and the
 *   voucher redeem) answer 409: it was taken between the choice and the submit.
 * Any slot not offered for the group size (closed day, full day, past, past the horizon, not one of
 * the experience's times, not enough places) is also answered 409 by the intent and redeem calls.
 */
export const calendarRules = {
  closedDaysOfMonth: [7, 14, 21, 28],
  fullDayOfMonth: 15,
  fewPlacesDayOfMonth: 10,
  fewPlacesLeft: 4,
  takenAtPaymentDayOfMonth: 20,
  takenAtIntentDayOfMonth: 25,
  horizonMonths: 6,
} as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** A local date as YYYY-MM-DD. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function parseDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 0, (m ?? 1) - 1, d ?? 1);
}

/** The last day (exclusive bound excluded) the calendar reaches: the end of the horizon's last month. */
function horizonEnd(today: Date): Date {
  return new Date(today.getFullYear(), today.getMonth() + calendarRules.horizonMonths, 0);
}

export function isWithinHorizon(day: string, today: Date = new Date()): boolean {
  const date = parseDay(day);
  return day > isoDay(today) && date <= horizonEnd(today);
}

/** Places a slot has before any booking made on the embedded backend. */
export function baseCapacity(fixture: ExperienceFixture, day: string, time: string): number {
  const dayOfMonth = parseDay(day).getDate();
  if (!isWithinHorizon(day) || !fixture.times.includes(time)) return 0;
  if ((calendarRules.closedDaysOfMonth as readonly number[]).includes(dayOfMonth)) return 0;
  if (dayOfMonth === calendarRules.fullDayOfMonth) return 0;
  if (dayOfMonth === calendarRules.fewPlacesDayOfMonth && time === fixture.times[0]) {
    return calendarRules.fewPlacesLeft;
  }
  return fixture.max_visitors;
}

export function isClosedDay(day: string): boolean {
  return (calendarRules.closedDaysOfMonth as readonly number[]).includes(parseDay(day).getDate());
}

/** The last slot of the taken-at-payment day: the capture answers 409. */
export function isTakenAtPayment(fixture: ExperienceFixture, day: string, time: string): boolean {
  return parseDay(day).getDate() === calendarRules.takenAtPaymentDayOfMonth && time === fixture.times.at(-1);
}

/** The last slot of the taken-at-intent day: POST /api/booking_intent/ and redeem answer 409. */
export function isTakenAtIntent(fixture: ExperienceFixture, day: string, time: string): boolean {
  return parseDay(day).getDate() === calendarRules.takenAtIntentDayOfMonth && time === fixture.times.at(-1);
}

/** Every listed day of a month (1-12), in order: open days and the full day, not closed days. */
export function calendarDays(year: number, month: number, today: Date = new Date()): string[] {
  const days: string[] = [];
  const last = new Date(year, month, 0).getDate();
  for (let d = 1; d <= last; d += 1) {
    const day = `${year}-${pad(month)}-${pad(d)}`;
    if (isWithinHorizon(day, today) && !isClosedDay(day)) days.push(day);
  }
  return days;
}

/**
 * The next day (after today, within the horizon) with this day of the month; with no argument,
 * the next ordinary open day (none of the special days).
 */
export function upcomingDay(dayOfMonth?: number, today: Date = new Date()): string {
  const special: number[] = [
    ...calendarRules.closedDaysOfMonth,
    calendarRules.fullDayOfMonth,
    calendarRules.fewPlacesDayOfMonth,
    calendarRules.takenAtPaymentDayOfMonth,
    calendarRules.takenAtIntentDayOfMonth,
  ];
  const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  for (let i = 0; i < 400; i += 1) {
    const matches =
      dayOfMonth === undefined ? !special.includes(date.getDate()) : date.getDate() === dayOfMonth;
    if (matches) return isoDay(date);
    date.setDate(date.getDate() + 1);
  }
  throw new Error(`No upcoming day ${dayOfMonth ?? ''}`);
}

/** The days a test or story needs, computed from today. */
export function fixtureDays(today: Date = new Date()) {
  return {
    open: upcomingDay(undefined, today),
    closed: upcomingDay(calendarRules.closedDaysOfMonth[0], today),
    full: upcomingDay(calendarRules.fullDayOfMonth, today),
    fewPlaces: upcomingDay(calendarRules.fewPlacesDayOfMonth, today),
    takenAtPayment: upcomingDay(calendarRules.takenAtPaymentDayOfMonth, today),
    takenAtIntent: upcomingDay(calendarRules.takenAtIntentDayOfMonth, today),
  };
}

// ---- Vouchers ----

export type VoucherStatus = 'active' | 'inactive' | 'redeemed';

export type VoucherFixture = {
  full_code: string;
  prefix: string;
  /** The brand the voucher belongs to; null: the outcome vouchers answer on both brands. */
  site: Brand | null;
  experienceId: number | null;
  participants_number: number | null;
  /** Days from today (negative: in the past). */
  startsIn: number;
  endsIn: number;
  status: VoucherStatus;
};

/**
 * One voucher per outcome (SPEC §4, §8). Codes are matched trimmed and case-insensitively. Any
 * other code answers 404 "ERROR_VOUCHER_DOESNT_EXIST", except `legacyVoucherCode`, which answers a
 * 400 with a text that is not an ERROR_VOUCHER code (shown as 'voucher not found' too).
 */
export const voucherCodes = {
  /** Unique, Casa Solera, fixed experience 2 (Vendimia en familia), 4 participants. */
  uniqueSolera: 'U-SOLERA-2024',
  /** Unique, Isla Brava, fixed experience 5 (Cata al atardecer), 2 participants. */
  uniqueBrava: 'U-BRAVA-2024',
  /** Gift voucher without a fixed experience, Casa Solera, up to 6 participants. */
  openSolera: 'R-SOLERA-REGALO',
  /** Gift voucher without a fixed experience, Isla Brava, up to 6 participants. */
  openBrava: 'R-BRAVA-REGALO',
  /** Starts in 30 days: ERROR_VOUCHER_TOO_SOON (both brands). */
  tooSoon: 'U-PRONTO-0001',
  /** Ended yesterday: ERROR_VOUCHER_OUTDATED (both brands). */
  outdated: 'U-CADUCADO-0001',
  /** Switched off: ERROR_VOUCHER_INACTIVE (both brands). */
  inactive: 'U-INACTIVO-0001',
  /** Used already: ERROR_VOUCHER_ALREADY_REDEEMED (both brands); its redemption is `redeemedRedemptionId`. */
  alreadyRedeemed: 'U-CANJEADO-0001',
  /** Not in the backend: ERROR_VOUCHER_DOESNT_EXIST. */
  notFound: 'NO-EXISTE-0000',
} as const;

/** A code the backend answers with 400 "Invalid voucher format" (not an ERROR_VOUCHER text). */
export const legacyVoucherCode = 'LEGACY-1234';

export const voucherFixtures: VoucherFixture[] = [
  {
    full_code: voucherCodes.uniqueSolera,
    prefix: 'U',
    site: 'solera',
    experienceId: 2,
    participants_number: 4,
    startsIn: -30,
    endsIn: 335,
    status: 'active',
  },
  {
    full_code: voucherCodes.uniqueBrava,
    prefix: 'U',
    site: 'brava',
    experienceId: 5,
    participants_number: 2,
    startsIn: -10,
    endsIn: 180,
    status: 'active',
  },
  {
    full_code: voucherCodes.openSolera,
    prefix: 'R',
    site: 'solera',
    experienceId: null,
    participants_number: 6,
    startsIn: -60,
    endsIn: 300,
    status: 'active',
  },
  {
    full_code: voucherCodes.openBrava,
    prefix: 'R',
    site: 'brava',
    experienceId: null,
    participants_number: 6,
    startsIn: -60,
    endsIn: 300,
    status: 'active',
  },
  {
    full_code: voucherCodes.tooSoon,
    prefix: 'U',
    site: null,
    experienceId: 1,
    participants_number: 2,
    startsIn: 30,
    endsIn: 395,
    status: 'active',
  },
  {
    full_code: voucherCodes.outdated,
    prefix: 'U',
    site: null,
    experienceId: 1,
    participants_number: 2,
    startsIn: -400,
    endsIn: -1,
    status: 'active',
  },
  {
    full_code: voucherCodes.inactive,
    prefix: 'U',
    site: null,
    experienceId: 1,
    participants_number: 2,
    startsIn: -30,
    endsIn: 300,
    status: 'inactive',
  },
  {
    full_code: voucherCodes.alreadyRedeemed,
    prefix: 'U',
    site: null,
    experienceId: 1,
    participants_number: 2,
    startsIn: -30,
    endsIn: 300,
    status: 'redeemed',
  },
];

export function daysFromToday(days: number, today: Date = new Date()): string {
  return isoDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() + days));
}

// ---- What a visitor types ----

/** Step 3 as a visitor fills it in (form keys), for tests and stories that start past it. */
export const typedVisitor = {
  documentType: 'dni' as const,
  documentNumber: '12345678Z',
  name: 'Lucía',
  surname: 'García',
  email: 'lucia@example.com',
  phoneNumber: '+34 600 000 000',
  country: 'ES',
  region: '',
  comment: '',
  consent: true,
  newsletter: false,
};

/** The billing address as a visitor fills it in (form keys). */
export const typedBilling = {
  documentType: 'dni' as const,
  documentNumber: '12345678Z',
  company: '',
  name: 'Lucía',
  surname: 'García',
  email: 'lucia@example.com',
  address: 'Calle Mayor 1',
  optionalAddress: '',
  country: 'ES',
  region: '',
  postalCode: '26200',
  locality: 'Haro',
};

// ---- Bookings already on the backend ----

/** A visitor group as the step-3 form would send it, for fixtures, tests and stories. */
export const sampleVisitorGroup: VisitorGroupData = visitorGroupDataSchema.parse({
  document_type: 'dni',
  document_number: '12345678Z',
  name: 'Carmen',
  surname: 'Ruiz Ortega',
  email: 'carmen.ruiz@example.com',
  phone_number: '+34 600 123 456',
  country: 'ES',
  region: 'RI',
  comment: '',
  has_newsletter_subscription: false,
  consent_date: '2026-01-10T10:00:00.000Z',
  adults_number: 2,
  children_number: 0,
  babies_number: 0,
  web_language: 'es',
  site: 'solera',
});

export const sampleBillingAddress: BillingAddressData = billingAddressDataSchema.parse({
  document_type: 'dni',
  document_number: '12345678Z',
  company: '',
  first_name: 'Carmen',
  last_name: 'Ruiz Ortega',
  email: 'carmen.ruiz@example.com',
  line1: 'Calle de la Estación 12',
  line2: '',
  country: 'ES',
  state: 'RI',
  postcode: '26200',
  locality: 'Haro',
});

export function sampleBookingData(overrides: Partial<BookingData> = {}): BookingData {
  return bookingDataSchema.parse({
    experience_id: 1,
    language: 'es',
    date: `${upcomingDay()}T10:00`,
    site: 'solera',
    ...overrides,
  });
}

/** The id of a booking intent already on the backend (experience 1, 2 adults, paid but not captured). */
export const existingBookingIntentId = 100;
/** A redemption already confirmed (voucher `alreadyRedeemed`, experience 1, 2 visitors in Spanish). */
export const redeemedRedemptionId = 900;

export const bookingPaths: Record<WrittenLanguage, string> = { es: '/es/reservar', en: '/en/book' };

export const idSchema = z.coerce.number().int().positive();
