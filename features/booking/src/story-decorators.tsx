import { inLanguage, pathIn } from '@cepa/core/i18n';
import type { StoryContext } from '@storybook/react-vite';
import { alternatesOf, type Brand, type Language } from '@cepa/core';
import { brandOf, freshStoryState, languageOf } from '@cepa/core/stories';
import { pageContentSchema, type PageContent } from '@cepa/core/page';
import { bookingRoutes } from './fake/page-fixtures';

export {
  navigations,
  languageOf,
  brandOf,
  withSliceProviders as withBookingProviders,
} from '@cepa/core/stories';

/** The booking page's content (page type `booking`) in a language and brand, as the content system sends it. */
export function bookingPageFixture(language: Language = 'es', brand: Brand = 'solera'): PageContent {
  const brandName = brand === 'brava' ? 'Isla Brava' : 'Casa Solera';
  const title = inLanguage({ es: 'Reserva tu visita', en: 'Book your visit' }, language);
  return pageContentSchema.parse({
    id: 40,
    page_type: 'booking',
    path: inLanguage(bookingRoutes.booking, language),
    language,
    brand,
    title,
    meta_description: title,
    alternates: alternatesOf(language, (other) => inLanguage(bookingRoutes.booking, other)),
    layout: {
      brand_name: brandName,
      navigation: [],
      footer: { text_html: '', logos: [] },
      banner: null,
      age_gate: false,
      login_path: '/login',
      basket_path: pathIn({ es: '/es/cesta/', en: '/en/basket/' }, language),
      experiences_path: inLanguage(bookingRoutes.experiences, language),
      privacy_path: pathIn({ es: '/es/privacidad', en: '/en/privacy' }, language),
    },
    blocks: [],
    data: {
      confirmation_path: inLanguage(bookingRoutes.confirmation, language),
      experiences_path: inLanguage(bookingRoutes.experiences, language),
      home_path: inLanguage(bookingRoutes.home, language),
    },
  });
}

/** The booking page of the story's language and brand. */
export function pageFor(context: Pick<StoryContext, 'globals' | 'parameters'>): PageContent {
  return bookingPageFixture(languageOf(context), brandOf(context));
}

/** Replaces the address hash without adding a history entry or firing `hashchange`. */
export function setHash(hash: string) {
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${window.location.search}${hash}`,
  );
}

/** A story's `beforeEach`: a fresh backend, an empty hash, no recorded navigation or events. */
export const freshState = freshStoryState(() => setHash(''));
