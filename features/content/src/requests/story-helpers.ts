import { userEvent, within } from 'storybook/test';
import { freshStoryState } from '@cepa/core/stories';
import { members } from '@cepa/core/backend';

export { withSliceProviders, languageOf, brandOf } from '@cepa/core/stories';

/** A fresh embedded backend and no session cookie, before and after each story. */
export const freshState = freshStoryState(() => {
  document.cookie = 'cepa_session=; Path=/; Max-Age=0; SameSite=Lax';
});

/**
 * A story's `beforeEach` part: the member logs in through the login call, as on the site, so the
 * session cookie is the one the embedded backend set.
 */
export async function logInAs(email: string): Promise<void> {
  const member = members.find((m) => m.email === email);
  if (!member) throw new Error(`No fixture member ${email}`);
  const response = await fetch('/api/club/login/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: member.password }),
  });
  if (!response.ok) throw new Error(`Logging in ${email} answered ${response.status}`);
}

/** Types a value the quick way (one paste), as autofill would; key-by-key typing is proven end to end. */
export async function fill(field: HTMLElement, value: string) {
  await userEvent.click(field);
  await userEvent.paste(value);
}

/** Chooses an option of a select (its list opens in a portal, outside the story's canvas). */
export async function choose(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
}
