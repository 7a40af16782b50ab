import type { ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import type { scriptsAfterPaint as ScriptsAfterPaint } from './server/scripts-after-paint.ts';

/**
 * The dev server's pages go through the same rewrite as the production server's (`site/server/app.ts`):
 * the page's code loads after the first paint, and the inline loader holds a press made before the
 * page hydrates and opens the age gate as modal. A developer sees what a visitor sees before the page is
 * interactive, instead of a page whose code (unbundled, slower) races the first press.
 */
export function devPagesAsInProduction(): Plugin {
  return {
    name: 'cepa:dev-pages-as-in-production',
    apply: 'serve',
    configureServer(server) {
      // Loaded through Vite (the rewrite imports the slices' TypeScript, which Node does not load here).
      let loaded: Promise<typeof ScriptsAfterPaint> | undefined;
      // Added before Vite's and Vike's own middlewares: it sees every answer they write.
      server.middlewares.use((_req, res, next) => {
        loaded ??= server
          .ssrLoadModule('/server/scripts-after-paint.ts')
          .then((module) => module.scriptsAfterPaint as typeof ScriptsAfterPaint);
        loaded.then(
          (scriptsAfterPaint) => {
            rewriteHtmlOf(res, scriptsAfterPaint);
            next();
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}

function rewriteHtmlOf(res: ServerResponse, scriptsAfterPaint: typeof ScriptsAfterPaint) {
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...rest: unknown[]) => ServerResponse;
  let html: ReturnType<typeof ScriptsAfterPaint> | null | undefined;
  const rewriting = () => {
    if (html !== undefined) return html;
    const type = String(res.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html')) return (html = null);
    res.removeHeader('content-length');
    // The dev server's answers have no CSP (its own inline scripts, Vite's client and React's refresh,
    // differ at every change); the production server's do (site/server/app.ts).
    html = scriptsAfterPaint();
    html.on('data', (chunk: Buffer) => write(chunk));
    html.on('end', () => end());
    return html;
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    const stream = rewriting();
    if (!stream) return write(chunk, ...rest);
    stream.write(chunk as Buffer);
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    const stream = rewriting();
    if (!stream) return end(chunk, ...rest);
    if (chunk !== undefined && typeof chunk !== 'function') stream.write(chunk as Buffer);
    stream.end();
    return res;
  }) as typeof res.end;
}
