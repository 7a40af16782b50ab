import { useEffect, useState } from 'react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { usePageContext } from 'vike-react/usePageContext';
import {
  I18nProvider,
  NavigationProvider,
  RequestCookiesProvider,
  renderedMemberAtom,
  sessionCallsHeldAtom,
} from '@cepa/core';
import { PostedFormProvider } from '@cepa/core/form';
import { whenIdle } from '@cepa/core/page';
import { DelayedLoading } from '../app';
import { useNavigating } from '../navigation-progress';
import { navigate } from '../routing';
import { siteOf } from '../site-context';
import type { ErrorReason, SiteData } from '../site-data';
import '../styles.css';

/**
 * Around every page: one jotai store per request on the server (one per visit in the browser), seeded
 * with the member the server rendered for (the header's basket count asked once the page is
 * interactive), the
 * request's cookies (for what the server renders), the router's navigate for the slices, the page's
 * language, the form the page was rendered in answer to (sent without JavaScript), the loading
 * indicator of a slow in-site navigation, and the live region that says what an in-site navigation
 * led to.
 */
export default function Wrapper({ children }: { children: React.ReactNode }) {
  const pageContext = usePageContext();
  const [store] = useState(() => {
    const created = createStore();
    // The session the server rendered with: the page hydrates with the same member.
    const data = pageContext.data as SiteData | undefined;
    if (data?.kind) created.set(renderedMemberAtom, data.member);
    // Hydrating: the header's basket count (its call and contract) waits until the page is interactive.
    if (pageContext.isHydration) created.set(sessionCallsHeldAtom, true);
    return created;
  });
  // Hydrated: the held calls go once the browser is idle (or after two seconds at the latest).
  useEffect(() => whenIdle(() => store.set(sessionCallsHeldAtom, false)), [store]);
  const navigating = useNavigating();
  const data = pageContext.data as SiteData | undefined;
  const postedForm =
    data?.postedForm ?? (pageContext.abortReason as ErrorReason | undefined)?.postedForm ?? null;
  return (
    <JotaiProvider store={store}>
      <RequestCookiesProvider header={String(pageContext.headers?.cookie ?? '')}>
        <NavigationProvider navigate={navigate}>
          <I18nProvider language={siteOf(pageContext).language}>
            <PostedFormProvider value={postedForm}>{children}</PostedFormProvider>
            {navigating && <DelayedLoading />}
            <p id="route-announcer" role="status" aria-live="polite" className="sr-only" />
          </I18nProvider>
        </NavigationProvider>
      </RequestCookiesProvider>
    </JotaiProvider>
  );
}
