import { inLanguage, pathIn } from '@cepa/core/i18n';
import { alternatesOf, type Brand, type Language, type WrittenLanguage } from '@cepa/core/config';
import { footerSections } from '@cepa/core/backend';
import { pageContentSchema, type PageContent } from '@cepa/core/page';
import { fundingBannerEndpoint } from './fixtures';

/** A small inline SVG logo, so no image ever comes from an outside address. */
function svgLogo(text: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="56" viewBox="0 0 160 56"><rect width="160" height="56" rx="6" fill="#fff" stroke="${colour}" stroke-width="2"/><text x="80" y="34" font-family="sans-serif" font-size="14" font-weight="700" text-anchor="middle" fill="${colour}">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const brandNames: Record<Brand, string> = { solera: 'Casa Solera', brava: 'Isla Brava' };

/**
 * The sections the site has, as the content system sends them for every page (the content slice's
 * `layoutFor`): home, the brand's own place, experiences, shop, the member's club and contact.
 */
function navigation(brand: Brand, language: Language): { label: string; path: string }[] {
  const place =
    brand === 'brava' ? { es: 'La finca', en: 'The estate' } : { es: 'La bodega', en: 'The winery' };
  return inLanguage(
    {
      es: [
        { label: 'Inicio', path: '/es/' },
        { label: place.es, path: '/es/la-bodega' },
        { label: 'Experiencias', path: '/es/experiencias' },
        { label: 'Tienda', path: '/es/tienda' },
        { label: 'Mi club', path: '/es/club/mi-club' },
        { label: 'Contacto', path: '/es/contacto' },
      ],
      en: [
        { label: 'Home', path: '/en/' },
        { label: place.en, path: '/en/the-winery' },
        { label: 'Experiences', path: '/en/experiences' },
        { label: 'Shop', path: '/en/shop' },
        { label: 'My club', path: '/en/club/my-club' },
        { label: 'Contact', path: '/en/contact' },
      ],
    },
    language,
  );
}

const footerText: Record<WrittenLanguage, string> = {
  es: '<p><strong>{brand}</strong>. Avenida de Vizcaya 5, 26200 Haro (La Rioja).</p><p>Bebe con moderación. Prohibida la venta de alcohol a menores de 18 años.</p>',
  en: '<p><strong>{brand}</strong>. Avenida de Vizcaya 5, 26200 Haro (La Rioja).</p><p>Please drink responsibly. Alcohol is not sold to anyone under 18.</p>',
};

const bannerHtml: Record<WrittenLanguage, string> = {
  es: '<p>Proyecto cofinanciado por el <strong>Fondo Europeo de Desarrollo Regional</strong>. <a href="/es/la-bodega">Conoce el proyecto</a></p>',
  en: '<p>Project co-funded by the <strong>European Regional Development Fund</strong>. <a href="/en/the-winery">About the project</a></p>',
};

export type LayoutPageOptions = {
  brand?: Brand;
  language?: Language;
  /** The current page's path; the alternate is derived from it. */
  path?: string;
  banner?: boolean;
  ageGate?: boolean;
};

/** A page of content for the layout's stories and tests (the content slice owns the real pages). */
export function layoutPage({
  brand = 'solera',
  language = 'es',
  path = pathIn({ es: '/es/', en: '/en/' }, language),
  banner = true,
  ageGate = false,
}: LayoutPageOptions = {}): PageContent {
  const brandName = brandNames[brand];
  return pageContentSchema.parse({
    id: 1,
    page_type: 'home',
    path,
    language,
    brand,
    title: brandName,
    meta_description: brandName,
    alternates: alternatesOf(language, (other) => `/${other}/`),
    layout: {
      brand_name: brandName,
      navigation: navigation(brand, language),
      footer: {
        text_html: inLanguage(footerText, language).replace('{brand}', brandName),
        logos: [
          {
            src: svgLogo('FEDER', '#1f3a93'),
            alt: inLanguage(
              { es: 'Fondo Europeo de Desarrollo Regional', en: 'European Regional Development Fund' },
              language,
            ),
          },
          {
            src: svgLogo('D.O.Ca. Rioja', '#7a1f2b'),
            alt: inLanguage(
              { es: 'Denominación de Origen Calificada Rioja', en: 'Rioja Qualified Designation of Origin' },
              language,
            ),
            href: '/es/',
          },
        ],
        sections: inLanguage(footerSections, language),
      },
      banner: { active: banner, html: inLanguage(bannerHtml, language), endpoint: fundingBannerEndpoint },
      age_gate: ageGate,
      login_path: '/login',
      basket_path: pathIn({ es: '/es/cesta/', en: '/en/basket/' }, language),
      experiences_path: pathIn({ es: '/es/experiencias/', en: '/en/experiences/' }, language),
      privacy_path: pathIn({ es: '/es/privacidad', en: '/en/privacy' }, language),
      cookie_policy_path: pathIn({ es: '/es/politica-de-cookies', en: '/en/cookie-policy' }, language),
      catalogue_path: pathIn({ es: '/es/tienda/', en: '/en/shop/' }, language),
    },
    blocks: [],
    data: {},
  });
}
