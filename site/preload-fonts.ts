import type { Plugin } from 'vite';
// Types only: Node loads this file with the config, and cannot run the workspace's TypeScript.
import type { Brand } from '@cepa/core/config';

/** The fonts each brand shows above the fold: its display and body faces (ui/src/styles/themes.css). */
const brandFonts: Record<Brand, readonly string[]> = {
  solera: ['fraunces', 'inter'],
  brava: ['outfit', 'dm-sans'],
};

/**
 * Preloads the brand's fonts from the page's head, so that they arrive with the app's code rather than
 * after the first render: a font that swapped in after the first paint re-wrapped the banner and the
 * hero and moved the page (a layout shift of 0.17-0.3 on a slow phone). The brand is the host's, as the
 * site decides it (`brandOfHost`), so a visitor downloads only their brand's two fonts.
 */
export function preloadBrandFonts(defaultBrand: Brand): Plugin {
  return {
    name: 'cepa:preload-brand-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {}).filter((file) => file.endsWith('.woff2'));
        const urls = Object.fromEntries(
          (Object.keys(brandFonts) as Brand[]).map((brand) => [
            brand,
            brandFonts[brand].map((font) => {
              const file = files.find((name) =>
                new RegExp(`(^|/)${font}-latin-wght-normal-[^/]+\\.woff2$`).test(name),
              );
              if (!file) throw new Error(`preloadBrandFonts: no ${font} font in the build (was it renamed?)`);
              return `/${file}`;
            }),
          ]),
        );
        const script =
          `(function(){var f=${JSON.stringify(urls)};var b=location.hostname.split('.')[0];` +
          `(f[b]||f[${JSON.stringify(defaultBrand)}]).forEach(function(h){var l=document.createElement('link');` +
          `l.rel='preload';l.as='font';l.type='font/woff2';l.crossOrigin='anonymous';l.href=h;document.head.appendChild(l);});})();`;
        return [{ tag: 'script', children: script, injectTo: 'head-prepend' }];
      },
    },
  };
}
