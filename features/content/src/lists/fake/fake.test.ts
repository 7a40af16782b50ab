import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getResponse } from 'msw';
import { backend, fetchThrough } from '@cepa/core/backend';
import { languages, type PageContent } from '@cepa/core';
import type { SafeHtml } from '../../blocks/components/sanitize';
import { listPage } from './pages';
import { fromListResponse, isListLoaded, listLoader, loadList, listRequest } from '../load';
import { listCalls, listHandlers, listPageSize, pressArticles, projects, videos } from './index';

type Body = {
  results: { id: number; html: string }[];
  total_pages: number;
  count: number;
  page: number;
  detail?: string;
  filters?: Record<string, { value: string; text: string }[]>;
};

async function call(path: string, query: string): Promise<{ status: number; body: Body }> {
  const response = await getResponse(listHandlers, new Request(`http://127.0.0.1/api${path}?${query}`));
  return { status: response!.status, body: (await response!.json()) as Body };
}

const common = 'language_code=es&branding=solera';

describe('the embedded lists', () => {
  beforeEach(() => backend.reset());

  it('page the press articles, four a page, and the last page holds the rest', async () => {
    const all = pressArticles.filter((a) => a.brand === 'solera');
    const first = await call('/press_articles/', common);
    expect(first.body).toMatchObject({
      count: all.length,
      total_pages: Math.ceil(all.length / listPageSize),
      page: 1,
    });
    expect(first.body.results).toHaveLength(listPageSize);
    const last = await call('/press_articles/', `${common}&p=${first.body.total_pages}`);
    expect(last.body.results.length).toBeGreaterThan(0);
    // A page past the end is served as the last.
    const beyond = await call('/press_articles/', `${common}&p=999`);
    expect(beyond.body.page).toBe(first.body.total_pages);
    expect(beyond.body.results).toEqual(last.body.results);
  });

  it('filter the press by year, category and locale, with several pages for each one filter', async () => {
    for (const filter of ['year=2024', 'year=2022', 'category=awards', 'category=reviews', 'locale=de']) {
      const { body } = await call('/press_articles/', `${common}&${filter}`);
      expect(body.total_pages, filter).toBeGreaterThanOrEqual(2);
    }
    const { body } = await call('/press_articles/', `${common}&year=2024&category=awards&locale=es`);
    const expected = pressArticles.filter(
      (a) => a.brand === 'solera' && a.year === 2024 && a.category === 'awards' && a.locale === 'es',
    );
    expect(body.count).toBe(expected.length);
    expect(body.filters?.category).toContainEqual({ value: 'awards', text: 'Premios' });
    // No award of 2022: that combination has no results.
    const none = await call('/press_articles/', `${common}&year=2022&category=awards`);
    expect(none.body).toMatchObject({ results: [], count: 0, total_pages: 0, page: 1 });
  });

  it('answer in the language and for the brand asked for', async () => {
    const es = await call('/press_articles/', common);
    const en = await call('/press_articles/', 'language_code=en&branding=solera');
    const brava = await call('/press_articles/', 'language_code=es&branding=brava');
    expect(es.body.results[0]!.id).toBe(en.body.results[0]!.id);
    expect(es.body.results[0]!.html).toContain('medalla de oro');
    expect(en.body.results[0]!.html).toContain('wins gold');
    expect(brava.body.results[0]!.html).toContain('Malvasía');
  });

  it('filter projects by category: two pages, one page, none', async () => {
    expect((await call('/idi_projects/', `${common}&cat_id=11`)).body).toMatchObject({
      count: 7,
      total_pages: 2,
    });
    expect((await call('/idi_projects/', `${common}&cat_id=13`)).body).toMatchObject({
      count: 3,
      total_pages: 1,
    });
    expect((await call('/idi_projects/', `${common}&cat_id=14`)).body).toMatchObject({
      count: 0,
      total_pages: 0,
    });
    expect(projects.filter((p) => p.brand === 'brava')).toHaveLength(17);
  });

  it('filter videos by category or subcategory', async () => {
    expect((await call('/virtual_experience_videos/', `${common}&cat_id=31`)).body).toMatchObject({
      count: 11,
    });
    expect((await call('/virtual_experience_videos/', `${common}&subcat_id=311`)).body).toMatchObject({
      count: 6,
      total_pages: 2,
    });
    expect((await call('/virtual_experience_videos/', `${common}&subcat_id=323`)).body.count).toBe(0);
    expect(videos.filter((v) => v.brand === 'brava')).toHaveLength(22);
  });

  it.each([
    ['/press_articles/', 'branding=solera', `language_code must be one of: ${languages.join(', ')}`],
    [
      '/press_articles/',
      'language_code=fr&branding=solera',
      `language_code must be one of: ${languages.join(', ')}`,
    ],
    ['/press_articles/', 'language_code=es&branding=other', 'branding must be one of: solera, brava'],
    ['/press_articles/', `${common}&p=0`, 'p must be a whole number from 1'],
    ['/press_articles/', `${common}&p=two`, 'p must be a whole number from 1'],
    ['/press_articles/', `${common}&year=24`, 'year must be a year of four digits'],
    ['/idi_projects/', `${common}&cat_id=x`, 'cat_id must be a category id'],
    [
      '/virtual_experience_videos/',
      `${common}&cat_id=31&subcat_id=311`,
      'Send cat_id or subcat_id, not both',
    ],
    ['/virtual_experience_videos/', `${common}&subcat_id=-3`, 'subcat_id must be a subcategory id'],
  ])('refuse %s?%s with 400: %s', async (path, query, detail) => {
    expect(await call(path, query)).toEqual({ status: 400, body: { detail } });
  });
});

