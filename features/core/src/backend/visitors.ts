/**
 * Anonymous visitors of the embedded backend. Like a real shop backend, it tells visitors apart by a
 * cookie (`cepa_visitor`) that it sets on the first answer that needs it, so that what one visitor
 * created (a booking intent, a voucher redemption) can be read back by that visitor only: another
 * visitor, or anyone guessing ids, gets 404.
 */
export const visitorCookie = 'cepa_visitor';

export type Visitor = {
  id: string;
  /** The Set-Cookie value the answer must carry when the visitor had no cookie yet. */
  setCookie?: string;
};

const visitorIdPattern = /^[0-9a-f-]{36}$/;

/** The visitor a request comes from: its cookie's id, or a new one (unguessable) to set on the answer. */
export function visitorOf({ cookies }: { cookies: Record<string, string> }): Visitor {
  const known = cookies[visitorCookie];
  if (known && visitorIdPattern.test(known)) return { id: known };
  const id = crypto.randomUUID();
  return { id, setCookie: `${visitorCookie}=${id}; Path=/; HttpOnly; SameSite=Lax` };
}

/** The id of the request's visitor, if it has one (reads never create a visitor). */
export function knownVisitorId({ cookies }: { cookies: Record<string, string> }): string | undefined {
  const known = cookies[visitorCookie];
  return known && visitorIdPattern.test(known) ? known : undefined;
}

/** Headers that set the visitor's cookie when it is new (spread into an answer's `headers`). */
export function visitorHeaders(visitor: Visitor): Record<string, string> {
  return visitor.setCookie ? { 'Set-Cookie': visitor.setCookie } : {};
}
