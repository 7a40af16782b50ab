import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  config,
  ErrorBoundary,
  I18nProvider,
  NavigationProvider,
  safeNextPath,
  type Language,
} from '@cepa/core';
import { LayoutShell, loginPage, useLayoutMessages } from '@cepa/layout';
import { retryOnce } from '@cepa/core/page';
import { Spinner } from '@cepa/ui';
import { applyHead } from './head';
import { useSiteMessages } from './messages';
import { usePageContent } from './page-content';
import { ErrorPage, PageFailed } from './pages/error-page';
import { RegisteredPage } from './registry';
import { SiteFrame } from './site-frame';
import { brandOfHost, languageOfPath, navigate, useFullPath } from './routing';

const brand = brandOfHost(window.location.hostname, config.brand);

const LoginPage = lazy(retryOnce(() => loginPage().then((m) => ({ default: m.LoginPage }))));

/** Shows its children only when a load takes longer than a moment, so fast loads do not flash. */
function DelayedLoading({ delay = 400 }: { delay?: number }) {
  const t = useSiteMessages();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), delay);
    return () => window.clearTimeout(timer);
  }, [delay]);
  return (
    <div className="fixed inset-x-0 top-0 z-50 flex justify-center p-2">
      {shown && <Spinner label={t('site.loading')} />}
    </div>
  );
}

