import { inLanguage, pathIn } from '@cepa/core/i18n';
import { alternatesOf, brandIds, languages, type Brand, type Language } from '@cepa/core/config';
import type { PageContent } from '@cepa/core/page';
import type {
  BasketPageData,
  CataloguePageData,
  CheckoutPageData,
  ProductCard,
  ProductPageData,
} from '../api';
import {
  categories,
  customerServiceEmail,
  productById,
  productPath,
  products,
  shopPaths,
  type ProductFixture,
} from './fixtures';

/**
 * The shop's pages in the embedded content system: the catalogue, one page per product, the basket.
 * The content system's frame (header, footer, banner) comes from whoever serves the pages, so the shop's
 * fixtures never import another slice.
 */

const titles = {
  catalogue: {
    es: {
      title: 'Tienda',
      description: 'Nuestros vinos y estuches, enviados a casa o para recoger en la bodega.',
    },
    en: {
      title: 'Shop',
      description: 'Our wines and gift boxes, delivered home or ready to collect at the winery.',
    },
  },
  basket: {
    es: { title: 'Mi cesta', description: 'Los vinos de tu cesta.' },
    en: { title: 'My basket', description: 'The wines in your basket.' },
  },
  checkout: {
    es: { title: 'Finalizar compra', description: 'Tus datos, el envío y el pago.' },
    en: { title: 'Checkout', description: 'Your details, delivery and payment.' },
  },
  orderConfirmation: {
    es: { title: 'Pedido confirmado', description: 'La confirmación de tu pedido.' },
    en: { title: 'Order confirmed', description: 'Your order’s confirmation.' },
  },
  terms: {
    es: { title: 'Condiciones de venta', description: 'Las condiciones de venta de la tienda.' },
    en: { title: 'Terms of sale', description: 'The shop’s terms of sale.' },
  },
} as const;

const termsHtml = {
  es: '<p>Los precios incluyen IVA. El envío es gratuito en España a partir de 60 € y se entrega en 2 a 4 días laborables. Puedes recoger tu pedido en la tienda de la bodega de lunes a domingo, de 10:30 a 15:00, con tu documento de identidad o una autorización firmada. Tienes 14 días para devolver un pedido sin abrir.</p>',
  en: '<p>Prices include VAT. Delivery is free in Spain from 60 € and takes 2 to 4 working days. You can collect your order at the winery shop from Monday to Sunday, 10:30 to 15:00, with your ID or a signed authorisation. You have 14 days to return an unopened order.</p>',
};

/** Stable page ids: catalogue 3x1/3x2, basket 3x5/3x6, products 4xxxx (brand digit x: solera 1, brava 2). */
const brandDigit = (brand: Brand) => (brand === 'solera' ? 1 : 2);
const pageIds = {
  catalogue: (brand: Brand, language: Language) =>
    300 + brandDigit(brand) * 10 + (1 + languages.indexOf(language)),
  basket: (brand: Brand, language: Language) =>
    300 + brandDigit(brand) * 10 + (5 + languages.indexOf(language)),
  checkout: (brand: Brand, language: Language) =>
    300 + brandDigit(brand) * 10 + (7 + languages.indexOf(language)),
  orderConfirmation: (brand: Brand, language: Language) =>
    350 + brandDigit(brand) * 10 + (1 + languages.indexOf(language)),
  terms: (brand: Brand, language: Language) =>
    350 + brandDigit(brand) * 10 + (3 + languages.indexOf(language)),
  product: (product: ProductFixture, language: Language) =>
    product.id * 10 + (1 + languages.indexOf(language)),
};

export function productCard(product: ProductFixture, language: Language): ProductCard {
  return {
    id: product.id,
    title: inLanguage(product.title, language),
    label: inLanguage(product.label, language),
    image_url: product.images[0]!.url,
    price: product.price,
    price_with_discount: product.priceWithDiscount,
    url: productPath(product, language),
  };
}

/** The wire form of a product card (amounts as the backend writes them). */
const wireCard = (product: ProductFixture, language: Language) => ({
  ...productCard(product, language),
  price: product.price.toFixed(2),
  price_with_discount: product.priceWithDiscount.toFixed(2),
});

const brandProducts = (brand: Brand) => products.filter((p) => p.brand === brand);

export function cataloguePageData(brand: Brand, language: Language) {
  return {
    page_id: pageIds.catalogue(brand, language),
    categories: Object.entries(categories[brand]).map(([key, category]) => ({
      title: inLanguage(category.title, language),
      slug: inLanguage(category.slug, language),
      products: brandProducts(brand)
        .filter((p) => p.category === key)
        .map((p) => wireCard(p, language)),
    })),
  } satisfies Record<keyof CataloguePageData, unknown>;
}

export function productPageData(product: ProductFixture, language: Language) {
  return {
    product_page_id: pageIds.product(product, language),
    product: {
      id: product.id,
      title: inLanguage(product.title, language),
      label: inLanguage(product.label, language),
      description_html: inLanguage(product.description, language),
      price: product.price.toFixed(2),
      price_with_discount: product.priceWithDiscount.toFixed(2),
      stock: product.stock,
      images: product.images.map((image) => ({ url: image.url, alt: inLanguage(image.alt, language) })),
      variants: (product.family ?? []).map((member) => ({
        label: inLanguage(member.format, language),
        url: productPath(productById(member.id)!, language),
        current: member.id === product.id,
      })),
    },
    catalogue_path: inLanguage(shopPaths.catalogue, language),
    basket_path: inLanguage(shopPaths.basket, language),
    related: product.related.map((id) => wireCard(productById(id)!, language)),
  } satisfies Record<keyof ProductPageData, unknown>;
}

