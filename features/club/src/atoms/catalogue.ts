import { atom } from 'jotai';
import type { Language } from '@cepa/core/config';
import { track } from '@cepa/core/analytics';
import { remoteAtom, type Loadable } from '@cepa/core/remote';
import { reportError } from '@cepa/core/report';
import { fetchHighlightedProducts, type ClubProductCard } from '../api';

/**
 * The club catalogue (SPEC §4, §9): pages of highlighted products, the first is 1; "See more" adds
 * the next page while `has_next`. Each page's impressions are pushed with their positions once it is
 * on screen. A failed "See more" keeps what is shown and offers a retry.
 */
export type ClubCataloguePages = {
  products: ClubProductCard[];
  /** The last page shown. */
  page: number;
  hasNext: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
};
export type ClubCatalogueState = Loadable<ClubCataloguePages>;

/** Which catalogue, in which language. */
export type ClubCatalogueParams = { pageId: number; language: Language };

const pushImpressions = (products: ClubProductCard[]) => {
  if (products.length > 0)
    track({
      event: 'product_impressions',
      list: 'club_catalogue',
      impressions: products.map((p) => p.impression),
    });
};

/** The catalogue's first page, then the pages "See more" adds (`seeMoreAtom`). */
export const clubCatalogueAtom = remoteAtom(
  async ({ pageId, language }: ClubCatalogueParams): Promise<ClubCataloguePages> => {
    const first = await fetchHighlightedProducts(pageId, language, 1);
    pushImpressions(first.products);
    return {
      products: first.products,
      page: 1,
      hasNext: first.has_next,
      loadingMore: false,
      moreFailed: false,
    };
  },
  { report: 'club: loading the club catalogue' },
);
clubCatalogueAtom.debugLabel = 'club/catalogue';

/** Adds the next page; resolves with how many products came (0 when nothing was added). */
export const seeMoreAtom = atom(null, async (get, set, input: ClubCatalogueParams) => {
  const shown = get(clubCatalogueAtom);
  if (shown.state !== 'hasData' || !shown.data.hasNext || shown.data.loadingMore) return 0;
  const update = (change: (pages: ClubCataloguePages) => Partial<ClubCataloguePages>) =>
    set(clubCatalogueAtom, 'update', (now) => ({ ...now, ...change(now) }));
  const { page } = shown.data;
  await update(() => ({ loadingMore: true, moreFailed: false }));
  try {
    const next = await fetchHighlightedProducts(input.pageId, input.language, page + 1);
    await update((now) => ({
      products: [...now.products, ...next.products],
      page: page + 1,
      hasNext: next.has_next,
      loadingMore: false,
    }));
    pushImpressions(next.products);
    return next.products.length;
  } catch (error) {
    reportError(error, 'club: loading more of the club catalogue');
    await update(() => ({ loadingMore: false, moreFailed: true }));
    return 0;
  }
});
seeMoreAtom.debugLabel = 'club/seeMore';
