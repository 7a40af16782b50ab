// Draws each brand's default card for a shared link (Open Graph and Twitter's `summary_large_image`,
// 1200×630) into site/public/social/<brand>.png, in the brand's colours and display font. A page whose
// content has no picture a social network can fetch is shared with it (site/src/seo/social.ts).
// Run again when a brand's colours or name change: node tools/social-cards.mjs
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgsOfTools } from './chromium-args.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const font = (pkg, file) =>
  `data:font/woff2;base64,${fs.readFileSync(`${root}ui/node_modules/@fontsource-variable/${pkg}/files/${file}`).toString('base64')}`;

/** Each brand's name, line and colours (ui/src/styles/themes.css: primary, primary-fg, surface). */
const brands = {
  solera: {
    name: 'Casa Solera',
    line: 'Bodega · Haro, La Rioja',
    background: '#7a1f33',
    fg: '#ffffff',
    accent: '#fffdf9',
    font: { family: 'Fraunces', url: font('fraunces', 'fraunces-latin-wght-normal.woff2') },
  },
  brava: {
    name: 'Isla Brava',
    line: 'Finca en la isla · Vinos y visitas',
    background: '#0b6270',
    fg: '#ffffff',
    accent: '#f8fbfb',
    font: { family: 'Outfit', url: font('outfit', 'outfit-latin-wght-normal.woff2') },
  },
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgsOfTools(),
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  for (const [brand, b] of Object.entries(brands)) {
    await page.setContent(`<!doctype html><html><head><style>
      @font-face { font-family: '${b.font.family}'; src: url(${b.font.url}) format('woff2'); font-weight: 100 900; }
      html, body { margin: 0; width: 1200px; height: 630px; }
      body { background: ${b.background}; color: ${b.fg}; font-family: '${b.font.family}', serif;
        display: flex; flex-direction: column; justify-content: center; padding: 0 96px; box-sizing: border-box; }
      h1 { font-size: 120px; font-weight: 600; margin: 0; letter-spacing: -0.01em; }
      p { font-size: 40px; font-weight: 400; margin: 24px 0 0; opacity: 0.9; }
      hr { width: 160px; border: 0; border-top: 6px solid ${b.accent}; margin: 0 0 40px; }
    </style></head><body><hr><h1>${b.name}</h1><p>${b.line}</p></body></html>`);
    await page.evaluate(() => globalThis.document.fonts.ready);
    const file = `${root}site/public/social/${brand}.png`;
    await page.screenshot({ path: file });
    console.log(`social-cards: ${file}`);
  }
} finally {
  await browser.close();
}
