import { usePageContext } from 'vike-react/usePageContext';
import { canonicalOrigin } from '../routing/origins';
import type { SiteData } from '../site-data';
import { siteOf } from '../site-context';
import { brandFontFaces, fontFaceCss } from '@cepa/ui/fonts';
import pageChunks from 'virtual:cepa/page-chunks';
import { fontsAfterPaint, waitingEvaluate, waitingPreload, waitingScript } from '../after-paint';
import { robotsFor } from '../seo/robots';
import { socialTags } from '../seo/social';
import { jsonLdText, structuredDataFor } from '../seo/structured-data';

/**
 * The head the server writes: the canonical address and the hreflang alternates, on the brand's
 * configured origin (`CEPA_SITE_ORIGINS`); whether search engines may index the page; the page's Open
 * Graph and Twitter card tags; its structured data (JSON-LD); the brand's fonts, declared once the page has painted, and the page
 * type's code, asked for once it has. (Written on the server only: the browser's code carries none of it.)
 */
export default function Head() {
  const pageContext = usePageContext();
  const data = pageContext.data as SiteData | undefined;
  // The brand's configured origin, never the request's Host or X-Forwarded-Proto: a shared cache keeps
  // this HTML for every visitor of the brand.
  const origin = data?.kind === 'page' ? (canonicalOrigin(data.brand) ?? '') : '';
  const faces = brandFontFaces[siteOf(pageContext).brand];
  // The page type's code, announced here so that the loader asks for it two files at a time after the
  // first paint, not Vite's preload helper all at once as the page hydrates (tools/vite-page-chunks.ts).
  // A page type without a page of its own renders as a content page (registry.tsx).
  const chunks = data?.kind === 'page' ? (pageChunks[data.page.page_type] ?? pageChunks.content ?? []) : [];
  // The files the entry script would evaluate in its one task (Vike's router's and the page entry's, the
  // entries left out), each after those it imports: the loader evaluates them a file a task first.
  const entryFiles = data ? (pageChunks[data.kind === 'page' ? '$page' : '$login'] ?? []) : [];
  // The login and an error page (no page data) are never indexed either.
  const robots = robotsFor(data?.kind === 'page' ? data.page.page_type : null);
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
      {robots && <meta name="robots" content={robots} />}
      {data?.kind === 'page' && (
        <>
          {socialTags(data.page, origin).map((tag, index) => (
            <meta key={index} {...tag} />
          ))}
          {structuredDataFor(data.page, origin).map((thing, index) => (
            // A data block (never run, so no CSP source is needed), escaped so no text can end it.
            <script
              key={index}
              type="application/ld+json"
              dangerouslySetInnerHTML={{ __html: jsonLdText(thing) }}
            />
          ))}
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
      {entryFiles.map((href) => (
        <script
          key={href}
          type={waitingScript}
          nonce={pageContext.cspNonce ?? undefined}
          {...{ [waitingPreload]: href, [waitingEvaluate]: '' }}
        />
      ))}
      {chunks.map((href) => (
        // A private answer's nonce, as on every script tag Vike writes in it.
        <script
          key={href}
          type={waitingScript}
          nonce={pageContext.cspNonce ?? undefined}
          {...{ [waitingPreload]: href }}
        />
      ))}
    </>
  );
}
