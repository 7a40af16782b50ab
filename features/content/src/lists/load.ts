import { reportError, type ApiClient, type PageContent } from '@cepa/core';
import { parsePageData } from '@cepa/core/page';
import {
  fetchPressArticles,
  fetchProjects,
  fetchVideos,
  projectsPageDataSchema,
  videosPageDataSchema,
  type FilterOption,
  type PageOfResults,
  type PressArticlesResponse,
} from './api';
import type { SafeHtml } from '../blocks/components/sanitize';
import { sanitizer } from '../blocks/components/sanitizer';
import { listFailure, type ListFailure } from './errors';
import {
  parseListQuery,
  requestKey,
  toApiQuery,
  type CategoryOption,
  type ListKind,
  type ListQuery,
} from './query';

/** One page of a list as the screen shows it. */
export type ListPageData = {
  /** Sanitised where the list was called (the server for the first page, the browser for the next). */
  items: { id: number; html: SafeHtml }[];
  /** The page served, from 1. */
  page: number;
  totalPages: number;
  /** Results across all pages. */
  count: number;
  /** The press filters' choices, from the response (projects and videos take theirs from the page data). */
  filterOptions?: { year: FilterOption[]; category: FilterOption[]; locale: FilterOption[] };
};

export type ListOutcome = { ok: true; data: ListPageData } | { ok: false; failure: ListFailure };

/** What the server loader hands the page: the outcome of one request, named by its key. */
export type ListLoaded = { key: string; outcome: ListOutcome };

/** A list request: the address's state, the call's query and its key. */
export type ListRequest = {
  kind: ListKind;
  query: ListQuery;
  apiQuery: Record<string, string>;
  key: string;
  categories: readonly CategoryOption[];
};

/** The categories a projects or videos page offers (its page data); none for the press. */
export function categoriesOf(kind: ListKind, page: PageContent): readonly CategoryOption[] {
  if (kind === 'projects') return parsePageData(page, projectsPageDataSchema).categories;
  if (kind === 'videos') return parsePageData(page, videosPageDataSchema).categories;
  return [];
}

export function listRequest(kind: ListKind, page: PageContent, search: string): ListRequest {
  const categories = categoriesOf(kind, page);
  const query = parseListQuery(kind, search, kind === 'press' ? undefined : categories);
  const apiQuery = toApiQuery(kind, query, page.language, page.brand);
  return { kind, query, apiQuery, key: requestKey(kind, apiQuery), categories };
}

/** The response in the screen's terms: press reads its `pagination`, the others their own fields. */
export function fromListResponse(
  response: PageOfResults | PressArticlesResponse,
  sanitizeHtml: (html: string) => SafeHtml,
): ListPageData {
  const items = response.results.map(({ id, html }) => ({ id, html: sanitizeHtml(html) }));
  if ('pagination' in response) {
    const { page, total_pages, count } = response.pagination;
    return { items, page, totalPages: total_pages, count, filterOptions: response.filters };
  }
  return { items, page: response.page, totalPages: response.total_pages, count: response.count };
}

const calls = { press: fetchPressArticles, projects: fetchProjects, videos: fetchVideos } as const;

/**
 * Calls the list, sanitising its results' HTML (the sanitiser loads beside the call), and turns any
 * failure into an outcome the screen shows (and reports it).
 */
export async function loadList(
  request: Pick<ListRequest, 'kind' | 'apiQuery'>,
  options: { client?: ApiClient; signal?: AbortSignal } = {},
): Promise<ListOutcome> {
  try {
    const [response, { sanitizeHtml }] = await Promise.all([
      calls[request.kind](request.apiQuery, options),
      sanitizer.load(),
    ]);
    return { ok: true, data: fromListResponse(response, sanitizeHtml) };
  } catch (error) {
    reportError(error, `content: loading the ${request.kind} list`);
    return { ok: false, failure: listFailure(error) };
  }
}

/** The server loader of a list page (`PageModule['load']`): the first page of results for the address. */
export function listLoader(kind: ListKind) {
  return async ({ page, query, client }: { page: PageContent; query: string; client: ApiClient }) => {
    const request = listRequest(kind, page, query);
    const loaded: ListLoaded = { key: request.key, outcome: await loadList(request, { client }) };
    return loaded;
  };
}

/** The loader's result, if `value` is one (the page data is the page's own, but it crossed the wire). */
export function isListLoaded(value: unknown): value is ListLoaded {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<ListLoaded>;
  return typeof candidate.key === 'string' && typeof candidate.outcome?.ok === 'boolean';
}
