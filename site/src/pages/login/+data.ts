import type { PageContextServer } from 'vike/types';
import { config, safeNextPath } from '@cepa/core';
import { preloadLayout, useLayoutMessages } from '@cepa/layout';
import { LoginPage } from '../../app';
import { languageOfPath } from '../../routing';
import { brandOf, frameOf, memberOf } from '../../server/page-data';
import type { LoginAttempt, LoginData } from '../../site-data';
import type { PostedForm } from '@cepa/core/form';

/**
 * `/login`, in the language of `next` (a same-site path only), framed by that language's home page; after
 * a login sent without JavaScript that failed, with why and the e-mail typed (`site/server/login.ts`);
 * after the frame's footer newsletter was sent without JavaScript, with what came of it.
 */
export async function data(
  pageContext: PageContextServer & { loginAttempt?: LoginAttempt; postedForm?: PostedForm },
): Promise<LoginData> {
  const next = safeNextPath(pageContext.urlParsed.search.next);
  const language = languageOfPath(next) ?? config.defaultLanguage;
  const brand = brandOf(pageContext);
  const [frame, member] = await Promise.all([
    frameOf(language, brand, pageContext),
    memberOf(pageContext),
    LoginPage.preload(),
    preloadLayout(),
  ]);
  const title = useLayoutMessages.intlFor(language).formatMessage({ id: 'layout.login.title' }) as string;
  const { loginAttempt: attempt, postedForm } = pageContext;
  return {
    kind: 'login',
    brand,
    language,
    frame,
    next,
    title,
    member,
    ...(attempt ? { attempt } : {}),
    ...(postedForm ? { postedForm } : {}),
  };
}
