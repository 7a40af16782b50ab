import { userEvent, within } from 'storybook/test';
import { freshStoryState } from '@cepa/core/stories';

export { withSliceProviders, languageOf, brandOf, logInAs } from '@cepa/core/stories';

/** A fresh embedded backend and no session cookie, before and after each story. */
export const freshState = freshStoryState(() => {
  document.cookie = 'cepa_session=; Path=/; Max-Age=0; SameSite=Lax';
});

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
