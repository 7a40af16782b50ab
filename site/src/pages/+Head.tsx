import { usePageContext } from 'vike-react/usePageContext';
import { canonicalOrigin } from '../routing/origins';
import type { SiteData } from '../site-data';

/**
 * The head the server writes: the canonical address and the hreflang alternates, on the brand's
 * configured origin (`CEPA_SITE_ORIGINS`; the brand's fonts are preloaded by +onRenderHtml).
 */
export default function Head() {
  const pageContext = usePageContext();
  const data = pageContext.data as SiteData | undefined;
  // The brand's configured origin, never the request's Host or X-Forwarded-Proto: a shared cache keeps
  // this HTML for every visitor of the brand.
  const origin = data?.kind === 'page' ? (canonicalOrigin(data.brand) ?? '') : '';
  return (
    <>
      {data?.kind === 'page' && (
        <>
          <link rel="canonical" href={new URL(data.page.path, origin).href} />
          {[{ language: data.page.language, path: data.page.path }, ...data.page.alternates].map(
            (alternate) => (
              <link
                key={alternate.language}
                rel="alternate"
                hrefLang={alternate.language}
                href={new URL(alternate.path, origin).href}
              />
            ),
          )}
        </>
      )}
    </>
  );
}
