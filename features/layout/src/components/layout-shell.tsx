import { useMemo, useState } from 'react';
import { useCookie, type PageContent } from '@cepa/core';
import { HydrateOnDemand, preloadable } from '@cepa/core/page';
import { ageVerifiedCookie } from '../age-verified';
import type { HeaderProps } from './header';
import { useShellMessages } from '../shell-messages';

/** Only the brands with an age gate, and only until the visitor answers, download it. */
const AgeGate = preloadable(() => import('./age-gate').then((m) => m.AgeGate));
/**
 * The banner and header, and the footer: their code loads apart from the page's (the first page
 * hydrates its main content first; the frame hydrates once the browser is idle, the footer when the
 * visitor comes near it; a press in either before then waits for it and is done then).
 */
const FrameTop = preloadable(() => import('./frame-top').then((m) => m.FrameTop));
const Footer = preloadable(() => import('./footer').then((m) => m.Footer));

/**
 * Loads, on the server, the code of the frame's parts that load on demand in the browser (the banner
 * and header, the cookie banner, the footer and its newsletter form, the age gate), so that the HTML carries them: the age
 * gate arrives as a dialog the page's inline script opens as modal as the page is parsed.
 */
export async function preloadLayout(): Promise<void> {
  await Promise.all([
    FrameTop.preload(),
    Footer.preload(),
    import('./footer').then((m) => m.NewsletterForm.preload()),
    import('./frame-top').then((m) => m.preloadFrameTop()),
    AgeGate.preload(),
  ]);
}

export type LayoutShellProps = {
  page: PageContent;
  children: React.ReactNode;
  /** The page shown when `page` only frames it (the header's `currentPath`): `null` for none of its links. */
  currentPath?: HeaderProps['currentPath'];
  /** The address of the page shown, when `page` frames another page (the header's `shownPath`). */
  shownPath?: HeaderProps['shownPath'];
  onLanguageChange?: HeaderProps['onLanguageChange'];
  basketPreview?: HeaderProps['basketPreview'];
};

/** Every page's frame: skip link, funding banner, header, main content, footer and age gate. */
export function LayoutShell({
  page,
  children,
  currentPath,
  shownPath,
  onLanguageChange,
  basketPreview,
}: LayoutShellProps) {
  const t = useShellMessages();
  const ageVerified = useCookie(ageVerifiedCookie) === 'yes';
  const [needsAgeGate] = useState(() => page.layout.age_gate && !ageVerified);
  // The same elements across renders: a part still waiting to hydrate is left alone.
  const top = useMemo(
    () => (
      <FrameTop
        page={page}
        currentPath={currentPath}
        shownPath={shownPath}
        onLanguageChange={onLanguageChange}
        basketPreview={basketPreview}
      />
    ),
    [page, currentPath, shownPath, onLanguageChange, basketPreview],
  );
  const footer = useMemo(() => <Footer page={page} />, [page]);
  const ageGate = useMemo(() => <AgeGate brandName={page.layout.brand_name} />, [page.layout.brand_name]);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-surface-raised px-4 py-2 font-semibold text-fg focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:outline-3 focus:outline-focus"
      >
        {t('layout.skipLink')}
      </a>
      {/* The banner and header, and the footer, hydrate apart from the page (their fallbacks show only
          where the server rendered nothing: a story, a frame first drawn in the browser). */}
      <HydrateOnDemand
        when="idle"
        load={FrameTop.preload}
        isLoaded={FrameTop.isLoaded}
        fallback={<div data-pending className="min-h-16 border-b border-border bg-surface" />}
      >
        {top}
      </HydrateOnDemand>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-page flex-1 outline-none">
        {children}
      </main>
      <HydrateOnDemand
        load={Footer.preload}
        isLoaded={Footer.isLoaded}
        fallback={<div data-pending className="mt-12 min-h-72 border-t border-border bg-surface-muted" />}
      >
        {footer}
      </HydrateOnDemand>
      {/* The age gate comes open in the server's HTML (made modal as the page is parsed) and hydrates once
          the browser is idle, or at once when the visitor presses, focuses or types in it. */}
      {needsAgeGate && (
        <HydrateOnDemand
          when="idle"
          load={AgeGate.preload}
          isLoaded={AgeGate.isLoaded}
          fallback={<div data-pending className="fixed inset-0 z-50 bg-scrim" aria-hidden="true" />}
        >
          {ageGate}
        </HydrateOnDemand>
      )}
    </div>
  );
}
