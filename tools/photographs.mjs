// Renders the embedded backend's photographs (features/core/src/backend/photographs.json) into a folder:
// scenes of the kinds the fixtures draw (a bottle, a gift box, a glass, vines, a vineyard, the island, a
// cellar, a tasting; and the partners' logos, flat artwork), at a CMS's sizes (1500 x 2000 or 2400 x 1350) with light, shading and grain, so that
// they weigh and compress as photographs do (0.9-1.4 MB as JPEG). Made here, the same bytes every time;
// never downloaded.
//
//   node tools/photographs.mjs <folder>
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// sharp is the site's (its image service's); the photographs are made where the site is built.
const sharp = createRequire(path.join(here, '../site/package.json'))('sharp');
const { variants, kinds } = JSON.parse(
  fs.readFileSync(path.join(here, '../features/core/src/backend/photographs.json'), 'utf8'),
);

/** A seeded generator of numbers in [0, 1) (mulberry32): the same photograph on every machine. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const mix = (a, b, t) => a.map((v, i) => v + (b[i] - v) * t);
const clamp = (v) => (v < 0 ? 0 : v > 255 ? 255 : v);

/**
 * What a scene shows at (x, y) in [0, 1]²: its colour before light and grain. Portrait scenes are an
 * object standing on a table before a wall; landscapes are bands of land under a sky.
 */
function sceneOf(kind, colour, rand) {
  const wall = mix([236, 226, 210], colour, 0.12);
  const table = mix([150, 110, 80], colour, 0.2);
  const sky = mix([205, 222, 232], colour, 0.08);
  const dark = mix(colour, [20, 14, 12], 0.55);
  const waves = Array.from({ length: 5 }, () => [rand() * 6 + 2, rand() * Math.PI * 2, rand() * 0.05 + 0.02]);
  const ridge = (x, base) => base + waves.reduce((sum, [f, p, a]) => sum + Math.sin(x * f + p) * a, 0) / 2;
  if (kinds[kind].width < kinds[kind].height) {
    return (x, y) => {
      if (y > 0.78) return mix(table, [60, 40, 30], (y - 0.78) * 2);
      const dx = Math.abs(x - 0.5);
      const object =
        kind === 'gift'
          ? dx < 0.3 && y > 0.45
          : kind === 'glass'
            ? (y > 0.25 && y < 0.5 && dx < 0.16 * Math.sin(((y - 0.25) / 0.25) * Math.PI * 0.9 + 0.2)) ||
              (dx < 0.01 && y > 0.45)
            : kind === 'vines'
              ? y > ridge(x, 0.5)
              : (dx < 0.11 && y > 0.36) ||
                (dx < 0.035 && y > 0.1) ||
                (y > 0.3 && y <= 0.36 && dx < 0.035 + ((y - 0.3) / 0.06) * 0.075);
      if (!object) return mix(wall, [255, 248, 236], (1 - y) * 0.3);
      const label = kind === 'bottle' && dx < 0.09 && y > 0.55 && y < 0.7;
      if (label) return [232, 220, 196];
      const shade = 1 - dx * 2.4;
      return mix(dark, colour, Math.max(0, shade));
    };
  }
  return (x, y) => {
    if (kind === 'cellar') {
      const arch = y < 0.2 + Math.abs(x - 0.5) * 0.3;
      if (arch) return mix([60, 40, 30], colour, 0.2);
      const barrel = ((x * 4) % 1) - 0.5;
      if (y > 0.45 && barrel * barrel + ((y - 0.72) * 1.4) ** 2 < 0.16)
        return mix(dark, colour, 0.8 - Math.abs(barrel));
      return mix(colour, [40, 28, 22], y * 0.5);
    }
    if (kind === 'tasting') {
      if (y > 0.7) return mix(table, colour, 0.4);
      const glassAt = [0.38, 0.62].some(
        (c) => Math.abs(x - c) < 0.06 * Math.sin(((y - 0.3) / 0.25) * Math.PI) && y > 0.3 && y < 0.55,
      );
      return glassAt ? [123, 30, 43] : mix(wall, colour, y * 0.3);
    }
    const horizon = ridge(x, kind === 'island' ? 0.42 : 0.38);
    if (y < horizon) return mix(sky, [250, 244, 232], 1 - y / horizon);
    if (kind === 'island' && y < horizon + 0.08) return mix(colour, [30, 70, 100], (y - horizon) / 0.08);
    const land = kind === 'island' ? [46, 42, 40] : colour;
    const rows = Math.sin(((x - 0.5) * 40) / (y + 0.2) + y * 60) > 0.6;
    return mix(rows ? mix(land, [30, 40, 20], 0.5) : land, [25, 20, 15], (y - horizon) * 0.6);
  };
}

