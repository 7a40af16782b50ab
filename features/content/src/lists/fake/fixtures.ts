import { inLanguage } from '@cepa/core/i18n';
import type { Brand, Language, WrittenLanguage } from '@cepa/core';

/**
 * The embedded backend's lists: press articles, R&D projects and virtual-experience videos for each
 * brand, in both languages (the same items, translated). Built from rules so that every filter has
 * several pages, some have one, and some have none.
 */

export type Text = Record<WrittenLanguage, string>;

export type PressArticle = {
  id: number;
  brand: Brand;
  year: number;
  category: PressCategory;
  locale: ArticleLocale;
  html: Text;
};

export const pressCategories = {
  awards: { es: 'Premios', en: 'Awards' },
  interviews: { es: 'Entrevistas', en: 'Interviews' },
  reviews: { es: 'Críticas', en: 'Reviews' },
} as const satisfies Record<string, Text>;
export type PressCategory = keyof typeof pressCategories;

export const articleLocales = {
  es: { es: 'Español', en: 'Spanish' },
  en: { es: 'Inglés', en: 'English' },
  de: { es: 'Alemán', en: 'German' },
} as const satisfies Record<string, Text>;
export type ArticleLocale = keyof typeof articleLocales;

export const pressYears = [2025, 2024, 2023, 2022] as const;

const wines: Record<Brand, readonly string[]> = {
  solera: ['Solera Reserva 2016', 'Viñas Viejas 2015', 'Solera Crianza 2020', 'Blanco fermentado en barrica'],
  brava: ['Malvasía Volcánica 2023', 'Brava Blanco 2024', 'Dulce de Malvasía', 'Listán Negro 2022'],
};

const outlets = [
  'El Viñedo Diario',
  'Wine Journal',
  'Weinwelt',
  'La Copa',
  'Cellar Notes',
  'Gaceta del Vino',
];

const headlines: Record<PressCategory, Record<WrittenLanguage, (wine: string, n: number) => string>> = {
  awards: {
    es: (wine, n) => `${wine}, medalla de oro en el concurso n.º ${n}`,
    en: (wine, n) => `${wine} wins gold at competition no. ${n}`,
  },
  interviews: {
    es: (wine, n) => `Entrevista ${n}: el equipo que elabora ${wine}`,
    en: (wine, n) => `Interview ${n}: the team behind ${wine}`,
  },
  reviews: {
    es: (wine, n) => `Cata ${n}: ${wine}, a examen`,
    en: (wine, n) => `Tasting ${n}: ${wine} under review`,
  },
};

const summaries: Text = {
  es: 'Una mirada a la bodega, a sus viñas y a la forma de trabajar de quienes la cuidan.',
  en: 'A look at the winery, its vineyards and the way the people who care for them work.',
};

const categoryOrder = Object.keys(pressCategories) as PressCategory[];
const localeOrder = Object.keys(articleLocales) as ArticleLocale[];

/**
 * 40 articles a brand: years cycle 2025-2022, categories change every fourth article, locales every
 * twelfth. No award of 2022 exists (that combination has no results). The first article carries a
 * script, which sanitising removes (it never reaches the page).
 */
function pressArticlesOf(brand: Brand): PressArticle[] {
  const base = brand === 'solera' ? 1000 : 2000;
  const all = Array.from({ length: 44 }, (_, i): PressArticle => {
    const year = pressYears[i % 4]!;
    const category = categoryOrder[Math.floor(i / 4) % 3]!;
    const locale = localeOrder[Math.floor(i / 12) % 3]!;
    const wine = wines[brand][i % wines[brand].length]!;
    const outlet = outlets[i % outlets.length]!;
    const html = (language: Language) => {
      const month = String((i % 12) + 1).padStart(2, '0');
      const extra = i === 0 ? '<script>window.__injected = true</script>' : '';
      return `<h2>${inLanguage(headlines[category], language)(wine, i + 1)}</h2><p><strong>${outlet}</strong> · ${month}/${year}</p><p>${inLanguage(summaries, language)}</p>${extra}`;
    };
    return { id: base + i + 1, brand, year, category, locale, html: { es: html('es'), en: html('en') } };
  });
  return all.filter((a) => !(a.year === 2022 && a.category === 'awards')).slice(0, 40);
}

export const pressArticles: readonly PressArticle[] = [
  ...pressArticlesOf('solera'),
  ...pressArticlesOf('brava'),
];

export type Category = { id: number; name: Text; subcategories?: { id: number; name: Text }[] };

export const projectCategories: Record<Brand, Category[]> = {
  solera: [
    { id: 11, name: { es: 'Viticultura sostenible', en: 'Sustainable viticulture' } },
    { id: 12, name: { es: 'Enología', en: 'Oenology' } },
    { id: 13, name: { es: 'Patrimonio', en: 'Heritage' } },
    { id: 14, name: { es: 'Archivo', en: 'Archive' } },
  ],
  brava: [
    { id: 21, name: { es: 'Suelos volcánicos', en: 'Volcanic soils' } },
    { id: 22, name: { es: 'Agua y riego', en: 'Water and irrigation' } },
    { id: 23, name: { es: 'Variedades autóctonas', en: 'Native varieties' } },
    { id: 24, name: { es: 'Archivo', en: 'Archive' } },
  ],
};

