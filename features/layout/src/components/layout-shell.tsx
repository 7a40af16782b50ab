import { Suspense, useState } from 'react';
import { useCookie, type PageContent } from '@cepa/core';
import { preloadable } from '@cepa/core/page';
import { ageVerifiedCookie } from '../age-verified';
import { NewsletterForm } from './footer';
import { Footer } from './footer';
import { FundingBanner } from './funding-banner';
import { Header, type HeaderProps } from './header';
import { useLayoutMessages } from '../messages';

/** Only the brands with an age gate, and only until the visitor answers, download it. */
const AgeGate = preloadable(() => import('./age-gate').then((m) => m.AgeGate));

/**
 * Loads, on the server, the code of the frame's parts that load on demand in the browser (the newsletter
 * form), so that the HTML carries them. The age gate is left to load on its own: the server's HTML
 * already covers the page with it, and hydrating it apart keeps the first hydration short.
 */
export async function preloadLayout(): Promise<void> {
  await NewsletterForm.preload();
}

export type LayoutShellProps = {
  page: PageContent;
  children: React.ReactNode;
  onLanguageChange?: HeaderProps['onLanguageChange'];
  basketPreview?: HeaderProps['basketPreview'];
};

/** Every page's frame: skip link, funding banner, header, main content, footer and age gate. */
export function LayoutShell({ page, children, onLanguageChange, basketPreview }: LayoutShellProps) {
  const t = useLayoutMessages();
  const ageVerified = useCookie(ageVerifiedCookie) === 'yes';
  const [needsAgeGate] = useState(() => page.layout.age_gate && !ageVerified);
  const { banner } = page.layout;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-surface-raised px-4 py-2 font-semibold text-fg focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:outline-3 focus:outline-focus"
      >
        {t('layout.skipLink')}
      </a>
      {/* The banner, the header and the footer each hydrate as a boundary of their own: React hydrates
          such a boundary after the frame around it, a few milliseconds at a time, and first the one a
          visitor presses in, so hydrating never holds a phone's main thread in one long task. Nothing
          in them suspends: the fallbacks are never shown. */}
      <Suspense fallback={null}>
        {banner?.active && <FundingBanner banner={banner} brand={page.brand} />}
        <Header page={page} onLanguageChange={onLanguageChange} basketPreview={basketPreview} />
      </Suspense>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-page flex-1 outline-none">
        {children}
      </main>
      <Suspense fallback={null}>
        <Footer page={page} />
      </Suspense>
      {needsAgeGate && (
        <Suspense fallback={<div data-pending className="fixed inset-0 z-50 bg-scrim" aria-hidden="true" />}>
          <AgeGate brandName={page.layout.brand_name} />
        </Suspense>
      )}
    </div>
  );
}
