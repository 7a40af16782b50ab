import { inLanguage } from '@cepa/core/i18n';
import { HttpResponse } from 'msw';
import {
  brandIds,
  isBrand,
  isLanguage,
  languages,
  type Brand,
  type Language,
  type WrittenLanguage,
} from '@cepa/core';
import { backend, callNames, handlersOf } from '@cepa/core/backend';
import { listRoutes } from '../routes';
import {
  articleLocales,
  pressArticles,
  pressCategories,
  pressYears,
  projects,
  videos,
  type ListEntry,
} from './fixtures';

export {
  listPageData,
  pressArticles,
  projects,
  videos,
  projectCategories,
  videoCategories,
} from './fixtures';
export { listPage, listPageFixtures } from './pages';

/** Results per page, the same for the three lists. */
export const listPageSize = 4;

const badRequest = (detail: string) => HttpResponse.json({ detail }, { status: 400 });

type Common = { language: Language; brand: Brand; page: number };

/**
 * What every list call takes: language_code and branding (required, known values) and p (a whole
 * number from 1, when given). A bad one is a 400 that says which.
 */
function commonQuery(query: URLSearchParams): Common | Response {
  const language = query.get('language_code');
  const brand = query.get('branding');
  const p = query.get('p');
  if (!isLanguage(language)) return badRequest(`language_code must be one of: ${languages.join(', ')}`);
  if (!isBrand(brand)) return badRequest(`branding must be one of: ${brandIds.join(', ')}`);
  if (p !== null && (!/^\d{1,6}$/.test(p) || Number(p) < 1))
    return badRequest('p must be a whole number from 1');
  return { language, brand, page: p === null ? 1 : Number(p) };
}

const isId = (value: string) => /^[1-9]\d{0,8}$/.test(value);

/** One page of results: a page past the end is served as the last one (and says so in `page`). */
function paginate<T>(items: readonly T[], requested: number) {
  const count = items.length;
  const totalPages = Math.ceil(count / listPageSize);
  const page = Math.min(requested, Math.max(1, totalPages));
  return {
    results: items.slice((page - 1) * listPageSize, page * listPageSize),
    total_pages: totalPages,
    count,
    page,
  };
}

const asResult = (language: Language) => (item: { id: number; html: Record<WrittenLanguage, string> }) => ({
  id: item.id,
  html: inLanguage(item.html, language),
});

/** GET /api/press_articles/ (SPEC §7): p, year, category, locale, language_code, branding. */
const pressArticlesCall = backend.call(listRoutes.pressArticles, ({ request }) => {
  const query = new URL(request.url).searchParams;
  const common = commonQuery(query);
  if (common instanceof Response) return common;
  const { language, brand, page } = common;
  const year = query.get('year');
  const category = query.get('category');
  const locale = query.get('locale');
  if (year !== null && !/^\d{4}$/.test(year)) return badRequest('year must be a year of four digits');
  const found = pressArticles.filter(
    (a) =>
      a.brand === brand &&
      (year === null || String(a.year) === year) &&
      (category === null || a.category === category) &&
      (locale === null || a.locale === locale),
  );
  const paged = paginate(found, page);
  const options = (record: Record<string, Record<WrittenLanguage, string>>) =>
    Object.entries(record).map(([value, text]) => ({ value, text: inLanguage(text, language) }));
  return HttpResponse.json({
    ...paged,
    results: paged.results.map(asResult(language)),
    pagination: { page: paged.page, total_pages: paged.total_pages, count: paged.count },
    filters: {
      year: pressYears.map((y) => ({ value: String(y), text: String(y) })),
      category: options(pressCategories),
      locale: options(articleLocales),
    },
  });
});

function listCall(entries: readonly ListEntry[], found: (entry: ListEntry) => boolean, common: Common) {
  const paged = paginate(
    entries.filter((e) => e.brand === common.brand && found(e)),
    common.page,
  );
  return HttpResponse.json({ ...paged, results: paged.results.map(asResult(common.language)) });
}

/** GET /api/idi_projects/ (SPEC §7): p, cat_id, language_code, branding. */
const projectsCall = backend.call(listRoutes.projects, ({ request }) => {
  const query = new URL(request.url).searchParams;
  const common = commonQuery(query);
  if (common instanceof Response) return common;
  const categoryId = query.get('cat_id');
  if (categoryId !== null && !isId(categoryId)) return badRequest('cat_id must be a category id');
  return listCall(projects, (p) => categoryId === null || String(p.categoryId) === categoryId, common);
});

/** GET /api/virtual_experience_videos/ (SPEC §7): p, cat_id or subcat_id, language_code, branding. */
const videosCall = backend.call(listRoutes.videos, ({ request }) => {
  const query = new URL(request.url).searchParams;
  const common = commonQuery(query);
  if (common instanceof Response) return common;
  const categoryId = query.get('cat_id');
  const subcategoryId = query.get('subcat_id');
  if (categoryId !== null && subcategoryId !== null) return badRequest('Send cat_id or subcat_id, not both');
  if (categoryId !== null && !isId(categoryId)) return badRequest('cat_id must be a category id');
  if (subcategoryId !== null && !isId(subcategoryId)) return badRequest('subcat_id must be a subcategory id');
  return listCall(
    videos,
    (v) =>
      (categoryId === null || String(v.categoryId) === categoryId) &&
      (subcategoryId === null || String(v.subcategoryId) === subcategoryId),
    common,
  );
});

const calls = { pressArticles: pressArticlesCall, projects: projectsCall, videos: videosCall };

/** The lists' calls in the embedded backend. */
export const listHandlers = handlersOf(calls);

/** Each call's name, for switching faults on it ("GET /api/press_articles/"). */
export const listCalls = callNames(calls);
