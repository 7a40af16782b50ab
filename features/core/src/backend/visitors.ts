import { setCookie, visitorMaxAgeSeconds } from './cookies';
import { currentMember } from './members';

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

type RequestInfo = { cookies: Record<string, string>; request: Request };

const visitorIdPattern = /^[0-9a-f-]{36}$/;

/** The visitor a request comes from: its cookie's id, or a new one (unguessable) to set on the answer. */
export function visitorOf({ cookies, request }: RequestInfo): Visitor {
  const known = cookies[visitorCookie];
  if (known && visitorIdPattern.test(known)) return { id: known };
  const id = crypto.randomUUID();
  return { id, setCookie: setCookie(visitorCookie, id, request, visitorMaxAgeSeconds) };
}

/** The id of the request's visitor, if it has one (reads never create a visitor). */
export function knownVisitorId({ cookies }: { cookies: Record<string, string> }): string | undefined {
  const known = cookies[visitorCookie];
  return known && visitorIdPattern.test(known) ? known : undefined;
}

/** Headers that set the visitor's cookie when it is new (spread into an answer's `headers`). */
export function visitorHeaders(visitor: Visitor | undefined): Record<string, string> {
  return visitor?.setCookie ? { 'Set-Cookie': visitor.setCookie } : {};
}

/**
 * Who is calling, as the owner of what the call creates or reads: the logged-in member
 * (`member:<id>`, the same in every browser the member uses), else the anonymous visitor
 * (`visitor:<id>`, its cookie). `visitor` is set when the caller is a visitor, with the cookie to set
 * when it is new.
 */
export type Caller = { key: string; visitor?: Visitor };

/** The caller of a request that creates something: a visitor without a cookie gets one. */
export function callerOf(info: RequestInfo): Caller {
  const member = currentMember(info);
  if (member) return { key: `member:${member.id}` };
  const visitor = visitorOf(info);
  return { key: `visitor:${visitor.id}`, visitor };
}

/** The caller of a request that only reads: nobody when it has neither a session nor a visitor cookie. */
export function knownCallerOf(info: { cookies: Record<string, string> }): Caller | undefined {
  const member = currentMember(info);
  if (member) return { key: `member:${member.id}` };
  const id = knownVisitorId(info);
  return id ? { key: `visitor:${id}` } : undefined;
}
