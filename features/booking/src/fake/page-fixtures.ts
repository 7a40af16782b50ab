import { inLanguage, pathIn } from '@cepa/core/i18n';
import { alternatesOf, type Brand, type Language, type WrittenLanguage } from '@cepa/core/config';
import { pageContentSchema, type PageContent } from '@cepa/core/page';
import type { ConfirmationPageData, VoucherPageData } from '../api';

/** The booking slice's routes, the same for both brands (the content fixtures link to them). */
export const bookingRoutes = {
  booking: { es: '/es/reservar', en: '/en/book' },
  voucher: { es: '/es/canjear-bono', en: '/en/redeem-voucher' },
  confirmation: { es: '/es/reserva-confirmada', en: '/en/booking-confirmation' },
  home: { es: '/es/', en: '/en/' },
  experiences: { es: '/es/experiencias', en: '/en/experiences' },
} as const satisfies Record<string, Record<WrittenLanguage, string>>;

const titles = {
  voucher: { es: 'Canjea tu bono', en: 'Redeem your voucher' },
  confirmation: { es: 'Reserva confirmada', en: 'Booking confirmed' },
} as const;

function bookingSlicePage(
  kind: 'voucher' | 'confirmation',
  pageType: string,
  language: Language,
  brand: Brand,
  data: Record<string, string>,
): PageContent {
  const title = inLanguage(titles[kind], language);
  return pageContentSchema.parse({
    id: kind === 'voucher' ? 41 : 42,
    page_type: pageType,
    path: inLanguage(bookingRoutes[kind], language),
    language,
    brand,
    title,
    meta_description: title,
    alternates: alternatesOf(language, (other) => inLanguage(bookingRoutes[kind], other)),
    layout: {
      brand_name: brand === 'brava' ? 'Isla Brava' : 'Casa Solera',
      navigation: [],
      footer: { text_html: '', logos: [] },
      banner: null,
      age_gate: false,
      login_path: '/login',
      basket_path: pathIn({ es: '/es/cesta', en: '/en/basket' }, language),
      experiences_path: inLanguage(bookingRoutes.experiences, language),
      privacy_path: pathIn({ es: '/es/privacidad', en: '/en/privacy' }, language),
    },
    blocks: [],
    data,
  });
}

/** Page type `voucher_redemption`, data { booking_path, confirmation_path }. */
export function voucherPageFixture(language: Language = 'es', brand: Brand = 'solera'): PageContent {
  const data: VoucherPageData = {
    booking_path: inLanguage(bookingRoutes.booking, language),
    confirmation_path: inLanguage(bookingRoutes.confirmation, language),
  };
  return bookingSlicePage('voucher', 'voucher_redemption', language, brand, data);
}

/** Page type `booking_confirmation`, data { home_path, experiences_path, booking_path }. */
export function confirmationPageFixture(language: Language = 'es', brand: Brand = 'solera'): PageContent {
  const data: ConfirmationPageData = {
    home_path: inLanguage(bookingRoutes.home, language),
    experiences_path: inLanguage(bookingRoutes.experiences, language),
    booking_path: inLanguage(bookingRoutes.booking, language),
  };
  return bookingSlicePage('confirmation', 'booking_confirmation', language, brand, data);
}
