import { inLanguage } from '@cepa/core/i18n';
import type { Brand, Language, WrittenLanguage } from '@cepa/core/config';
import { bottle, giftBox, glass, vines } from './pictures';

/** The shop's addresses in the embedded content system, the same for both brands. */
export const shopPaths = {
  catalogue: { es: '/es/tienda', en: '/en/shop' },
  basket: { es: '/es/cesta', en: '/en/basket' },
  checkout: { es: '/es/tienda/pedido', en: '/en/shop/checkout' },
  orderConfirmation: { es: '/es/tienda/pedido-confirmado', en: '/en/shop/order-confirmation' },
  terms: { es: '/es/tienda/condiciones', en: '/en/shop/terms' },
} as const satisfies Record<string, Record<WrittenLanguage, string>>;

export const customerServiceEmail: Record<Brand, string> = {
  solera: 'tienda@casasolera.example',
  brava: 'tienda@islabrava.example',
};

type Text = Record<WrittenLanguage, string>;

export type CategoryFixture = { slug: Text; title: Text };

export type ProductFixture = {
  id: number;
  brand: Brand;
  category: string;
  /** The product page's slug in each language (under the catalogue's path). */
  slug: Text;
  title: Text;
  label: Text;
  description: Text;
  price: number;
  /** The price after the shop's own discount (equal to `price` when there is none). */
  priceWithDiscount: number;
  stock: number;
  /** Picture data URIs and their descriptions. */
  images: { url: string; alt: Text }[];
  /** Product ids of the same wine in other formats, with the format's name (this one included). */
  family?: { id: number; format: Text }[];
  related: number[];
};

export const categories: Record<Brand, Record<string, CategoryFixture>> = {
  solera: {
    reds: { slug: { es: 'tintos', en: 'reds' }, title: { es: 'Tintos', en: 'Red wines' } },
    whites: {
      slug: { es: 'blancos-y-rosados', en: 'whites-and-roses' },
      title: { es: 'Blancos y rosados', en: 'White and rosé wines' },
    },
    gifts: {
      slug: { es: 'estuches', en: 'gift-boxes' },
      title: { es: 'Estuches de regalo', en: 'Gift boxes' },
    },
  },
  brava: {
    volcanic: {
      slug: { es: 'volcanicos', en: 'volcanic' },
      title: { es: 'Vinos volcánicos', en: 'Volcanic wines' },
    },
    sweet: {
      slug: { es: 'dulces-y-espumosos', en: 'sweet-and-sparkling' },
      title: { es: 'Dulces y espumosos', en: 'Sweet and sparkling' },
    },
    gifts: {
      slug: { es: 'estuches', en: 'gift-boxes' },
      title: { es: 'Estuches de regalo', en: 'Gift boxes' },
    },
  },
};

const red = '#5b1a24';
const white = '#c9b458';

const pictures = (glassColour: string, labelColour: string, wine: string, wide = false) => [
  {
    url: bottle(glassColour, labelColour, '#f3ede4', wide),
    alt: { es: 'La botella, de frente', en: 'The bottle, front view' },
  },
  { url: glass(wine), alt: { es: 'Una copa del vino', en: 'A glass of the wine' } },
  {
    url: vines('#8a6a4a', '#6f8f3a'),
    alt: { es: 'El viñedo de donde viene', en: 'The vineyard it comes from' },
  },
];

const crianzaFamily = [
  { id: 1001, format: { es: 'Botella 75 cl', en: 'Bottle 75 cl' } },
  { id: 1002, format: { es: 'Mágnum 150 cl', en: 'Magnum 150 cl' } },
];
const malvasiaFamily = [
  { id: 2001, format: { es: 'Botella 75 cl', en: 'Bottle 75 cl' } },
  { id: 2002, format: { es: 'Mágnum 150 cl', en: 'Magnum 150 cl' } },
];

