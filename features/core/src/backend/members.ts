import { HttpResponse } from 'msw';
import { z } from 'zod';
import { brandIds } from '../config/config';
import { backend } from './backend';
import { BoundedMap } from './bounded';
import { clearCookie, sessionMaxAgeSeconds, setCookie } from './cookies';

/**
 * Club members of the embedded backend and their sessions. A session is a cookie (`cepa_session`)
 * set by Cepa's own login call; every slice's handlers ask `currentMember(request)` who is calling.
 */
export const memberFixtureSchema = z.object({
  id: z.number(),
  email: z.string().email(),
  password: z.string(),
  name: z.string(),
  surname: z.string(),
  /** SPEC §3: the member's title, Mr or Mrs. */
  title: z.enum(['mr', 'mrs']),
  member_number: z.string(),
  level: z.string(),
  brand: z.enum(brandIds),
});
export type MemberFixture = z.infer<typeof memberFixtureSchema>;

export const members: MemberFixture[] = z.array(memberFixtureSchema).parse([
  {
    id: 1,
    email: 'lucia@example.com',
    title: 'mrs',
    password: 'vendimia',
    name: 'Lucía',
    surname: 'Martín',
    member_number: '000087',
    level: 'platinum',
    brand: 'solera',
  },
  {
    id: 2,
    email: 'jon@example.com',
    title: 'mr',
    password: 'vendimia',
    name: 'Jon',
    surname: 'Etxeberria',
    member_number: '000154',
    level: 'bronze',
    brand: 'solera',
  },
  {
    id: 3,
    email: 'marta@example.com',
    title: 'mrs',
    password: 'vendimia',
    name: 'Marta',
    surname: 'Cabrera',
    member_number: '000231',
    level: 'ambassador',
    brand: 'brava',
  },
  {
    id: 4,
    email: 'ines@example.com',
    title: 'mrs',
    password: 'vendimia',
    name: 'Inés',
    surname: 'Romero',
    member_number: '000012',
    level: 'team_solera',
    brand: 'solera',
  },
  {
    id: 5,
    email: 'diego@example.com',
    title: 'mr',
    password: 'vendimia',
    name: 'Diego',
    surname: 'Navarro',
    member_number: '000318',
    level: 'collaborator',
    brand: 'solera',
  },
  {
    id: 6,
    email: 'elena@example.com',
    title: 'mrs',
    password: 'vendimia',
    name: 'Elena',
    surname: 'Suárez',
    member_number: '000045',
    level: 'shareholder',
    brand: 'brava',
  },
]);

export const sessionCookie = 'cepa_session';

type Session = { memberId: number; expiresAt: number };

const sessions = backend.store(() => new BoundedMap<string, Session>());

/**
 * The member a request comes from. Takes MSW's parsed `cookies` (a browser's service worker never sees
 * the `cookie` header, a forbidden request header; MSW reads the cookies for both worlds).
 */
export function currentMember({ cookies }: { cookies: Record<string, string> }): MemberFixture | undefined {
  const token = cookies[sessionCookie];
  const session = token ? sessions.get().get(token) : undefined;
  if (!session) return undefined;
  // The cookie's Max-Age is the browser's side; a token kept past it (copied, or a clock set back)
  // is refused here too.
  if (Date.now() >= session.expiresAt) {
    sessions.get().delete(token!);
    return undefined;
  }
  return members.find((m) => m.id === session.memberId);
}

export function openSession(member: MemberFixture): string {
  // Unguessable, as a real backend's session token is.
  const token = crypto.randomUUID();
  sessions.get().set(token, { memberId: member.id, expiresAt: Date.now() + sessionMaxAgeSeconds * 1000 });
  return token;
}

export function closeSession({ cookies }: { cookies: Record<string, string> }): void {
  const token = cookies[sessionCookie];
  if (token) sessions.get().delete(token);
}

/** The `Set-Cookie` value that gives the browser a session opened by `openSession`. */
export function sessionSetCookie(token: string, request: Request): string {
  return setCookie(sessionCookie, token, request, sessionMaxAgeSeconds);
}

/** The `Set-Cookie` value that ends the browser's session (logout). */
export function sessionClearCookie(request: Request): string {
  return clearCookie(sessionCookie, request);
}

/** The body the backend answers club calls with when nobody is logged in (SPEC §2). */
export function noAuthenticatedMember() {
  return HttpResponse.json({ detail: 'CLUB_NO_AUTHENTICATED_MEMBER' }, { status: 403 });
}
