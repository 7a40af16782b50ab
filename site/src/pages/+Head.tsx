import { usePageContext } from 'vike-react/usePageContext';
import type { SiteData } from '../site-data';

/**
 * The head the server writes: the canonical address and the hreflang alternates (the brand's fonts are
 * preloaded by +onRenderHtml).
 */
export default function Head() {
  const pageContext = usePageContext();
  const data = pageContext.data as SiteData | undefined;
  const forwarded = String(pageContext.headers?.['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim();
  const origin = `${forwarded === 'https' ? 'https' : 'http'}://${pageContext.headers?.host ?? 'localhost'}`;
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
