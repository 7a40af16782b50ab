import { languages } from '@cepa/core/config';
import { inLanguage, pathIn } from '@cepa/core/i18n';
import { alternatesOf, type Brand, type Language, type WrittenLanguage } from '@cepa/core/config';
import type { PageContent } from '@cepa/core/page';
import type { ClubPageType } from '../page-data';
import { clubNames, clubPaths } from './fixtures';

/**
 * The club's pages in the embedded content system (page types `club_*`: the content system answers
 * them only to a logged-in member). The frame comes from whoever serves them, so the club's fixtures
 * never import another slice.
 */

/** The club's pages built so far, each with its path key, title and description. */
const clubPageList: {
  type: ClubPageType;
  key: keyof typeof clubPaths;
  title: Record<WrittenLanguage, string>;
  description: Record<WrittenLanguage, string>;
}[] = [
  {
    type: 'club_my_club',
    key: 'myClub',
    title: { es: 'Mi club', en: 'My club' },
    description: {
      es: 'Tu tarjeta de socio, tus códigos de visita y tus preferencias.',
      en: 'Your member card, visit codes and preferences.',
    },
  },
  {
    type: 'club_orders',
    key: 'orders',
    title: { es: 'Mis pedidos', en: 'My orders' },
    description: {
      es: 'Los pedidos de tu membresía actual y de las anteriores.',
      en: 'The orders of your current and past memberships.',
    },
  },
  {
    type: 'club_personal_information',
    key: 'personalInformation',
    title: { es: 'Datos personales', en: 'Personal information' },
    description: {
      es: 'Tus datos de socio y tu dirección de facturación.',
      en: 'Your member details and billing address.',
    },
  },
  {
    type: 'club_catalogue',
    key: 'catalogue',
    title: { es: 'Catálogo del club', en: 'Club catalogue' },
    description: {
      es: 'Los vinos destacados para socios, a precio de socio.',
      en: 'The wines highlighted for members, at members’ prices.',
    },
  },
];

const brandDigit = (brand: Brand) => (brand === 'solera' ? 1 : 2);
/** Stable page ids: 5 brand, page, language (solera 51xx, brava 52xx). */
const pageId = (brand: Brand, index: number, language: Language) =>
  5000 + brandDigit(brand) * 100 + index * 10 + (1 + languages.indexOf(language));

function clubData(brand: Brand, language: Language, index: number) {
  return {
    club_name: clubNames[brand],
    navigation: clubPageList.map((p) => ({
      page_type: p.type,
      path: inLanguage(clubPaths[p.key], language),
    })),
    page_id: pageId(brand, index, language),
  };
}

/** Every club page for one brand and language, in the frame given. */
export function clubPages(brand: Brand, language: Language, layout: PageContent['layout']): PageContent[] {
  return clubPageList.map((p, index) => ({
    id: pageId(brand, index, language),
    page_type: p.type,
    path: inLanguage(clubPaths[p.key], language),
    language,
    brand,
    title: inLanguage(p.title, language),
    meta_description: inLanguage(p.description, language),
    alternates: alternatesOf(language, (other) => inLanguage(clubPaths[p.key], other)),
    layout,
    blocks: [],
    data: clubData(brand, language, index),
  }));
}

/** A frame for stories of a club page alone (the page component never renders it). */
function storyFrame(brand: Brand, language: Language): PageContent['layout'] {
  return {
    brand_name: brand === 'brava' ? 'Isla Brava' : 'Casa Solera',
    navigation: [],
    footer: { text_html: '', logos: [] },
    banner: null,
    age_gate: false,
    login_path: '/login',
    basket_path: pathIn({ es: '/es/cesta/', en: '/en/basket/' }, language),
    experiences_path: pathIn({ es: '/es/experiencias', en: '/en/experiences' }, language),
  };
}

/** A club page's content by page type, for stories and tests. */
export function clubPageFixture(
  pageType: ClubPageType,
  language: Language = 'es',
  brand: Brand = 'solera',
): PageContent {
  const found = clubPages(brand, language, storyFrame(brand, language)).find((p) => p.page_type === pageType);
  if (!found) throw new Error(`No ${pageType} page fixture for ${brand}/${language}`);
  return found;
}
