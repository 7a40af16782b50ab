import { atom } from 'jotai';
import { unwrap } from 'jotai/utils';
import { reportError } from '../report/report-error';
import type { Member } from './api';

/** The session's calls, loaded with the first of them (their contracts need the schema library). */
const sessionApi = () => import('./api');

/**
 * The visitor's session, read from one place by the header and, later, the shop, the club and the
 * checkout: who is logged in and the basket's lines. Atoms live in the page's jotai store, never in
 * module state, so a server renders each visitor's session in its own store.
 */

const memberVersionAtom = atom(0);
memberVersionAtom.debugLabel = 'session/memberVersion';

/**
 * Who the server found logged in when it rendered the page (`undefined`: it did not ask). The page
 * hydrates with the same member the server rendered, and asks again only after a login or a logout.
 */
export const renderedMemberAtom = atom<Member | null | undefined>(undefined);
renderedMemberAtom.debugLabel = 'session/renderedMember';

const memberRequestAtom = atom((get): Member | null | Promise<Member | null> => {
  const rendered = get(renderedMemberAtom);
  if (get(memberVersionAtom) === 0 && rendered !== undefined) return rendered;
  // Not asked on the server (an error page): rendered as loading; the browser asks.
  if (import.meta.env.SSR) return new Promise<never>(() => {});
  return sessionApi()
    .then((api) => api.fetchMember())
    .catch((error: unknown) => {
      // SPEC §6: a failed member call means the visitor is treated as a non-member.
      reportError(error, 'session: reading who is logged in');
      return null;
    });
});
memberRequestAtom.debugLabel = 'session/memberRequest';

/** The logged-in member; `null` for nobody (or when the call fails), `undefined` while loading. */
export const memberAtom = unwrap(memberRequestAtom, (previous) => previous ?? undefined);
memberAtom.debugLabel = 'session/member';

/**
 * While true, the calls that only add to what the server rendered (the header's basket count) wait:
 * a hydrating page becomes interactive first, and loads those calls' code after. The site holds them
 * while a server-rendered page hydrates; elsewhere (a story, a page rendered in the browser) they run.
 */
export const sessionCallsHeldAtom = atom(false);
sessionCallsHeldAtom.debugLabel = 'session/callsHeld';

const basketVersionAtom = atom(0);
basketVersionAtom.debugLabel = 'session/basketVersion';

const basketCountRequestAtom = atom(async (get): Promise<number> => {
  get(basketVersionAtom);
  if (import.meta.env.SSR || get(sessionCallsHeldAtom)) return new Promise<never>(() => {});
  try {
    const api = await sessionApi();
    return api.basketLineCount(await api.fetchBasketSummary());
  } catch (error) {
    // The header count is a hint: a failed basket call shows no badge rather than an error.
    reportError(error, 'session: reading the basket');
    return 0;
  }
});
basketCountRequestAtom.debugLabel = 'session/basketCountRequest';

const requestedLineCountAtom = unwrap(basketCountRequestAtom, (previous) => previous ?? 0);

/** The line count of the basket the shop last received (undefined until it receives one). */
const knownLineCountAtom = atom<number | undefined>(undefined);
knownLineCountAtom.debugLabel = 'session/knownLineCount';

/** Number of basket lines (0 while loading or when the basket call fails). */
export const basketLineCountAtom = atom((get) => get(knownLineCountAtom) ?? get(requestedLineCountAtom));
basketLineCountAtom.debugLabel = 'session/basketLineCount';

/**
 * The shop received the whole basket (after adding, removing, ordering): the header's count follows
 * it without asking the server again.
 */
export const basketLinesReceivedAtom = atom(null, (_get, set, lineCount: number) =>
  set(knownLineCountAtom, lineCount),
);
basketLinesReceivedAtom.debugLabel = 'session/basketLinesReceived';

/** Reloads the basket's line count from the server. */
export const refreshBasketAtom = atom(null, (_get, set) => {
  set(knownLineCountAtom, undefined);
  set(basketVersionAtom, (v) => v + 1);
});
refreshBasketAtom.debugLabel = 'session/refreshBasket';

/** Reloads who is logged in and the basket (after a login or a logout: the basket is the member's). */
export const refreshSessionAtom = atom(null, (_get, set) => {
  set(memberVersionAtom, (v) => v + 1);
  set(knownLineCountAtom, undefined);
  set(basketVersionAtom, (v) => v + 1);
});
refreshSessionAtom.debugLabel = 'session/refreshSession';
