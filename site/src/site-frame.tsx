import { useEffect, useState } from 'react';
import { fetchPageContent, reportError, type Brand, type Language, type PageContent } from '@cepa/core';
import { LayoutShell } from '@cepa/layout';

type FrameState = { status: 'loading' } | { status: 'ready'; page: PageContent } | { status: 'none' };

/**
 * The site's frame for the pages that have no page content of their own (`/login`, the error pages):
 * the header, footer and banner of the language's home page, whose content gives the layout. Without
 * it (the content system does not answer) the page stands alone in its own `main`.
 */
export function SiteFrame({
  language,
  brand,
  title,
  children,
  loading,
}: {
  language: Language;
  brand: Brand;
  /** Names the page in the document's title, before the brand: "Acceso socios · Casa Solera". */
  title: string;
  children: React.ReactNode;
  /** Shown while the frame's content loads. */
  loading: React.ReactNode;
}) {
  const [state, setState] = useState<{ key: string; value: FrameState }>({
    key: '',
    value: { status: 'loading' },
  });
  const key = `${brand}|${language}`;
  useEffect(() => {
    const controller = new AbortController();
    fetchPageContent(`/${language}/`, language, brand, controller.signal)
      // The frame's page is not this address: no language switch to another page.
      .then((page) => ({ status: 'ready' as const, page: { ...page, alternates: [] } }))
      .catch((error: unknown) => {
        reportError(error, 'site: loading the frame of a page without content');
        return { status: 'none' as const };
      })
      .then((value) => {
        if (!controller.signal.aborted) setState({ key, value });
      });
    return () => controller.abort();
  }, [key, brand, language]);

  const frame = state.key === key ? state.value : { status: 'loading' as const };
  const brandName = frame.status === 'ready' ? frame.page.layout.brand_name : null;
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = brandName ? `${title} · ${brandName}` : title;
  }, [language, title, brandName]);

  if (frame.status === 'loading') return loading;
  if (frame.status === 'none') {
    return (
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-page outline-none">
        {children}
      </main>
    );
  }
  return <LayoutShell page={frame.page}>{children}</LayoutShell>;
}
