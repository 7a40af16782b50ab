export { sessionRoutes } from './routes';
// Types only: the calls are in `@cepa/core/session-api`, loaded when first called.
export type { Member, MemberData, BasketSummary, SessionMemberBody } from './api';
export {
  memberAtom,
  renderedMemberAtom,
  basketLineCountAtom,
  refreshBasketAtom,
  basketLinesReceivedAtom,
  refreshSessionAtom,
  sessionCallsHeldAtom,
} from './atoms';
export { noteRestores, restoredAttribute, useSessionFreshOnRestore } from './restored';