export const products: ProductFixture[] = [
  {
    id: 1001,
    brand: 'solera',
    category: 'reds',
    slug: { es: 'solera-crianza-2020', en: 'solera-crianza-2020' },
    title: { es: 'Solera Crianza 2020', en: 'Solera Crianza 2020' },
    label: { es: 'Tinto · D.O.Ca. Rioja · 75 cl', en: 'Red · D.O.Ca. Rioja · 75 cl' },
    description: {
      // The content system's editor left a picture with an inline handler in: it must never run, nor
      // make the browser report a policy violation while the HTML is made safe.
      es: '<p>Tempranillo y un toque de garnacha, <strong>catorce meses en barrica</strong> de roble francés y americano.</p><p onclick="ampliar()">Fruta roja madura, vainilla y un final largo. Servir a 16 °C.</p><img src="/img/barrica.jpg" onerror="this.remove()" alt="">',
      en: '<p>Tempranillo with a touch of garnacha, <strong>fourteen months in French and American oak</strong>.</p><p onclick="ampliar()">Ripe red fruit, vanilla and a long finish. Serve at 16 °C.</p><img src="/img/barrica.jpg" onerror="this.remove()" alt="">',
    },
    price: 14.9,
    priceWithDiscount: 14.9,
    stock: 120,
    images: pictures(red, '#efe2c4', red),
    family: crianzaFamily,
    related: [1003, 1002, 1007],
  },
  {
    id: 1002,
    brand: 'solera',
    category: 'reds',
    slug: { es: 'solera-crianza-2020-magnum', en: 'solera-crianza-2020-magnum' },
    title: { es: 'Solera Crianza 2020 Mágnum', en: 'Solera Crianza 2020 Magnum' },
    label: { es: 'Tinto · D.O.Ca. Rioja · 150 cl', en: 'Red · D.O.Ca. Rioja · 150 cl' },
    description: {
      es: '<p>El mismo crianza en mágnum: evoluciona más despacio y luce en la mesa de una celebración.</p>',
      en: '<p>The same crianza in a magnum: it ages more slowly and shines at a celebration.</p>',
    },
    price: 34,
    priceWithDiscount: 34,
    stock: 12,
    images: pictures(red, '#efe2c4', red, true),
    family: crianzaFamily,
    related: [1001, 1003],
  },
  {
    id: 1003,
    brand: 'solera',
    category: 'reds',
    slug: { es: 'solera-reserva-2016', en: 'solera-reserva-2016' },
    title: { es: 'Solera Reserva 2016', en: 'Solera Reserva 2016' },
    label: { es: 'Tinto · D.O.Ca. Rioja · 75 cl', en: 'Red · D.O.Ca. Rioja · 75 cl' },
    description: {
      es: '<p>Veinticuatro meses en barrica y tres años en botella. <em>Quedan pocas botellas de esta añada.</em></p>',
      en: '<p>Twenty-four months in oak and three years in bottle. <em>Few bottles of this vintage are left.</em></p>',
    },
    price: 24.5,
    priceWithDiscount: 21.9,
    stock: 4,
    images: pictures('#3b1118', '#d8c7a0', red),
    related: [1001, 1004],
  },
  {
    id: 1004,
    brand: 'solera',
    category: 'reds',
    slug: { es: 'vinas-viejas-2015', en: 'old-vines-2015' },
    title: { es: 'Viñas Viejas 2015', en: 'Old Vines 2015' },
    label: { es: 'Tinto · Viñedo singular · 75 cl', en: 'Red · Single vineyard · 75 cl' },
    description: {
      es: '<p>De cepas de más de ochenta años en la ladera norte. Agotado hasta la próxima saca.</p>',
      en: '<p>From vines over eighty years old on the north slope. Sold out until the next release.</p>',
    },
    price: 48,
    priceWithDiscount: 48,
    stock: 0,
    images: pictures('#2a0c10', '#c2a878', red),
    related: [1003],
  },
  {
    id: 1005,
    brand: 'solera',
    category: 'whites',
    slug: { es: 'solera-blanco-barrica-2022', en: 'solera-barrel-fermented-white-2022' },
    title: { es: 'Solera Blanco Fermentado en Barrica 2022', en: 'Solera Barrel-Fermented White 2022' },
    label: {
      es: 'Blanco · Viura y malvasía riojana · 75 cl',
      en: 'White · Viura and Rioja malvasía · 75 cl',
    },
    description: {
      es: '<p>Viura de viñas viejas fermentada en barrica nueva, con sus lías durante seis meses.</p>',
      en: '<p>Old-vine viura fermented in new oak and kept on its lees for six months.</p>',
    },
    price: 16.5,
    priceWithDiscount: 16.5,
    stock: 60,
    images: pictures('#c8d3a0', '#f4efe0', white),
    related: [1006, 1001],
  },
  {
    id: 1006,
    brand: 'solera',
    category: 'whites',
    slug: { es: 'solera-rosado-2023', en: 'solera-rose-2023' },
    title: { es: 'Solera Rosado 2023', en: 'Solera Rosé 2023' },
    label: { es: 'Rosado · Garnacha · 75 cl', en: 'Rosé · Garnacha · 75 cl' },
    description: {
      es: '<p>Garnacha de sangrado, fresco y con aromas de fresa. Para el aperitivo.</p>',
      en: '<p>Saignée garnacha, fresh, with strawberry aromas. For the aperitif.</p>',
    },
    price: 9.8,
    priceWithDiscount: 9.8,
    stock: 80,
    images: pictures('#e7a3a0', '#f4efe0', '#e58a86'),
    related: [1005],
  },
  {
    id: 1007,
    brand: 'solera',
    category: 'gifts',
    slug: { es: 'estuche-tres-anadas', en: 'three-vintages-gift-box' },
    title: { es: 'Estuche Tres Añadas', en: 'Three Vintages Gift Box' },
    label: { es: 'Tres botellas de reserva · Caja de madera', en: 'Three bottles of reserva · Wooden box' },
    description: {
      es: '<p>Tres añadas de nuestro reserva en una caja de madera grabada, para comparar cómo envejece.</p>',
      en: '<p>Three vintages of our reserva in an engraved wooden box, to taste how it ages.</p>',
    },
    price: 79,
    priceWithDiscount: 69,
    stock: 15,
    images: [
      {
        url: giftBox('#8b5a3c', '#c9a227'),
        alt: { es: 'La caja de madera con las tres botellas', en: 'The wooden box with the three bottles' },
      },
      { url: glass(red), alt: { es: 'Una copa de reserva', en: 'A glass of reserva' } },
    ],
    related: [1003, 1008],
  },
  {
    id: 1008,
    brand: 'solera',
    category: 'gifts',
    slug: { es: 'estuche-cata-en-casa', en: 'tasting-at-home-box' },
    title: { es: 'Estuche Cata en Casa', en: 'Tasting at Home Box' },
    label: { es: 'Crianza, blanco y rosado · Guía de cata', en: 'Crianza, white and rosé · Tasting guide' },
    description: {
      es: '<p>Tres vinos y una guía para catarlos como en la bodega.</p>',
      en: '<p>Three wines and a guide to taste them as we do at the winery.</p>',
    },
    price: 39,
    priceWithDiscount: 39,
    stock: 25,
    images: [
      {
        url: giftBox('#5a3b2e', '#e9dcc6'),
        alt: { es: 'La caja con tres botellas', en: 'The box with three bottles' },
      },
    ],
    related: [1007],
  },
  {
    id: 2001,
    brand: 'brava',
    category: 'volcanic',
    slug: { es: 'malvasia-volcanica-2023', en: 'volcanic-malvasia-2023' },
    title: { es: 'Malvasía Volcánica 2023', en: 'Volcanic Malvasía 2023' },
    label: { es: 'Blanco seco · D.O. Lanzarote · 75 cl', en: 'Dry white · D.O. Lanzarote · 75 cl' },
    description: {
      es: '<p>Malvasía de hoyos en la ceniza: salina, con notas de flor blanca y piel de limón.</p>',
      en: '<p>Malvasía grown in ash hollows: saline, with white flowers and lemon peel.</p>',
    },
    price: 18.5,
    priceWithDiscount: 18.5,
    stock: 90,
    images: pictures('#c8d3a0', '#e6eef2', white),
    family: malvasiaFamily,
    related: [2003, 2004],
  },
  {
    id: 2002,
    brand: 'brava',
    category: 'volcanic',
    slug: { es: 'malvasia-volcanica-2023-magnum', en: 'volcanic-malvasia-2023-magnum' },
    title: { es: 'Malvasía Volcánica 2023 Mágnum', en: 'Volcanic Malvasía 2023 Magnum' },
    label: { es: 'Blanco seco · D.O. Lanzarote · 150 cl', en: 'Dry white · D.O. Lanzarote · 150 cl' },
    description: {
      es: '<p>Nuestra malvasía en mágnum, para compartir frente al mar.</p>',
      en: '<p>Our malvasía in a magnum, to share by the sea.</p>',
    },
    price: 42,
    priceWithDiscount: 42,
    stock: 8,
    images: pictures('#c8d3a0', '#e6eef2', white, true),
    family: malvasiaFamily,
    related: [2001],
  },
  {
    id: 2003,
    brand: 'brava',
    category: 'volcanic',
    slug: { es: 'listan-negro-2022', en: 'listan-negro-2022' },
    title: { es: 'Listán Negro 2022', en: 'Listán Negro 2022' },
    label: { es: 'Tinto · D.O. Lanzarote · 75 cl', en: 'Red · D.O. Lanzarote · 75 cl' },
    description: {
      es: '<p>Tinto ligero de la isla, con fruta roja y un fondo mineral de roca volcánica.</p>',
      en: '<p>A light island red, red fruit over a mineral note of volcanic rock.</p>',
    },
    price: 21,
    priceWithDiscount: 18.9,
    stock: 40,
    images: pictures(red, '#e6eef2', red),
    related: [2001, 2006],
  },
  {
    id: 2004,
    brand: 'brava',
    category: 'sweet',
    slug: { es: 'dulce-de-malvasia', en: 'sweet-malvasia' },
    title: { es: 'Dulce de Malvasía', en: 'Sweet Malvasía' },
    label: { es: 'Dulce natural · 50 cl', en: 'Naturally sweet · 50 cl' },
    description: {
      es: '<p>Uvas pasificadas al sol en la parra. Miel, orejones y una acidez que lo equilibra.</p>',
      en: '<p>Grapes raisined in the sun on the vine. Honey, dried apricot and a balancing acidity.</p>',
    },
    price: 26,
    priceWithDiscount: 26,
    stock: 3,
    images: pictures('#b07a2a', '#e6eef2', '#c98b2e'),
    related: [2005],
  },
  {
    id: 2005,
    brand: 'brava',
    category: 'sweet',
    slug: { es: 'espumoso-brut-nature', en: 'brut-nature-sparkling' },
    title: { es: 'Espumoso Brut Nature', en: 'Brut Nature Sparkling' },
    label: { es: 'Espumoso · Método tradicional · 75 cl', en: 'Sparkling · Traditional method · 75 cl' },
    description: {
      es: '<p>Dieciocho meses en rima. Agotado: vuelve en primavera.</p>',
      en: '<p>Eighteen months on the lees. Sold out: back in spring.</p>',
    },
    price: 29,
    priceWithDiscount: 29,
    stock: 0,
    images: pictures('#44503a', '#e6eef2', '#efe3a8'),
    related: [2004],
  },
  {
    id: 2006,
    brand: 'brava',
    category: 'gifts',
    slug: { es: 'estuche-isla', en: 'island-gift-box' },
    title: { es: 'Estuche Isla', en: 'Island Gift Box' },
    label: {
      es: 'Malvasía, listán y dulce · Caja de picón',
      en: 'Malvasía, listán and sweet · Ash-grey box',
    },
    description: {
      es: '<p>Los tres vinos de la finca en una caja del color de la ceniza volcánica.</p>',
      en: '<p>The estate’s three wines in a box the colour of volcanic ash.</p>',
    },
    price: 55,
    priceWithDiscount: 55,
    stock: 20,
    images: [
      {
        url: giftBox('#3b302b', '#2f6d8f'),
        alt: { es: 'La caja con tres botellas', en: 'The box with three bottles' },
      },
    ],
    related: [2001, 2003],
  },
];

