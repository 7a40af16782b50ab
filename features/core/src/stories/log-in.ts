import { members } from '../backend/members';

/**
 * A story's `beforeEach` part: the member logs in through the login call, as on the site, so the
 * session cookie is the one the embedded backend set (MSW keeps cookies it set apart from the
 * document's, and they win over them). Resolves with the member's id.
 */
export async function logInAs(email: string): Promise<number> {
  const member = members.find((m) => m.email === email);
  if (!member) throw new Error(`No fixture member ${email}`);
  const response = await fetch('/api/club/login/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: member.password }),
  });
  if (!response.ok) throw new Error(`Logging in ${email} answered ${response.status}`);
  return member.id;
}
