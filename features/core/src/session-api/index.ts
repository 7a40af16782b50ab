// The session's calls and their contracts, apart from the session's atoms (`@cepa/core/session`): the
// atoms load these on their first call, so a first page carries no schema library until it calls.
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
} from '../session/api';
