import { atom } from 'jotai';
import { loadList, type ListOutcome, type ListRequest } from './load';

/** Outcomes of the list calls made in the browser, by request key (the server's come in the page data). */
const outcomesAtom = atom<Readonly<Record<string, ListOutcome>>>({});
outcomesAtom.debugLabel = 'content.lists.outcomes';

/** Request keys whose call is under way. */
const inFlightAtom = atom<ReadonlySet<string>>(new Set<string>());
inFlightAtom.debugLabel = 'content.lists.inFlight';

export const listOutcomesAtom = atom((get) => get(outcomesAtom));
listOutcomesAtom.debugLabel = 'content.lists.listOutcomes';

export const listsLoadingAtom = atom((get) => get(inFlightAtom));
listsLoadingAtom.debugLabel = 'content.lists.loading';

/**
 * Calls a list (once at a time per request) and keeps its outcome: the first page when the server
 * did not load it (a story, a failed loader), and every retry.
 */
export const fetchListAtom = atom(null, async (get, set, request: ListRequest) => {
  if (get(inFlightAtom).has(request.key)) return;
  set(inFlightAtom, (keys) => new Set(keys).add(request.key));
  try {
    const outcome = await loadList(request);
    set(outcomesAtom, (outcomes) => ({ ...outcomes, [request.key]: outcome }));
  } finally {
    set(inFlightAtom, (keys) => {
      const next = new Set(keys);
      next.delete(request.key);
      return next;
    });
  }
});
fetchListAtom.debugLabel = 'content.lists.fetchList';
