import { photographOr } from '@cepa/core/backend';

/**
 * Drawn product pictures for the fixtures, inline as SVG data URIs: the embedded backend never points
 * the page at an outside address, and screenshots always look the same. In the embedded backend's own
 * process each is a photograph of the same kind instead (`photographOr`), of a real shop's size and weight.
 */
function svg(body: string, viewBox = '0 0 600 800'): string {
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${body}</svg>`)}`;
}

/** A bottle standing on a plain background: its glass, its label and its capsule. */
export function bottle(glass: string, label: string, background = '#f3ede4', wide = false): string {
  const w = wide ? 150 : 110;
  const x = 300 - w / 2;
  return photographOr(
    svg(
      `<rect width="600" height="800" fill="${background}"/>` +
        `<rect x="${x}" y="300" width="${w}" height="440" rx="26" fill="${glass}"/>` +
        `<path d="M${x + 10} 310 Q300 200 ${x + w - 10} 310Z" fill="${glass}"/>` +
        `<rect x="280" y="90" width="40" height="190" rx="10" fill="${glass}"/>` +
        `<rect x="276" y="80" width="48" height="70" rx="8" fill="#3b2a22"/>` +
        `<rect x="${x + 10}" y="470" width="${w - 20}" height="150" rx="6" fill="${label}"/>` +
        `<rect x="${x + 26}" y="510" width="${w - 52}" height="10" fill="#3b2a22" opacity="0.6"/>` +
        `<rect x="${x + 36}" y="540" width="${w - 72}" height="8" fill="#3b2a22" opacity="0.4"/>`,
    ),
    'bottle',
    `${glass} ${label} ${background} ${wide}`,
  );
}

/** A gift box with bottles showing. */
export function giftBox(box: string, ribbon: string): string {
  return photographOr(
    svg(
      `<rect width="600" height="800" fill="#efe7dc"/><rect x="110" y="300" width="380" height="380" rx="12" fill="${box}"/>` +
        `<rect x="285" y="300" width="30" height="380" fill="${ribbon}"/><rect x="110" y="470" width="380" height="30" fill="${ribbon}"/>` +
        [170, 270, 370]
          .map((x) => `<rect x="${x}" y="200" width="60" height="110" rx="14" fill="#2f1b17"/>`)
          .join(''),
    ),
    'gift',
    `${box} ${ribbon}`,
  );
}

/** A glass of the wine, for a second picture of a product. */
export function glass(wine: string): string {
  return photographOr(
    svg(
      `<rect width="600" height="800" fill="#f7f2ea"/><path d="M200 200 Q300 470 400 200Z" fill="${wine}"/>` +
        `<path d="M190 160 Q300 520 410 160" fill="none" stroke="#8c7f72" stroke-width="6"/>` +
        `<rect x="296" y="420" width="8" height="220" fill="#8c7f72"/><rect x="230" y="636" width="140" height="8" fill="#8c7f72"/>`,
    ),
    'glass',
    wine,
  );
}

/** The vineyard the wine comes from, for a third picture. */
export function vines(earth: string, leaves: string): string {
  return photographOr(
    svg(
      `<rect width="600" height="800" fill="#dfe9ee"/><path d="M0 380 Q300 300 600 380 V800 H0Z" fill="${earth}"/>` +
        Array.from(
          { length: 5 },
          (_, i) => `<circle cx="${70 + i * 115}" cy="${520 + (i % 2) * 40}" r="42" fill="${leaves}"/>`,
        ).join(''),
    ),
    'vines',
    `${earth} ${leaves}`,
  );
}
