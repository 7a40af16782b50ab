export { sessionRoutes } from './routes';
export {
  fetchMember,
  fetchMemberData,
  fetchBasketSummary,
  toMember,
  basketLineCount,
  sessionMemberSchema,
  memberDataSchema,
  basketSummarySchema,
  type Member,
  type MemberData,
  type BasketSummary,
  type SessionMemberBody,
} from './api';
export {
  memberAtom,
  renderedMemberAtom,
  basketLineCountAtom,
  refreshBasketAtom,
  basketLinesReceivedAtom,
  refreshSessionAtom,
} from './atoms';
