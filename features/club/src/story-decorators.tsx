import { freshStoryState } from '@cepa/core/stories';

export {
  navigations,
  languageOf,
  brandOf,
  logInAs,
  withSliceProviders as withClubProviders,
} from '@cepa/core/stories';

/** A fresh embedded backend and no session cookie, before and after each story. */
export const freshState = freshStoryState(() => {
  document.cookie = 'cepa_session=; Path=/; Max-Age=0; SameSite=Lax';
});