export function basketPageData(brand: Brand, language: Language): BasketPageData {
  return {
    catalogue_path: inLanguage(shopPaths.catalogue, language),
    checkout_path: inLanguage(shopPaths.checkout, language),
    contact_email: customerServiceEmail[brand],
  };
}

export function checkoutPageData(brand: Brand, language: Language): CheckoutPageData {
  return {
    basket_path: inLanguage(shopPaths.basket, language),
    catalogue_path: inLanguage(shopPaths.catalogue, language),
    confirmation_path: inLanguage(shopPaths.orderConfirmation, language),
    terms_path: inLanguage(shopPaths.terms, language),
    contact_email: customerServiceEmail[brand],
  };
}

type Frame = PageContent['layout'];

function page(
  fields: Pick<PageContent, 'id' | 'page_type' | 'path' | 'title' | 'meta_description' | 'data'> & {
    brand: Brand;
    language: Language;
    /** The page's path in another language. */
    pathIn: (other: Language) => string;
    blocks?: unknown[];
  },
  layout: Frame,
): PageContent {
  const { pathIn, blocks = [], ...rest } = fields;
  return {
    ...rest,
    alternates: alternatesOf(fields.language, pathIn),
    layout,
    blocks,
  };
}

/** Every page of the shop for one brand and language, in the frame given. */
export function shopPages(brand: Brand, language: Language, layout: Frame): PageContent[] {
  return [
    page(
      {
        id: pageIds.catalogue(brand, language),
        page_type: 'catalogue',
        path: inLanguage(shopPaths.catalogue, language),
        pathIn: (other) => inLanguage(shopPaths.catalogue, other),
        title: inLanguage(titles.catalogue, language).title,
        meta_description: inLanguage(titles.catalogue, language).description,
        data: cataloguePageData(brand, language),
        brand,
        language,
      },
      layout,
    ),
    page(
      {
        id: pageIds.basket(brand, language),
        page_type: 'basket',
        path: inLanguage(shopPaths.basket, language),
        pathIn: (other) => inLanguage(shopPaths.basket, other),
        title: inLanguage(titles.basket, language).title,
        meta_description: inLanguage(titles.basket, language).description,
        data: basketPageData(brand, language),
        brand,
        language,
      },
      layout,
    ),
    ...(['checkout', 'orderConfirmation', 'terms'] as const).map((kind) =>
      page(
        {
          id: pageIds[kind](brand, language),
          page_type: { checkout: 'checkout', orderConfirmation: 'order_confirmation', terms: 'content' }[
            kind
          ],
          path: inLanguage(shopPaths[kind], language),
          pathIn: (other) => inLanguage(shopPaths[kind], other),
          title: inLanguage(titles[kind], language).title,
          meta_description: inLanguage(titles[kind], language).description,
          data:
            kind === 'checkout'
              ? checkoutPageData(brand, language)
              : kind === 'orderConfirmation'
                ? { catalogue_path: inLanguage(shopPaths.catalogue, language) }
                : {},
          blocks: kind === 'terms' ? [{ type: 'rich_text', html: inLanguage(termsHtml, language) }] : [],
          brand,
          language,
        },
        layout,
      ),
    ),
    ...brandProducts(brand).map((product) =>
      page(
        {
          id: pageIds.product(product, language),
          page_type: 'product',
          path: productPath(product, language),
          pathIn: (other) => productPath(product, other),
          title: inLanguage(product.title, language),
          meta_description: `${inLanguage(product.title, language)}: ${inLanguage(product.label, language)}.`,
          data: productPageData(product, language),
          brand,
          language,
        },
        layout,
      ),
    ),
  ];
}

/** The product ids behind a catalogue or product page, for the impressions calls. */
export function productsOfPage(pageId: number): { list: string; products: ProductFixture[] } | undefined {
  for (const brand of brandIds) {
    for (const language of languages) {
      if (pageIds.catalogue(brand, language) === pageId)
        return { list: 'catalogue', products: brandProducts(brand) };
    }
  }
  return undefined;
}

export function productOfPage(productPageId: number): ProductFixture | undefined {
  return products.find((p) => Math.floor(productPageId / 10) === p.id && productPageId % 10 <= 2);
}

/** A frame for stories of a shop page alone (the page component never renders it). */
function storyFrame(brand: Brand, language: Language): Frame {
  return {
    brand_name: brand === 'brava' ? 'Isla Brava' : 'Casa Solera',
    navigation: [],
    footer: { text_html: '', logos: [] },
    banner: null,
    age_gate: false,
    login_path: '/login',
    basket_path: inLanguage(shopPaths.basket, language),
    experiences_path: pathIn({ es: '/es/experiencias', en: '/en/experiences' }, language),
  };
}

/** A shop page's content by page type (a product page by product id), for stories and tests. */
export function shopPageFixture(
  pageType: 'catalogue' | 'basket' | 'product' | 'checkout' | 'order_confirmation',
  language: Language = 'es',
  brand: Brand = 'solera',
  productId?: number,
): PageContent {
  const pages = shopPages(brand, language, storyFrame(brand, language));
  const found = pages.find(
    (p) =>
      p.page_type === pageType &&
      (productId === undefined || (p.data as { product?: { id: number } }).product?.id === productId),
  );
  if (!found) throw new Error(`No ${pageType} page fixture for ${brand}/${language}`);
  return found;
}
