import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { track } from '@cepa/core/analytics';
import { ApiError } from '@cepa/core/http';
import { loading } from '@cepa/core/remote';
import { fetchHighlightedProducts, type ClubProductCard, type HighlightedProducts } from '../api';
import { clubCatalogueAtom, seeMoreAtom, type ClubCatalogueParams } from './catalogue';

vi.mock('../api', () => ({ fetchHighlightedProducts: vi.fn() }));
vi.mock('@cepa/core/analytics', () => ({ track: vi.fn() }));

// Only the fields the atoms read: the cards themselves are the stories'.
const product = (position: number) =>
  ({
    product_title: `Wine ${position}`,
    impression: { id: 1000 + position, position },
  }) as unknown as ClubProductCard;
const page = (from: number, to: number, hasNext: boolean): HighlightedProducts => ({
  products: Array.from({ length: to - from + 1 }, (_, i) => product(from + i)),
  has_next: hasNext,
});
const failure = () => new ApiError('http', 'GET highlighted products', { status: 500 });

const params: ClubCatalogueParams = { pageId: 42, language: 'es' };

/** The positions of each push of impressions, in order. */
const pushed = () =>
  vi
    .mocked(track)
    .mock.calls.flatMap(([event]) =>
      event.event === 'product_impressions' && event.list === 'club_catalogue'
        ? [(event.impressions as { position: number }[]).map((i) => i.position)]
        : [],
    );

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

async function shown() {
  vi.mocked(fetchHighlightedProducts).mockResolvedValueOnce(page(1, 8, true));
  const store = createStore();
  await store.set(clubCatalogueAtom, 'show', params);
  return store;
}

describe('the club catalogue (SPEC §4, §9)', () => {
  it('reads the first page of the page id in the language, and pushes its impressions once', async () => {
    const store = await shown();
    expect(fetchHighlightedProducts).toHaveBeenCalledWith(42, 'es', 1);
    expect(store.get(clubCatalogueAtom)).toEqual({
      state: 'hasData',
      data: {
        products: page(1, 8, true).products,
        page: 1,
        hasNext: true,
        loadingMore: false,
        moreFailed: false,
      },
    });
    expect(pushed()).toEqual([[1, 2, 3, 4, 5, 6, 7, 8]]);
  });

  it('See more adds the next page, pushes its impressions once, and says how many came', async () => {
    const store = await shown();
    let answer!: (value: HighlightedProducts) => void;
    vi.mocked(fetchHighlightedProducts).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const more = store.set(seeMoreAtom, params);
    expect(store.get(clubCatalogueAtom)).toMatchObject({ data: { loadingMore: true } });
    // A second press while the page comes asks nothing more.
    await expect(store.set(seeMoreAtom, params)).resolves.toBe(0);
    answer(page(9, 11, false));
    await expect(more).resolves.toBe(3);
    expect(fetchHighlightedProducts).toHaveBeenLastCalledWith(42, 'es', 2);
    expect(fetchHighlightedProducts).toHaveBeenCalledTimes(2);
    expect(store.get(clubCatalogueAtom)).toEqual({
      state: 'hasData',
      data: {
        products: [...page(1, 8, true).products, ...page(9, 11, false).products],
        page: 2,
        hasNext: false,
        loadingMore: false,
        moreFailed: false,
      },
    });
    expect(pushed()).toEqual([
      [1, 2, 3, 4, 5, 6, 7, 8],
      [9, 10, 11],
    ]);
    // No next page: nothing is asked.
    await expect(store.set(seeMoreAtom, params)).resolves.toBe(0);
    expect(fetchHighlightedProducts).toHaveBeenCalledTimes(2);
  });

  it('a failed See more keeps the products and marks it failed; the next press asks the same page again', async () => {
    const store = await shown();
    vi.mocked(fetchHighlightedProducts).mockRejectedValueOnce(failure());
    await expect(store.set(seeMoreAtom, params)).resolves.toBe(0);
    expect(store.get(clubCatalogueAtom)).toEqual({
      state: 'hasData',
      data: {
        products: page(1, 8, true).products,
        page: 1,
        hasNext: true,
        loadingMore: false,
        moreFailed: true,
      },
    });
    expect(pushed()).toHaveLength(1);
    vi.mocked(fetchHighlightedProducts).mockResolvedValueOnce(page(9, 11, false));
    await expect(store.set(seeMoreAtom, params)).resolves.toBe(3);
    expect(fetchHighlightedProducts).toHaveBeenLastCalledWith(42, 'es', 2);
    expect(store.get(clubCatalogueAtom)).toMatchObject({ data: { page: 2, moreFailed: false } });
  });

  it('a catalogue that cannot be read says so, and a retry asks again from the first page', async () => {
    vi.mocked(fetchHighlightedProducts).mockRejectedValueOnce(failure());
    const store = createStore();
    await store.set(clubCatalogueAtom, 'show', params);
    expect(store.get(clubCatalogueAtom).state).toBe('hasError');
    await expect(store.set(seeMoreAtom, params)).resolves.toBe(0);
    vi.mocked(fetchHighlightedProducts).mockResolvedValueOnce(page(1, 8, true));
    const retried = store.set(clubCatalogueAtom, 'retry', params);
    expect(store.get(clubCatalogueAtom)).toEqual(loading);
    await retried;
    expect(fetchHighlightedProducts).toHaveBeenCalledTimes(2);
    expect(fetchHighlightedProducts).toHaveBeenLastCalledWith(42, 'es', 1);
    expect(store.get(clubCatalogueAtom)).toMatchObject({ state: 'hasData', data: { page: 1 } });
  });
});
