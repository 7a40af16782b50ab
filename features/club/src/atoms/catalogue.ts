import { atom } from 'jotai';
import type { Language } from '@cepa/core/config';
import { track } from '@cepa/core/analytics';
import { reportError } from '@cepa/core/report';
import { fetchHighlightedProducts, type ClubProductCard } from '../api';

/**
 * The club catalogue (SPEC §4, §9): pages of highlighted products, the first is 1; "See more" adds
 * the next page while `has_next`. Each page's impressions are pushed with their positions once it is
 * on screen. A failed "See more" keeps what is shown and offers a retry.
 */
export type ClubCatalogueState = {
  status: 'loading' | 'ready' | 'failed';
  products: ClubProductCard[];
  /** The last page shown. */
  page: number;
  hasNext: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
};

const initial: ClubCatalogueState = {
  status: 'loading',
  products: [],
  page: 0,
  hasNext: false,
  loadingMore: false,
  moreFailed: false,
};

const stateAtom = atom<ClubCatalogueState>(initial);
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
    set(stateAtom, initial);
    try {
      const first = await fetchHighlightedProducts(input.pageId, input.language, 1);
      set(stateAtom, {
        ...initial,
        status: 'ready',
        products: first.products,
        page: 1,
        hasNext: first.has_next,
      });
      pushImpressions(first.products);
    } catch (error) {
      reportError(error, 'club: loading the club catalogue');
      set(stateAtom, { ...initial, status: 'failed' });
    }
  },
);
loadClubCatalogueAtom.debugLabel = 'club/loadCatalogue';

/** Adds the next page; resolves with how many products came (0 when nothing was added). */
export const seeMoreAtom = atom(null, async (get, set, input: { pageId: number; language: Language }) => {
  const state = get(stateAtom);
  if (state.status !== 'ready' || !state.hasNext || state.loadingMore) return 0;
  set(stateAtom, { ...state, loadingMore: true, moreFailed: false });
  try {
    const next = await fetchHighlightedProducts(input.pageId, input.language, state.page + 1);
    const now = get(stateAtom);
    set(stateAtom, {
      ...now,
      products: [...now.products, ...next.products],
      page: state.page + 1,
      hasNext: next.has_next,
      loadingMore: false,
    });
    pushImpressions(next.products);
    return next.products.length;
  } catch (error) {
    reportError(error, 'club: loading more of the club catalogue');
    set(stateAtom, { ...get(stateAtom), loadingMore: false, moreFailed: true });
    return 0;
  }
});
seeMoreAtom.debugLabel = 'club/seeMore';
