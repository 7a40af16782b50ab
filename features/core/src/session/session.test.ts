import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backend,
  basketWithLines,
  fetchThrough,
  members,
  memberDataFor,
  openSession,
  session,
} from '../backend';
import {
  basketLineCount,
  basketSummarySchema,
  fetchMember,
  memberDataSchema,
  sessionMemberSchema,
  toMember,
} from './api';

let cookie = '';

/** The session's calls go to the embedded backend's handlers, with this test's session cookie. */
beforeEach(() => {
  backend.reset();
  cookie = '';
  vi.stubGlobal('fetch', fetchThrough(session.handlers, { cookie: () => cookie }));
});
afterEach(() => vi.unstubAllGlobals());

const logIn = (email: string) => {
  const member = members.find((m) => m.email === email)!;
  cookie = `cepa_session=${openSession(member)}`;
};

describe('the visitor’s session', () => {
  it('answers "nobody" for a new visitor as a value, not an error', async () => {
    const response = await fetch('/api/club/session/');
    expect(response.status).toBe(200);
    expect(sessionMemberSchema.parse(await response.json())).toEqual({ member: null });
    await expect(fetchMember()).resolves.toBeNull();
  });

  it('names the logged-in member', async () => {
    logIn('lucia@example.com');
    await expect(fetchMember()).resolves.toEqual({
      name: 'Lucía',
      surname: 'Martín',
      email: 'lucia@example.com',
      hasNewsletterSubscription: true,
    });
  });

  it('refuses member checkout data without a member (SPEC §6)', async () => {
    expect((await fetch('/api/club/checkout/member_data/')).status).toBe(403);
  });
});

describe('fixtures parse with the client schemas', () => {
  it('member data for every fixture member', () => {
    for (const member of members) {
      const data = memberDataSchema.parse(memberDataFor(member));
      expect(data.personal_information).toMatchObject({ name: member.name, email: member.email });
    }
  });

  it('baskets, counting lines not units (SPEC §9)', () => {
    expect(basketLineCount(basketSummarySchema.parse(basketWithLines(2)))).toBe(2);
    expect(basketLineCount(basketSummarySchema.parse(basketWithLines(12)))).toBe(12);
  });

  it('rejects a basket without lines', () => {
    expect(basketSummarySchema.safeParse({ total_price: '0.00' }).success).toBe(false);
  });

  it('maps the session body to the member', () => {
    expect(toMember({ member: null })).toBeNull();
  });
});