export function productById(id: number): ProductFixture | undefined {
  return products.find((p) => p.id === id);
}

export function productPath(product: ProductFixture, language: Language): string {
  return `${inLanguage(shopPaths.catalogue, language)}/${inLanguage(product.slug, language)}`;
}

/** Vouchers and coupons the embedded shop knows, and what applying each one comes to (SPEC §8). */
export const basketVouchers = {
  /** A coupon: 10 % off every line. */
  BIENVENIDA10: { kind: 'percent', value: 10 },
  /** A gift voucher: 25 € off the basket. */
  'REGALO-25': { kind: 'amount', value: 25 },
  'PRIMAVERA-OFF': { kind: 'refused', refusal: 'VOUCHER_INACTIVE' },
  'VENDIMIA-2023': { kind: 'refused', refusal: 'VOUCHER_EXPIRED' },
  'YA-USADO-5': { kind: 'refused', refusal: 'VOUCHER_ALREADY_USED' },
} as const satisfies Record<
  string,
  { kind: 'percent' | 'amount'; value: number } | { kind: 'refused'; refusal: string }
>;

/** Shipping (tax included): free from 60 € in Spain, a flat rate below it, another abroad, none at the shop. */
export const shippingRates = { spain: 6.9, abroad: 15, freeFrom: 60 } as const;
/** VAT the prices include. */
export const vatRate = 0.21;
/** The most units of one line (the quantity picker's upper bound). */
export const lineMaxQuantity = 12;

/** What fixture members have in their baskets when the backend starts, by member id. */
export const initialMemberBaskets: Readonly<Record<number, { productId: number; quantity: number }[]>> = {
  1: [
    { productId: 1001, quantity: 2 },
    { productId: 1005, quantity: 1 },
  ],
  3: [
    { productId: 2001, quantity: 1 },
    { productId: 2003, quantity: 2 },
  ],
};