/** Film grain: a tile of noise around mid-grey, laid over each photograph (the same on every machine). */
const grainTile = (() => {
  const size = 509; // not a multiple of JPEG's 8-pixel blocks, so the grain never lines up with them
  const rand = random(1);
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = clamp(128 + (rand() + rand() + rand() - 1.5) * 40);
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
})();

/**
 * A partner's logo as a content system keeps it (`logo`): a flat mark on white, a round seal and two bars
 * where its words would be (the page gives its name as the picture's text), at the size a designer
 * exports one. No light, texture or grain: it is artwork, not a photograph.
 */
function renderLogo(kind, variant) {
  const { width, height, palette } = kinds[kind];
  const [r, g, b] = rgb(palette[(variant - 1) % palette.length]);
  const bar = (y, length) =>
    `<rect x="${height}" y="${y}" width="${length}" height="${height / 8}" rx="${height / 16}" fill="#2b2522"/>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="#ffffff"/>` +
    `<circle cx="${height / 2}" cy="${height / 2}" r="${height * 0.32}" fill="rgb(${r},${g},${b})"/>` +
    bar(height * 0.34, width * (0.42 + variant * 0.04)) +
    bar(height * 0.54, width * 0.3) +
    `</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/**
 * One photograph as JPEG: the scene drawn at a quarter of its size, lit from the top left with a
 * vignette, enlarged (soft, as a lens is), then the grain laid over it.
 */
async function render(kind, variant) {
  if (kind === 'logo') return renderLogo(kind, variant);
  const { width, height, palette } = kinds[kind];
  const rand = random(variant * 7919 + [...kind].reduce((sum, c) => sum * 31 + c.charCodeAt(0), 7));
  const scene = sceneOf(kind, rgb(palette[(variant - 1) % palette.length]), rand);
  const w = Math.round(width / 4);
  const h = Math.round(height / 4);
  const pixels = Buffer.alloc(w * h * 3);
  for (let py = 0; py < h; py++) {
    const y = py / h;
    for (let px = 0; px < w; px++) {
      const x = px / w;
      const [r, g, b] = scene(x, y);
      const light = 1.08 - 0.25 * Math.hypot(x - 0.3, y - 0.2) - 0.2 * ((x - 0.5) ** 2 + (y - 0.5) ** 2);
      // Texture at this scale too (leaves, wood, glass): what a photograph keeps when it is made smaller.
      const texture = (rand() - 0.5) * 30;
      const i = (py * w + px) * 3;
      pixels[i] = clamp(r * light + texture);
      pixels[i + 1] = clamp(g * light + texture);
      pixels[i + 2] = clamp(b * light + texture);
    }
  }
  const enlarged = await sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
    .resize({ width, height, kernel: 'cubic' })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(enlarged)
    .composite([{ input: await grainTile, tile: true, blend: 'soft-light' }])
    .jpeg({ quality: 88, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

const folder = process.argv[2];
if (!folder) {
  console.error('usage: node tools/photographs.mjs <folder>');
  process.exit(2);
}
fs.mkdirSync(folder, { recursive: true });
const sizes = [];
for (const kind of Object.keys(kinds)) {
  for (let variant = 1; variant <= variants; variant++) {
    const file = path.join(folder, `${kind}-${variant}.jpg`);
    const bytes = await render(kind, variant);
    fs.writeFileSync(file, bytes);
    sizes.push(bytes.length);
  }
}
const kB = (n) => `${Math.round(n / 1024)} kB`;
console.log(
  `photographs: ${sizes.length} in ${folder}, ${kB(Math.min(...sizes))}-${kB(Math.max(...sizes))} each, ${kB(sizes.reduce((a, b) => a + b, 0))} in all`,
);
