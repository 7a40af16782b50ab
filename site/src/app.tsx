import { lazy, Suspense, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { ErrorBoundary, type Language, type PageContent } from '@cepa/core';
import { LayoutShell, loginPage } from '@cepa/layout';
import { basketPreviewFor } from '@cepa/shop';
import { preloadable, retryOnce } from '@cepa/core/page';
import { applyHead } from './head';
import { useSiteMessages } from './messages';
import { ErrorPage, PageFailed } from './pages/error-page';
import { RegisteredPage } from './registry';
import { navigate } from './routing';
import { usePageContext } from 'vike-react/usePageContext';
import type { ErrorReason, LoginAttempt, SiteData } from './site-data';

/** `/login`'s page, loaded on demand (preloaded before `/login` hydrates or shows). */
export const LoginPage = preloadable(retryOnce(() => loginPage().then((m) => m.LoginPage)));

/** The spinner's code loads when a wait begins (the first page shows none). */
const loadSpinner = () => import('@cepa/ui/spinner');
const Spinner = lazy(() => loadSpinner().then((m) => ({ default: m.Spinner })));

/** Shows a spinner only when a load takes longer than a moment, so fast loads do not flash. */
export function DelayedLoading({ delay = 400 }: { delay?: number }) {
  const t = useSiteMessages();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // Its code is in by the time it shows.
    loadSpinner().catch(() => undefined);
    const timer = window.setTimeout(() => setShown(true), delay);
    return () => window.clearTimeout(timer);
  }, [delay]);
  return (
    <div className="fixed inset-x-0 top-0 z-50 flex justify-center p-2">
      {shown && (
        <Suspense fallback={null}>
          <Spinner label={t('site.loading')} />
        </Suspense>
      )}
    </div>
  );
}