/** Calls `then` once no modal overlay is left in the document (at most 2 s later). */
function whenOverlaysGone(then: () => void): () => void {
  const overlay = () => document.querySelector('[data-slot="drawer-overlay"], [data-slot="pop-in-overlay"]');
  if (!overlay()) return () => {};
  const observer = new MutationObserver(() => {
    if (overlay()) return;
    stop();
    then();
  });
  const timer = window.setTimeout(() => stop(), 2000);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * Says to screen readers what an in-site navigation led to (the new page's title, or its error), in a
 * polite live region the site keeps on screen; the text is cleared first so the same words are heard again.
 */
function announce(text: string) {
  const region = document.getElementById('route-announcer');
  if (!region) return;
  region.textContent = '';
  window.setTimeout(() => {
    region.textContent = text;
  }, 50);
}

/**
 * The language switch goes to the same page in the other language and keeps the address's query and
 * hash, so a booking in progress (its state is in the hash) or a confirmation (its query) carries on.
 */
const switchLanguage = (_language: Language, path: string) =>
  navigate(`${path}${window.location.search}${window.location.hash}`);

/** Moves focus to the page's main heading (an error page's included). */
const focusHeading = () =>
  document.querySelector<HTMLElement>('#page-title, main h1')?.focus({ preventScroll: true });

/**
 * Mounted with each new page, in the same Suspense boundary, so it runs once that page is on screen:
 * after an in-site navigation, back to the top and focus on the new page's main heading. The first
 * page keeps the browser's own focus and scroll (also when development runs effects twice).
 */
function AfterNavigation({
  pageKey,
  firstPageKeyRef,
  navigatedRef,
}: {
  pageKey: string;
  firstPageKeyRef: React.RefObject<string | null>;
  navigatedRef: React.RefObject<boolean>;
}) {
  useLayoutEffect(() => {
    firstPageKeyRef.current ??= pageKey;
    if (!navigatedRef.current && firstPageKeyRef.current === pageKey) return;
    navigatedRef.current = true;
    window.scrollTo(0, 0);
    focusHeading();
    // A menu that is still closing (the mobile menu whose link was followed) hands focus back to its
    // button when it goes: the new page's heading takes it back then.
    return whenOverlaysGone(focusHeading);
  }, [pageKey, firstPageKeyRef, navigatedRef]);
  return null;
}

function PageRoute({
  pathname,
  fullPath,
  language,
}: {
  pathname: string;
  fullPath: string;
  language: Language;
}) {
  const { state, isCurrent } = usePageContent(pathname, fullPath, language, brand);
  // The page's query and hash, handed to the slice page (slices never read the address themselves).
  const { search: query, hash } = new URL(fullPath, 'http://localhost');
  const t = useSiteMessages();
  const firstPageKeyRef = useRef<string | null>(null);
  const navigatedRef = useRef(false);
  const [initialPath] = useState(fullPath);

  useEffect(() => {
    if (state.status === 'login') navigate(state.to, { replace: true });
  }, [state]);

  useEffect(() => {
    if (state.status !== 'ready' || !isCurrent) return;
    applyHead(state.page);
    if (navigatedRef.current) announce(t('site.navigated', { title: document.title }));
  }, [state, isCurrent, t]);

  useEffect(() => {
    if (state.status !== 'error' || !isCurrent) return;
    if (fullPath === initialPath && !navigatedRef.current) return;
    navigatedRef.current = true;
    window.scrollTo(0, 0);
    announce(t('site.navigationFailed', { status: state.code }));
  }, [state, isCurrent, fullPath, initialPath, t]);

  if (state.status === 'error' && isCurrent) {
    // After an in-site navigation the error's heading takes focus once it is on screen (in its frame).
    return <ErrorRoute language={language} status={state.code} focusHeading={fullPath !== initialPath} />;
  }
  if (state.status !== 'ready') return <DelayedLoading />;
  return (
    <>
      {!isCurrent && <DelayedLoading />}
      {/* The frame and the page appear together, once the page type's code is in: nothing below
          the header moves when the content arrives. */}
      <Suspense fallback={<DelayedLoading />}>
        <LayoutShell page={state.page} onLanguageChange={switchLanguage}>
          <ErrorBoundary
            context="site: rendering the page"
            resetKey={`${state.page.language}${state.page.path}`}
            fallback={(error) => <PageFailed error={error} />}
          >
            <RegisteredPage page={state.page} query={query} hash={hash} />
          </ErrorBoundary>
          <AfterNavigation
            key={`${state.page.language}${state.page.path}`}
            pageKey={`${state.page.language}${state.page.path}`}
            firstPageKeyRef={firstPageKeyRef}
            navigatedRef={navigatedRef}
          />
        </LayoutShell>
      </Suspense>
    </>
  );
}

/** An error page (SPEC §2) in the site's frame, in the language of the address that failed. */
function ErrorRoute({
  language,
  status,
  focusHeading = false,
}: {
  language: Language;
  status: number;
  focusHeading?: boolean;
}) {
  return (
    <SiteFrame language={language} brand={brand} title={`Error ${status}`} loading={<DelayedLoading />}>
      <ErrorPage status={status} focusHeading={focusHeading} />
    </SiteFrame>
  );
}

/** `/login` in the site's frame, in the language of `next` or of the page the visitor came from. */
function LoginRoute({ language, next }: { language: Language; next: string }) {
  const t = useLayoutMessages();
  return (
    <SiteFrame language={language} brand={brand} title={t('layout.login.title')} loading={<DelayedLoading />}>
      <Suspense fallback={<DelayedLoading />}>
        <LoginPage next={next} />
      </Suspense>
    </SiteFrame>
  );
}

export function App() {
  const fullPath = useFullPath();
  const url = new URL(fullPath, window.location.origin);
  const pathLanguage = languageOfPath(url.pathname);
  // The language of the last page shown: /login and addresses without a language speak it.
  const [lastLanguage, setLastLanguage] = useState<Language>(config.defaultLanguage);
  if (pathLanguage && pathLanguage !== lastLanguage) setLastLanguage(pathLanguage);
  const next = url.pathname === '/login' ? safeNextPath(url.searchParams.get('next')) : null;
  const language = pathLanguage ?? (next ? languageOfPath(next) : null) ?? lastLanguage;

  useEffect(() => {
    document.documentElement.dataset.brand = brand;
  }, []);

  useEffect(() => {
    if (url.pathname === '/') navigate(`/${config.defaultLanguage}/`, { replace: true });
  }, [url.pathname]);

  let content: React.ReactNode;
  if (next !== null) {
    content = <LoginRoute language={language} next={next} />;
  } else if (!pathLanguage) {
    content = url.pathname === '/' ? null : <ErrorRoute language={language} status={404} />;
  } else {
    content = <PageRoute pathname={url.pathname} fullPath={fullPath} language={language} />;
  }

  return (
    <NavigationProvider navigate={navigate}>
      <I18nProvider language={language}>
        {content}
        {/* What an in-site navigation led to, for screen readers (see announce). */}
        <p id="route-announcer" role="status" aria-live="polite" className="sr-only" />
      </I18nProvider>
    </NavigationProvider>
  );
}
