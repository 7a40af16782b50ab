import { reportError, type ApiClient, type PageContent } from '@cepa/core';
import { parsePageData } from '@cepa/core/page';
import type { Settled } from '@cepa/core/remote';
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
import { listFailure } from './errors';
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

/**
 * What the server loader hands the page: its answer for one request, named by its key, as the list's
 * seed (`useRemote`). A failure carries its `ListFailure`, which is what the screen shows and what
 * crosses the wire with the page data (an `ApiError` would not).
 */
export type ListLoaded = { key: string; seed: Settled<ListPageData> };

/** The call's parameters: which list and its query (JSON, as `remoteAtom` compares them). */
export type ListParams = Pick<ListRequest, 'kind' | 'apiQuery'>;

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
 * Calls the list and sanitises its results' HTML (the sanitiser loads beside the call); a failure is
 * reported and rejects (the list's remote read holds it).
 */
export async function fetchList(
  { kind, apiQuery }: ListParams,
  options: { client?: ApiClient; signal?: AbortSignal } = {},
): Promise<ListPageData> {
  try {
    const [response, { sanitizeHtml }] = await Promise.all([
      calls[kind](apiQuery, options),
      sanitizer.load(),
    ]);
    return fromListResponse(response, sanitizeHtml);
  } catch (error) {
    reportError(error, `content: loading the ${kind} list`);
    throw error;
  }
}

/** The list's answer as a seed: its page of results, or the failure the screen shows. */
export async function loadList(
  params: ListParams,
  options: { client?: ApiClient; signal?: AbortSignal } = {},
): Promise<Settled<ListPageData>> {
  try {
    return { state: 'hasData', data: await fetchList(params, options) };
  } catch (error) {
    return { state: 'hasError', error: listFailure(error) };
  }
}

/** The server loader of a list page (`PageModule['load']`): the first page of results for the address. */
export function listLoader(kind: ListKind) {
  return async ({ page, query, client }: { page: PageContent; query: string; client: ApiClient }) => {
    const request = listRequest(kind, page, query);
    const loaded: ListLoaded = { key: request.key, seed: await loadList(request, { client }) };
    return loaded;
  };
}

/** The loader's result, if `value` is one (the page data is the page's own, but it crossed the wire). */
export function isListLoaded(value: unknown): value is ListLoaded {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<ListLoaded>;
  const state = candidate.seed?.state;
  return typeof candidate.key === 'string' && (state === 'hasData' || state === 'hasError');
}