/** Calls `then` once no modal overlay is left in the document (at most 2 s later). */
function whenOverlaysGone(then: () => void): () => void {
  const overlay = () =>
    document.querySelector(
      '[data-slot="drawer-overlay"], [data-slot="pop-in-overlay"], [data-slot="popover"]',
    );
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

/** The page the browser loaded, and whether another was shown since (module state of the browser only). */
let firstPageKey: string | null = null;
let navigated = false;

/**
 * Mounted with each page: after an in-site navigation, back to the top, focus on the new page's main
 * heading and `announcement` said to screen readers. The page the browser loaded keeps the browser's
 * own focus and scroll (also when development runs effects twice).
 */
function AfterNavigation({ pageKey, announcement }: { pageKey: string; announcement: string }) {
  useLayoutEffect(() => {
    firstPageKey ??= pageKey;
    if (!navigated && firstPageKey === pageKey) return;
    navigated = true;
    window.scrollTo(0, 0);
    focusHeading();
    announce(announcement);
    // A menu that is still closing (the mobile menu whose link was followed) hands focus back to its
    // button when it goes, at once or a frame later when the frame was replaced (an error page): the
    // new page's heading takes it back then.
    // Not if the visitor pressed something meanwhile (the member's menu opened at once after a login): the
    // focus their press gave stays, and the menu it opened with it.
    let acted = false;
    const act = () => (acted = true);
    document.addEventListener('pointerdown', act, true);
    document.addEventListener('keydown', act, true);
    let frame = window.requestAnimationFrame(() => {
      frame = window.requestAnimationFrame(() => {
        if (!acted) focusHeading();
      });
    });
    // Unless the visitor has moved into the new page meanwhile (a fast keyboard, a pop-in still fading out
    // after its link was followed): the focus they chose stays where it is.
    const stopWaiting = whenOverlaysGone(() => {
      if (!document.activeElement?.closest('main')) focusHeading();
    });
    return () => {
      window.cancelAnimationFrame(frame);
      document.removeEventListener('pointerdown', act, true);
      document.removeEventListener('keydown', act, true);
      stopWaiting();
    };
  }, [pageKey, announcement]);
  return null;
}

const subscribeHash = (listener: () => void) => {
  window.addEventListener('hashchange', listener);
  window.addEventListener('popstate', listener);
  return () => {
    window.removeEventListener('hashchange', listener);
    window.removeEventListener('popstate', listener);
  };
};

const currentHash = () => (typeof window === 'undefined' ? '' : window.location.hash);

/**
 * The address's hash, which the server never sees: empty on the server, the browser's from the first
 * render on, hydration included (a booking restores its step from it, once it has hydrated what the
 * server rendered without it).
 */
function useHash(): string {
  return useSyncExternalStore(subscribeHash, currentHash, currentHash);
}

/**
 * Marks the document once the page's main content has hydrated (React hydrates a Suspense boundary
 * apart, after the frame): from then on every control works (`html[data-hydrated]`, which the
 * end-to-end flows and the budget wait for).
 */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

/** A page resolved through page content: the slice page of its page type (its frame is `SiteRoute`'s). */
function SitePageContent({ page, query, loaded }: { page: PageContent; query: string; loaded?: unknown }) {
  const t = useSiteMessages();
  const hash = useHash();
  const key = `${page.language}${page.path}`;
  useEffect(() => applyHead(page), [page]);
  return (
    <>
      <ErrorBoundary
        context="site: rendering the page"
        resetKey={key}
        fallback={(error) => (
          <>
            <PageFailed error={error} />
            <MarkHydrated />
          </>
        )}
      >
        {/* A boundary of its own: a page that fails while the server renders it is rendered again in
            the browser, where the error boundary shows the 500 page inside the layout. */}
        <Suspense fallback={<DelayedLoading />}>
          <RegisteredPage page={page} query={query} hash={hash} loaded={loaded} />
          <MarkHydrated />
        </Suspense>
      </ErrorBoundary>
      <AfterNavigation
        key={key}
        pageKey={key}
        announcement={t('site.navigated', { title: `${page.title} · ${page.layout.brand_name}` })}
      />
    </>
  );
}

/**
 * Every page's frame, at the same place in each (`SiteRoute`), so that React keeps it from one page to the
 * next, whatever the page: a content page's own, or, for the pages that have no page content of their own
 * (`/login`, the error pages), the header, footer and banner of the language's home page, none of whose
 * links is current (they pass `currentPath` null). Without it (the content system does not answer) the page stands
 * alone in its own `main`.
 */
export function SiteFrame({
  frame,
  currentPath,
  shownPath,
  onLanguageChange,
  children,
}: {
  frame: PageContent | null;
  currentPath?: string | null;
  /** The address shown (the header's open menu closes when it changes). */
  shownPath?: string;
  onLanguageChange?: (language: Language, path: string) => void;
  children: React.ReactNode;
}) {
  if (!frame) {
    return (
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-page outline-none">
        {children}
      </main>
    );
  }
  return (
    <LayoutShell
      page={frame}
      currentPath={currentPath}
      shownPath={shownPath}
      onLanguageChange={onLanguageChange}
      basketPreview={basketPreviewFor(frame.page_type)}
    >
      {children}
    </LayoutShell>
  );
}

/** An error page (SPEC §2), in the language of the address that failed (its frame is `SiteRoute`'s). */
function ErrorContent({ status, reference }: { status: number; reference?: string }) {
  const t = useSiteMessages();
  return (
    <>
      <ErrorPage status={status} reference={reference} />
      <MarkHydrated />
      <AfterNavigation pageKey={`error-${status}`} announcement={t('site.navigationFailed', { status })} />
    </>
  );
}

/** `/login`, in the language of `next` (its frame is `SiteRoute`'s). */
function LoginContent({ next, title, attempt }: { next: string; title: string; attempt?: LoginAttempt }) {
  return (
    <>
      <Suspense fallback={<DelayedLoading />}>
        <LoginPage next={next} attempt={attempt} />
        <MarkHydrated />
      </Suspense>
      <AfterNavigation pageKey="login" announcement={title} />
    </>
  );
}

/** Vike's error page: its id ends so (`site/src/pages/_error`), on the server and in the browser alike. */
const isErrorPage = (pageId: string | null | undefined) => !!pageId?.endsWith('/_error');

/**
 * Every page of the site: Vike's three pages (the pages of page content, `/login`, the error pages) all
 * render this one component, with the frame first. As one page replaces another in the browser, React
 * then keeps the frame (the header with a menu the visitor opened meanwhile and the focus in it, the
 * footer) and changes only what is inside it; with a component of its own per page, the whole frame was
 * made again, and a press on the header as the next page arrived (the member's menu, opened at once after
 * logging in) was lost.
 */
export function SiteRoute() {
  const pageContext = usePageContext();
  if (isErrorPage(pageContext.pageId)) {
    const { abortStatusCode, abortReason, is404 } = pageContext;
    const status = typeof abortStatusCode === 'number' ? abortStatusCode : is404 ? 404 : 500;
    const reason = abortReason as ErrorReason | undefined;
    return (
      <SiteFrame frame={reason?.frame ?? null} currentPath={null} shownPath={pageContext.urlPathname}>
        <ErrorContent status={status} reference={reason?.reference} />
      </SiteFrame>
    );
  }
  const data = pageContext.data as SiteData;
  if (data.kind === 'login')
    return (
      <SiteFrame frame={data.frame} currentPath={null} shownPath={pageContext.urlPathname}>
        <LoginContent next={data.next} title={data.title} attempt={data.attempt} />
      </SiteFrame>
    );
  return (
    <SiteFrame frame={data.page} shownPath={pageContext.urlPathname} onLanguageChange={switchLanguage}>
      <SitePageContent
        page={data.page}
        query={pageContext.urlParsed?.searchOriginal ?? ''}
        loaded={data.loaded}
      />
    </SiteFrame>
  );
}
