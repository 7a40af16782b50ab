import { usePageContext } from 'vike-react/usePageContext';
import { canonicalOrigin } from '../routing/origins';
import type { SiteData } from '../site-data';
import { siteOf } from '../site-context';
import { brandFontFaces, fontFaceCss } from '@cepa/ui/fonts';
import { fontsAfterPaint } from '../fonts-after-paint';

/**
 * The head the server writes: the canonical address and the hreflang alternates, on the brand's
 * configured origin (`CEPA_SITE_ORIGINS`), and the brand's fonts, declared once the page has painted.
 */
export default function Head() {
  const pageContext = usePageContext();
  const data = pageContext.data as SiteData | undefined;
  // The brand's configured origin, never the request's Host or X-Forwarded-Proto: a shared cache keeps
  // this HTML for every visitor of the brand.
  const origin = data?.kind === 'page' ? (canonicalOrigin(data.brand) ?? '') : '';
  const faces = brandFontFaces[siteOf(pageContext).brand];
  return (
    <>
      {/* Without JavaScript, the fonts come with the page's rules here; with it, the loader loads these
          faces once the first paint is done (site/server/scripts-after-paint.ts): the fonts then neither
          compete with the stylesheet for a slow connection nor hold the largest paint. */}
      <noscript
        id={fontsAfterPaint}
        data-faces={JSON.stringify(faces)}
        dangerouslySetInnerHTML={{ __html: `<style>${fontFaceCss(faces)}</style>` }}
      />
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