export type ListEntry = { id: number; brand: Brand; categoryId: number; subcategoryId?: number; html: Text };

const projectTopics: Text[] = [
  { es: 'Cubiertas vegetales entre hileras', en: 'Cover crops between the rows' },
  { es: 'Levaduras autóctonas de la finca', en: 'The estate’s own yeasts' },
  { es: 'Sensores de humedad en el viñedo', en: 'Moisture sensors in the vineyard' },
  { es: 'Recuperación de variedades antiguas', en: 'Bringing back old varieties' },
  { es: 'Barricas de roble local', en: 'Barrels of local oak' },
  { es: 'Energía solar en la bodega', en: 'Solar power in the winery' },
  { es: 'Digitalización del archivo histórico', en: 'Digitising the historical archive' },
];

/**
 * 17 projects a brand: seven in each of the first two categories (two pages each), three in the
 * third (one page), none in the fourth ("Archivo"/"Archive": no results).
 */
function projectsOf(brand: Brand): ListEntry[] {
  const [first, second, third] = projectCategories[brand];
  const base = brand === 'solera' ? 3000 : 4000;
  return Array.from({ length: 17 }, (_, i) => {
    const category = i < 14 ? (i % 2 === 0 ? first! : second!) : third!;
    const topic = projectTopics[i % projectTopics.length]!;
    const html = (language: Language) =>
      `<h2>${inLanguage(topic, language)} (${i + 1})</h2><p>${inLanguage(category.name, language)} · ${2019 + (i % 6)}–${2021 + (i % 6)}</p><p>${
        language === 'es'
          ? 'Proyecto de I+D+i cofinanciado, con resultados publicados al cierre.'
          : 'A co-funded R&D project, with its results published when it closes.'
      }</p>`;
    return { id: base + i + 1, brand, categoryId: category.id, html: { es: html('es'), en: html('en') } };
  });
}

export const projects: readonly ListEntry[] = [...projectsOf('solera'), ...projectsOf('brava')];

export const videoCategories: Record<Brand, Category[]> = {
  solera: [
    {
      id: 31,
      name: { es: 'Bodega', en: 'Winery' },
      subcategories: [
        { id: 311, name: { es: 'Barricas', en: 'Barrels' } },
        { id: 312, name: { es: 'Embotellado', en: 'Bottling' } },
      ],
    },
    {
      id: 32,
      name: { es: 'Viñedo', en: 'Vineyard' },
      subcategories: [
        { id: 321, name: { es: 'Poda', en: 'Pruning' } },
        { id: 322, name: { es: 'Vendimia', en: 'Harvest' } },
        { id: 323, name: { es: 'Suelos', en: 'Soils' } },
      ],
    },
  ],
  brava: [
    {
      id: 41,
      name: { es: 'Finca', en: 'Estate' },
      subcategories: [
        { id: 411, name: { es: 'Hoyos de ceniza', en: 'Ash hollows' } },
        { id: 412, name: { es: 'Muros de piedra', en: 'Stone walls' } },
      ],
    },
    {
      id: 42,
      name: { es: 'Mar y volcán', en: 'Sea and volcano' },
      subcategories: [
        { id: 421, name: { es: 'Malvasía', en: 'Malvasía' } },
        { id: 422, name: { es: 'Atardeceres', en: 'Sunsets' } },
        { id: 423, name: { es: 'Erupciones', en: 'Eruptions' } },
      ],
    },
  ],
};

/**
 * 22 videos a brand: six and five in the first category's two subcategories, six and five in the
 * second's first two; its third subcategory has none.
 */
function videosOf(brand: Brand): ListEntry[] {
  const [first, second] = videoCategories[brand];
  const slots = [
    ...Array<[Category, number]>(6).fill([first!, 0]),
    ...Array<[Category, number]>(5).fill([first!, 1]),
    ...Array<[Category, number]>(6).fill([second!, 0]),
    ...Array<[Category, number]>(5).fill([second!, 1]),
  ];
  const base = brand === 'solera' ? 5000 : 6000;
  return slots.map(([category, index], i) => {
    const subcategory = category.subcategories![index]!;
    const minutes = 2 + (i % 7);
    const html = (language: Language) =>
      `<h2>${inLanguage(subcategory.name, language)}: ${language === 'es' ? 'capítulo' : 'episode'} ${i + 1}</h2><p>${minutes}:${String((i * 7) % 60).padStart(2, '0')} min · ${inLanguage(category.name, language)}</p>`;
    return {
      id: base + i + 1,
      brand,
      categoryId: category.id,
      subcategoryId: subcategory.id,
      html: { es: html('es'), en: html('en') },
    };
  });
}

export const videos: readonly ListEntry[] = [...videosOf('solera'), ...videosOf('brava')];

/** The page data the content system gives each list page (projects and videos: their categories). */
export function listPageData(kind: 'press' | 'projects' | 'videos', brand: Brand, language: Language) {
  const name = (c: { id: number; name: Text }) => ({ id: c.id, name: inLanguage(c.name, language) });
  if (kind === 'projects') return { categories: projectCategories[brand].map(name) };
  if (kind === 'videos')
    return {
      categories: videoCategories[brand].map((c) => ({
        ...name(c),
        subcategories: (c.subcategories ?? []).map(name),
      })),
    };
  return {};
}