describe('loading a list', () => {
  beforeEach(() => {
    backend.reset();
    vi.stubGlobal('fetch', fetchThrough(listHandlers));
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const pressPage = (): PageContent => listPage('solera', 'es', 'press');

  it('reads the address, calls the list and maps its page', async () => {
    const request = listRequest('press', pressPage(), '?year=2024&p=2');
    expect(request.apiQuery).toEqual({ p: '2', year: '2024', language_code: 'es', branding: 'solera' });
    const answer = await loadList(request);
    expect(answer).toMatchObject({ state: 'hasData', data: { page: 2, count: 11, totalPages: 3 } });
    if (answer.state === 'hasData') expect(answer.data.items).toHaveLength(4);
  });

  it('applies the subcategory rule from the page data', () => {
    const page = listPage('solera', 'es', 'videos');
    expect(listRequest('videos', page, '?cat_id=32&subcat_id=311').apiQuery).toEqual({
      p: '1',
      cat_id: '32',
      language_code: 'es',
      branding: 'solera',
    });
  });

  it('turns a dropped connection and an error status into failures to retry', async () => {
    backend.faults.set(listCalls.pressArticles, { network: true, times: 1 });
    const request = listRequest('press', pressPage(), '');
    expect(await loadList(request)).toEqual({ state: 'hasError', error: 'offline' });
    backend.faults.set(listCalls.pressArticles, { status: 500, times: 1 });
    expect(await loadList(request)).toEqual({ state: 'hasError', error: 'failed' });
    expect(await loadList(request)).toMatchObject({ state: 'hasData' });
  });

  it('gives the server loader the answer under the request key, as the list’s seed', async () => {
    const loaded = await listLoader('projects')({
      page: listPage('solera', 'en', 'projects'),
      query: '?cat_id=13',
      client: undefined as never,
    });
    expect(loaded.key).toBe(listRequest('projects', listPage('solera', 'en', 'projects'), '?cat_id=13').key);
    expect(loaded.seed).toMatchObject({ state: 'hasData', data: { count: 3, totalPages: 1 } });
  });
});

describe('the list mapper', () => {
  const page = { results: [{ id: 1, html: '<h2>A</h2>' }], total_pages: 3, count: 9, page: 2 };
  /** Marks what it was given, to show each result's HTML goes through it. */
  const sanitise = (html: string) => `${html}<!--sanitised-->` as SafeHtml;
  const items = [{ id: 1, html: '<h2>A</h2><!--sanitised-->' }];

  it('reads the page, total pages and count of projects and videos', () => {
    expect(fromListResponse(page, sanitise)).toEqual({ items, page: 2, totalPages: 3, count: 9 });
  });

  it('reads the press from its pagination, with the filters’ choices', () => {
    const filters = { year: [{ value: '2024', text: '2024' }], category: [], locale: [] };
    expect(
      fromListResponse({ ...page, pagination: { page: 3, total_pages: 3, count: 9 }, filters }, sanitise),
    ).toEqual({ items, page: 3, totalPages: 3, count: 9, filterOptions: filters });
  });

  it('knows the server loader’s result when it sees one', () => {
    expect(isListLoaded({ key: 'press?p=1', seed: { state: 'hasError', error: 'failed' } })).toBe(true);
    expect(isListLoaded(undefined)).toBe(false);
    expect(isListLoaded({ key: 'press?p=1' })).toBe(false);
  });
});
