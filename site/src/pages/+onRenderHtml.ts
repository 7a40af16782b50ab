import { onRenderHtml as renderReact } from 'vike-react/__internal/integration/onRenderHtml';
import type { PageContextServer } from 'vike/types';
import { brandFontFiles } from '@cepa/ui/fonts';
import { siteOf } from '../site-context';

type InjectFilterEntry = { src: string; assetType: string | null; inject: false | 'HTML_BEGIN' | 'HTML_END' };

/**
 * React's HTML (vike-react's), with only the brand's own two fonts preloaded: the stylesheet declares
 * all four, and a phone on a slow connection should not download the other brand's.
 *
 * Why vike-react's internal hook: Vike takes an `injectFilter` (which preload tags go into the page)
 * only from what `onRenderHtml` returns (https://vike.dev/injectFilter), and vike-react, whose
 * `onRenderHtml` this is, has no public setting that passes one on. So this hook wraps vike-react's
 * own, imported from `vike-react/__internal/integration/onRenderHtml` (an export its package.json
 * declares, but not a public API). site/package.json pins vike-react's exact version for that reason:
 * on an upgrade, check that the import still exists and still renders the whole document, or move to
 * a public way if vike-react has gained one.
 */
export async function onRenderHtml(pageContext: PageContextServer) {
  const fonts: readonly string[] = brandFontFiles[siteOf(pageContext).brand];
  // React's own inline scripts (the streamed parts of a page) carry the request's CSP nonce. A +react
  // value in +config.ts is fixed at build time, so the per-request option is added here, beside the
  // font filter (a function in a +react.server.ts file would be vike-react's public way to do it).
  const nonce = pageContext.cspNonce ?? undefined;
  const config = pageContext.config as { react?: unknown[] };
  // A finished part of the page is written in place, however long (React would otherwise send a long
  // one hidden, to be moved in place by a script: unreadable with JavaScript off).
  const streamOptions = { nonce, progressiveChunkSize: Number.MAX_SAFE_INTEGER };
  config.react = [...(config.react ?? []), { renderToStreamOptions: { streamOptions } }];
  return {
    documentHtml: await renderReact(pageContext),
    injectFilter(assets: InjectFilterEntry[]) {
      for (const asset of assets) {
        if (asset.assetType === 'font' && !fonts.includes(asset.src)) asset.inject = false;
      }
    },
  };
}
