import type { Brand, Language } from '@cepa/core';

/**
 * The lists' state in the address query, both ways. The address uses the calls' own names (`p`,
 * `year`, `category`, `locale`, `cat_id`, `subcat_id`), so a shared address reads like the call it
 * makes. Anything malformed or unknown is dropped, never an error: a hand-edited address still shows a
 * list.
 */

export type ListKind = 'press' | 'projects' | 'videos';

export const filterKeys = {
  press: ['year', 'category', 'locale'],
  projects: ['cat_id'],
  videos: ['cat_id', 'subcat_id'],
} as const satisfies Record<ListKind, readonly string[]>;

export type FilterKey = (typeof filterKeys)[ListKind][number];

/** The page (from 1) and the filters in force (only keys with a value). */
export type ListQuery = { page: number; filters: Partial<Record<FilterKey, string>> };

/** A category as a page's data offers it, with its subcategories for the videos. */
export type CategoryOption = { id: number; name: string; subcategories?: { id: number; name: string }[] };

const valuePatterns: Record<FilterKey, RegExp> = {
  year: /^\d{4}$/,
  category: /^[a-z0-9][\w-]{0,39}$/i,
  locale: /^[a-z]{2}(?:[-_][a-z]{2})?$/i,
  cat_id: /^[1-9]\d{0,8}$/,
  subcat_id: /^[1-9]\d{0,8}$/,
};

/** Pages beyond this are not asked for (the backend serves a page past the end as its last). */
const maxPage = 9999;

function parsePage(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value.trim())) return 1;
  return Math.min(Math.max(1, Number(value.trim())), maxPage);
}

/**
 * The videos' rule: a subcategory belongs to its category. A subcategory of another category is
 * dropped; one given alone brings its category along; an unknown category or subcategory is dropped.
 */
export function normaliseCategories(
  filters: Partial<Record<FilterKey, string>>,
  categories: readonly CategoryOption[],
): Partial<Record<FilterKey, string>> {
  const next = { ...filters };
  const category = categories.find((c) => String(c.id) === next.cat_id);
  if (!category) delete next.cat_id;
  if (next.subcat_id !== undefined) {
    const owner = categories.find((c) => c.subcategories?.some((s) => String(s.id) === next.subcat_id));
    if (!owner || (category && owner !== category)) delete next.subcat_id;
    else next.cat_id = String(owner.id);
  }
  return next;
}

/** Whether a subcategory is one of a category's (the videos' subcategory select offers only those). */
export function subcategoryBelongs(
  categories: readonly CategoryOption[],
  categoryId: string | undefined,
  subcategoryId: string,
): boolean {
  const category = categories.find((c) => String(c.id) === categoryId);
  return category?.subcategories?.some((s) => String(s.id) === subcategoryId) ?? false;
}

function normalise(
  kind: ListKind,
  query: ListQuery,
  categories: readonly CategoryOption[] | undefined,
): ListQuery {
  if (kind === 'press' || !categories) return query;
  return { ...query, filters: normaliseCategories(query.filters, categories) };
}

/**
 * The list's state from the address query ('?year=2024&p=2', with or without '?'). `categories`
 * (projects, videos) drops categories the page does not offer.
 */
export function parseListQuery(
  kind: ListKind,
  search: string,
  categories?: readonly CategoryOption[],
): ListQuery {
  const params = new URLSearchParams(search.replace(/^\?/, ''));
  const filters: Partial<Record<FilterKey, string>> = {};
  for (const key of filterKeys[kind]) {
    const value = params.get(key)?.trim();
    if (value && valuePatterns[key].test(value)) filters[key] = value;
  }
  // "All categories" chosen (an empty cat_id: the filters' form without JavaScript sends every field)
  // takes the subcategory with it, as changing the category does in the browser; a subcategory alone
  // still brings its category.
  if (kind === 'videos' && params.get('cat_id')?.trim() === '') delete filters.subcat_id;
  return normalise(kind, { page: parsePage(params.get('p')), filters }, categories);
}

/** The address query of a list's state: filters in a fixed order, then `p` when past page 1 ('' for none). */
export function formatListQuery(kind: ListKind, query: ListQuery): string {
  const params = new URLSearchParams();
  for (const key of filterKeys[kind]) {
    const value = query.filters[key];
    if (value) params.set(key, value);
  }
  if (query.page > 1) params.set('p', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A filter changed (`undefined`: any): back to page 1 (the old page may not exist for the new filter). */
export function changeFilter(
  kind: ListKind,
  query: ListQuery,
  key: FilterKey,
  value: string | undefined,
  categories?: readonly CategoryOption[],
): ListQuery {
  const filters = { ...query.filters };
  if (value) filters[key] = value;
  else delete filters[key];
  // A new category starts without a subcategory (one of the old category's would not belong).
  if (key === 'cat_id') delete filters.subcat_id;
  return normalise(kind, { page: 1, filters }, categories);
}

export const changePage = (query: ListQuery, page: number): ListQuery => ({
  ...query,
  page: Math.min(Math.max(1, Math.floor(page)), maxPage),
});

export const resetFilters = (): ListQuery => ({ page: 1, filters: {} });

export const hasFilters = (query: ListQuery): boolean => Object.keys(query.filters).length > 0;

/**
 * The call's query (SPEC §7): the page, the filters, the language and the brand. The videos call
 * takes `cat_id` or `subcat_id`: a subcategory, when chosen, says its category already.
 */
export function toApiQuery(
  kind: ListKind,
  query: ListQuery,
  language: Language,
  brand: Brand,
): Record<string, string> {
  const api: Record<string, string> = { p: String(query.page) };
  for (const key of filterKeys[kind]) {
    const value = query.filters[key];
    if (value) api[key] = value;
  }
  if (kind === 'videos' && api.subcat_id) delete api.cat_id;
  api.language_code = language;
  api.branding = brand;
  return api;
}

/**
 * One list request's identity: the list, and the call's query (brand and language included). The
 * parameters' names are sorted by their code units: `localeCompare` would build the browser's collator
 * for its language as the list first renders (85 ms at a phone's speed, in the task that hydrates it).
 */
export function requestKey(kind: ListKind, apiQuery: Readonly<Record<string, string>>): string {
  const byName = Object.entries(apiQuery).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${kind}?${new URLSearchParams(byName).toString()}`;
}
