export { backend, createBackendKit, type BackendKit, type CallDefinition } from './backend';
export { FaultRegistry, type Fault } from './faults';
export { callNames, handlersOf, languageOf } from './calls';
export {
  members,
  currentMember,
  openSession,
  closeSession,
  noAuthenticatedMember,
  sessionCookie,
  sessionSetCookie,
  sessionClearCookie,
  memberFixtureSchema,
  type MemberFixture,
} from './members';
export {
  paymentProvider,
  providerTestCards,
  paymentProviderConfirmPath,
  paymentProviderConfirmCall,
  paymentProviderDelayHeader,
  type PaymentIntentRecord,
} from './payment-provider';
export { profileOf, updateProfile, dniFor, type MemberProfile, type WireBillingAddress } from './profiles';
export { session, basketWithLines, basketLine, memberDataFor, type BasketBody } from './session';
export { fetchThrough } from './testing';
export { footerSections } from './frame';
export { jsonBody, badPayload } from './payload';
export {
  visitorOf,
  knownVisitorId,
  visitorHeaders,
  visitorCookie,
  callerOf,
  knownCallerOf,
  type Visitor,
  type Caller,
} from './visitors';
export { BoundedMap, appendBounded, storeCap, type BoundedMapOptions } from './bounded';
export {
  setCookie,
  clearCookie,
  reachedOverHttps,
  sessionMaxAgeSeconds,
  visitorMaxAgeSeconds,
} from './cookies';
export { idsCountUp, integerIds, randomHex, randomIntegerId } from './ids';
export {
  createIdempotencyRecords,
  idempotencyHeader,
  idempotencyKeyOf,
  idempotencyKeyReused,
  type IdempotencyLookup,
} from './idempotency';
export { photographOr, type PhotographKind } from './photographs';
