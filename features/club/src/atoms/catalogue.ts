import { atom } from 'jotai';
import type { Language } from '@cepa/core/config';
import { track } from '@cepa/core/analytics';
import { loading, type Loadable } from '@cepa/core/remote';
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

const stateAtom = atom<ClubCatalogueState>(loading);
stateAtom.debugLabel = 'club/catalogue.state';

export const clubCatalogueAtom = atom((get) => get(stateAtom));
clubCatalogueAtom.debugLabel = 'club/catalogue';

const pushImpressions = (products: ClubProductCard[]) => {
  if (products.length > 0)
    track({
      event: 'product_impressions',
      list: 'club_catalogue',
      impressions: products.map((p) => p.impression),
    });
};

export const loadClubCatalogueAtom = atom(
  null,
  async (_get, set, input: { pageId: number; language: Language }) => {
    set(stateAtom, loading);
    try {
      const first = await fetchHighlightedProducts(input.pageId, input.language, 1);
      set(stateAtom, {
        state: 'hasData',
        data: {
          products: first.products,
          page: 1,
          hasNext: first.has_next,
          loadingMore: false,
          moreFailed: false,
        },
      });
      pushImpressions(first.products);
    } catch (error) {
      reportError(error, 'club: loading the club catalogue');
      set(stateAtom, { state: 'hasError', error });
    }
  },
);
loadClubCatalogueAtom.debugLabel = 'club/loadCatalogue';

/** Adds the next page; resolves with how many products came (0 when nothing was added). */
export const seeMoreAtom = atom(null, async (get, set, input: { pageId: number; language: Language }) => {
  const shown = get(stateAtom);
  if (shown.state !== 'hasData' || !shown.data.hasNext || shown.data.loadingMore) return 0;
  const update = (change: (pages: ClubCataloguePages) => Partial<ClubCataloguePages>) => {
    const now = get(stateAtom);
    if (now.state === 'hasData') set(stateAtom, { ...now, data: { ...now.data, ...change(now.data) } });
  };
  const { page } = shown.data;
  update(() => ({ loadingMore: true, moreFailed: false }));
  try {
    const next = await fetchHighlightedProducts(input.pageId, input.language, page + 1);
    update((now) => ({
      products: [...now.products, ...next.products],
      page: page + 1,
      hasNext: next.has_next,
      loadingMore: false,
    }));
    pushImpressions(next.products);
    return next.products.length;
  } catch (error) {
    reportError(error, 'club: loading more of the club catalogue');
    update(() => ({ loadingMore: false, moreFailed: true }));
    return 0;
  }
});
seeMoreAtom.debugLabel = 'club/seeMore';
