import { photographOr } from '@cepa/core/backend';

/**
 * Drawn pictures for the fixtures, inline as SVG data URIs: the embedded backend never points the
 * page at an outside address, and screenshots always look the same. In the embedded backend's own
 * process each is a photograph of the same kind instead (`photographOr`), of a CMS's size and weight
 * (a logo: a logo file).
 */
function svg(body: string, viewBox = '0 0 800 600'): string {
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`)}`;
}

/** Rows of vines on rolling inland hills, under a wide sky. */
export function vineyard(sky = '#e9dcc6', hills = '#8a9a5b', rows = '#4f5e2c'): string {
  return photographOr(
    svg(
      `<rect width="800" height="600" fill="${sky}"/><circle cx="640" cy="130" r="56" fill="#f2c14e"/>` +
        `<path d="M0 330 Q200 250 420 320 T800 290 V600 H0Z" fill="${hills}"/>` +
        `<path d="M0 420 Q260 360 520 410 T800 400 V600 H0Z" fill="${rows}"/>` +
        Array.from(
          { length: 9 },
          (_, i) => `<path d="M${i * 100 - 40} 600 L${i * 90 + 20} 430" stroke="#2f3a18" stroke-width="6"/>`,
        ).join(''),
    ),
    'vineyard',
    `${sky} ${hills} ${rows}`,
  );
}

/** A volcanic island estate: black earth, low walls around the vines, the sea behind. */
export function islandEstate(sky = '#d9e8ee', sea = '#3d7ea6', earth = '#2e2a28'): string {
  return photographOr(
    svg(
      `<rect width="800" height="600" fill="${sky}"/><rect y="250" width="800" height="90" fill="${sea}"/>` +
        `<path d="M0 300 Q180 180 360 290 L800 320 V600 H0Z" fill="${earth}"/>` +
        Array.from(
          { length: 6 },
          (_, i) =>
            `<path d="M${60 + i * 130} 470 a40 30 0 0 1 80 0" fill="none" stroke="#8c7f72" stroke-width="8"/><circle cx="${100 + i * 130}" cy="465" r="14" fill="#6f8f3a"/>`,
        ).join(''),
    ),
    'island',
    `${sky} ${sea} ${earth}`,
  );
}

/** Barrels in a cellar. */
export function cellar(wall = '#5a3b2e', barrel = '#8b5a3c'): string {
  return photographOr(
    svg(
      `<rect width="800" height="600" fill="${wall}"/><path d="M0 0 H800 V120 Q400 20 0 120Z" fill="#3e271e"/>` +
        Array.from(
          { length: 4 },
          (_, i) =>
            `<ellipse cx="${130 + i * 180}" cy="430" rx="80" ry="90" fill="${barrel}"/><ellipse cx="${130 + i * 180}" cy="430" rx="30" ry="34" fill="#3e271e"/>`,
        ).join(''),
    ),
    'cellar',
    `${wall} ${barrel}`,
  );
}

/** Two glasses of wine on a table. */
export function tasting(table = '#c9b79c', wine = '#7b1e2b'): string {
  return photographOr(
    svg(
      `<rect width="800" height="600" fill="#efe7dc"/><rect y="420" width="800" height="180" fill="${table}"/>` +
        [300, 480]
          .map(
            (x) =>
              `<path d="M${x - 60} 200 Q${x} 380 ${x + 60} 200Z" fill="${wine}"/><path d="M${x - 70} 140 Q${x} 420 ${x + 70} 140" fill="none" stroke="#fff" stroke-width="5"/><rect x="${x - 3}" y="330" width="6" height="90" fill="#fff"/><rect x="${x - 40}" y="416" width="80" height="6" fill="#fff"/>`,
          )
          .join(''),
    ),
    'tasting',
    `${table} ${wine}`,
  );
}

/**
 * A funding or certification logo: a round mark with a short word; in the embedded backend's process, a
 * logo file as a content system serves one (flat artwork, `tools/photographs.mjs`).
 */
export function logo(word: string, colour: string): string {
  return photographOr(
    svg(
      `<rect width="240" height="96" rx="10" fill="#ffffff"/><circle cx="48" cy="48" r="30" fill="${colour}"/>` +
        `<text x="92" y="58" font-family="sans-serif" font-size="26" font-weight="700" fill="#222">${word}</text>`,
      '0 0 240 96',
    ),
    'logo',
    `${word} ${colour}`,
  );
}
