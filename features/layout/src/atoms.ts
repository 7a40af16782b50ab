import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { basketLineCount, fetchBasketSummary, fetchMember, logout, type Member } from './api';

const memberVersionAtom = atom(0);
memberVersionAtom.debugLabel = 'layout/memberVersion';

const memberRequestAtom = atom(async (get): Promise<Member | null> => {
  get(memberVersionAtom);
  return fetchMember();
});
memberRequestAtom.debugLabel = 'layout/memberRequest';

/** The logged-in member; `null` for a guest (or when the club call fails), `undefined` while loading. */
export const memberAtom = unwrap(memberRequestAtom, (previous) => previous ?? undefined);
memberAtom.debugLabel = 'layout/member';

/** Reloads who is logged in, after a login or a logout. */
export const refreshMemberAtom = atom(null, (_get, set) => set(memberVersionAtom, (v) => v + 1));
refreshMemberAtom.debugLabel = 'layout/refreshMember';

const basketVersionAtom = atom(0);
basketVersionAtom.debugLabel = 'layout/basketVersion';

const basketCountRequestAtom = atom(async (get): Promise<number> => {
  get(basketVersionAtom);
  try {
    return basketLineCount(await fetchBasketSummary());
  } catch (error) {
    // The header count is a hint: a failed basket call shows no badge rather than an error.
    console.error(error);
    return 0;
  }
});
basketCountRequestAtom.debugLabel = 'layout/basketCountRequest';

/** Number of basket lines for the header badge (0 while loading or when the basket call fails). */
export const basketLineCountAtom = unwrap(basketCountRequestAtom, (previous) => previous ?? 0);
basketLineCountAtom.debugLabel = 'layout/basketLineCount';

/** Reloads the header's basket count; the shop calls it after adding or removing lines. */
export const refreshBasketAtom = atom(null, (_get, set) => set(basketVersionAtom, (v) => v + 1));
refreshBasketAtom.debugLabel = 'layout/refreshBasket';

/** Logs the member out (SPEC §7) and reloads member and basket state; a failure is only logged. */
export const logoutAtom = atom(null, async (_get, set) => {
  try {
    await logout();
  } catch (error) {
    console.error(error);
  }
  set(memberVersionAtom, (v) => v + 1);
  set(basketVersionAtom, (v) => v + 1);
});
logoutAtom.debugLabel = 'layout/logout';
