import { inLanguage } from '@cepa/core/i18n';
import { HttpResponse } from 'msw';
import type { Brand, Language, WrittenLanguage } from '@cepa/core/config';
import type { MemberFixture } from '@cepa/core/backend';
import { productById, productPath, products, type ProductFixture } from '@cepa/shop/fake';
import { isPermanentLevel } from '../rules';

/**
 * The club catalogue of the embedded backend (SPEC §2, §9): the brand's wines with the members'
 * price, then its private collection, which only platinum and permanent members may open (locked for
 * the others). Eight to a page.
 */
export const clubCataloguePageSize = 8;

/** The private collection: wines kept for members, by brand. */
const privateCollection: Record<Brand, { id: number; title: Record<WrittenLanguage, string> }[]> = {
  solera: [
    { id: 1004, title: { es: 'Colección privada: Viñas Viejas', en: 'Private collection: Old Vines' } },
    {
      id: 1002,
      title: { es: 'Colección privada: Mágnum Crianza', en: 'Private collection: Crianza Magnum' },
    },
    { id: 1007, title: { es: 'Colección privada: Tres Añadas', en: 'Private collection: Three Vintages' } },
  ],
  brava: [
    { id: 2006, title: { es: 'Colección privada: Volcán', en: 'Private collection: Volcano' } },
    {
      id: 2002,
      title: { es: 'Colección privada: Mágnum Malvasía', en: 'Private collection: Malvasía Magnum' },
    },
    { id: 2004, title: { es: 'Colección privada: Lava', en: 'Private collection: Lava' } },
  ],
};

/** The members' price: 10 % off, rounded to the cent. */
const memberPrice = (product: ProductFixture) => Math.round(product.priceWithDiscount * 90) / 100;

function entries(member: MemberFixture, language: Language) {
  const brand = member.brand;
  const open = member.level === 'platinum' || isPermanentLevel(member.level);
  return [
    ...products
      .filter((p) => p.brand === brand)
      .map((product) => ({ product, title: inLanguage(product.title, language), locked: false })),
    ...privateCollection[brand].map((entry) => ({
      product: productById(entry.id)!,
      title: inLanguage(entry.title, language),
      locked: !open,
    })),
  ];
}

/** SPEC §7 highlighted_products: `page` from 1; a page past the end is empty. */
export function highlightedProductsBody(member: MemberFixture, language: Language, page: number) {
  const all = entries(member, language);
  const start = (page - 1) * clubCataloguePageSize;
  const slice = all.slice(start, start + clubCataloguePageSize);
  return {
    products: slice.map(({ product, title, locked }, index) => ({
      image_url: product.images[0]!.url,
      label: inLanguage(product.label, language),
      product_title: inLanguage(product.title, language),
      title,
      children_count: product.family?.length ?? 0,
      price: memberPrice(product).toFixed(2),
      is_locked: locked,
      full_slug: productPath(product, language),
      impression: {
        id: product.id,
        name: title,
        price: memberPrice(product).toFixed(2),
        list: 'club_catalogue',
        position: start + index + 1,
      },
    })),
    has_next: start + clubCataloguePageSize < all.length,
  };
}

export function badPage(value: string | null) {
  const page = Number(value ?? '1');
  return Number.isInteger(page) && page >= 1
    ? null
    : HttpResponse.json({ detail: 'Invalid page' }, { status: 400 });
}
