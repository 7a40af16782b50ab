import { freshStoryState } from '@cepa/core/stories';
import { members, openSession } from '@cepa/core/backend';

export {
  navigations,
  languageOf,
  brandOf,
  withSliceProviders as withShopProviders,
} from '@cepa/core/stories';

const sessionCookies = ['cepa_session', 'cepa_visitor'];

/** A fresh embedded backend and no session or visitor cookie, before and after each story. */
export const freshState = freshStoryState(() => {
  for (const name of sessionCookies) document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
});

/** A story's `beforeEach` part: the member is logged in (their basket is the one the page shows). */
export function logInAs(email: string): number {
  const member = members.find((m) => m.email === email);
  if (!member) throw new Error(`No fixture member ${email}`);
  document.cookie = `cepa_session=${openSession(member)}; Path=/; SameSite=Lax`;
  return member.id;
}
