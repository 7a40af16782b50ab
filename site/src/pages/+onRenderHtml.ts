import { onRenderHtml as renderReact } from 'vike-react/__internal/integration/onRenderHtml';
import type { PageContextServer } from 'vike/types';

type InjectFilterEntry = { src: string; assetType: string | null; inject: false | 'HTML_BEGIN' | 'HTML_END' };

/**
 * React's HTML (vike-react's), without preloads of fonts: the page paints in its fallback fonts and the
 * brand's two faces are declared once it has (+Head.tsx, site/server/scripts-after-paint.ts).
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
        if (asset.assetType === 'font') asset.inject = false;
      }
    },
  };
}
