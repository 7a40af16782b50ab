// Writes ui/src/styles/font-fallbacks.css, the metric-matched local fallbacks of the brands' web fonts
// (docs/performance.md, "Fonts and the largest paint"): `node tools/font-fallbacks.mjs`, then Prettier.
// Run it after changing a web font, with the new font's figures below, and measure its widths again.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Each font's units per em, ascent, descent, line gap and average width of a latin text, as
 * @capsizecss/metrics 4.3.0 publishes them (copied here: the package is not a dependency).
 */
export const metrics = {
  Fraunces: { unitsPerEm: 2000, ascent: 1956, descent: -510, lineGap: 0, xWidthAvg: 938 },
  Inter: { unitsPerEm: 2048, ascent: 1984, descent: -494, lineGap: 0, xWidthAvg: 978 },
  Outfit: { unitsPerEm: 1000, ascent: 1000, descent: -260, lineGap: 0, xWidthAvg: 445 },
  'DM Sans': { unitsPerEm: 1000, ascent: 992, descent: -310, lineGap: 0, xWidthAvg: 466 },
  'Times New Roman': { unitsPerEm: 2048, ascent: 1825, descent: -443, lineGap: 87, xWidthAvg: 832 },
  'Noto Serif': { unitsPerEm: 1000, ascent: 1069, descent: -293, lineGap: 0, xWidthAvg: 481 },
  Arial: { unitsPerEm: 2048, ascent: 1854, descent: -434, lineGap: 67, xWidthAvg: 913 },
  Roboto: { unitsPerEm: 2048, ascent: 1900, descent: -500, lineGap: 0, xWidthAvg: 911 },
};

/**
 * Web font width ÷ fallback width at each weight the design uses, measured in Chromium (a Spanish and
 * English text at 100 px in the web font and in its first fallback sized from the metrics alone, with
 * Liberation Serif and Liberation Sans standing in for Times New Roman and Arial, their metric twins).
 */
export const measuredRatios = {
  Fraunces: { 400: 0.9926, 500: 1.0098, 600: 0.9709, 700: 1.0027 },
  Inter: { 400: 0.9893, 500: 0.9992, 600: 0.9461, 700: 0.9552 },
  Outfit: { 400: 0.977, 500: 0.9788, 600: 0.9334, 700: 0.9482 },
  'DM Sans': { 400: 0.9798, 500: 0.9972, 600: 0.9553, 700: 0.9707 },
};

/** Each web font's fallbacks: the first measured per weight, the second (Android's) from metrics only. */
const fallbacksOf = {
  Fraunces: ['Times New Roman', 'Noto Serif'],
  Inter: ['Arial', 'Roboto'],
  Outfit: ['Arial', 'Roboto'],
  'DM Sans': ['Arial', 'Roboto'],
};

/** The names `local()` finds a font by: its full and PostScript names (and its Linux twin's). */
const localNames = {
  'Times New Roman': {
    regular: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif'],
    bold: ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold', 'LiberationSerif-Bold'],
  },
  'Noto Serif': { regular: ['Noto Serif', 'NotoSerif'], bold: ['Noto Serif Bold', 'NotoSerif-Bold'] },
  Arial: {
    regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
    bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
  },
  Roboto: { regular: ['Roboto', 'Roboto-Regular'], bold: ['Roboto Bold', 'Roboto-Bold'] },
};

/** The first fallback's faces: one per weight the design uses, the bold local font from 600. */
const measuredWeights = [
  ['100 449', 400, 'regular'],
  ['450 549', 500, 'regular'],
  ['550 649', 600, 'bold'],
  ['650 1000', 700, 'bold'],
];
/** The second fallback's: regular and bold. */
const publishedWeights = [
  ['100 549', 'regular'],
  ['550 1000', 'bold'],
];

const round = (value) => Number((value * 100).toFixed(2));

/**
 * Every fallback face, as numbers: size-adjust = (web average width / web em) / (local average width /
 * local em) × the measured ratio; each override = |web metric| / (web em × size-adjust), so a line is as
 * tall as in the web font. Percentages, rounded to two decimals.
 */
export function fallbackFaces() {
  const faces = [];
  for (const [webFont, [first, second]] of Object.entries(fallbacksOf)) {
    const web = metrics[webFont];
    const base = (local) =>
      web.xWidthAvg / web.unitsPerEm / (metrics[local].xWidthAvg / metrics[local].unitsPerEm);
    const face = (family, weight, local, style, size) => ({
      webFont,
      family,
      weight,
      local: localNames[local][style],
      sizeAdjust: round(size),
      ascentOverride: round(Math.abs(web.ascent) / (web.unitsPerEm * size)),
      descentOverride: round(Math.abs(web.descent) / (web.unitsPerEm * size)),
      lineGapOverride: round(Math.abs(web.lineGap) / (web.unitsPerEm * size)),
    });
    for (const [weight, measured, style] of measuredWeights)
      faces.push(
        face(`${webFont} fallback`, weight, first, style, base(first) * measuredRatios[webFont][measured]),
      );
    for (const [weight, style] of publishedWeights)
      faces.push(face(`${webFont} fallback 2`, weight, second, style, base(second)));
  }
  return faces;
}

const header = `/*
 * Metric-matched fallbacks for the brands' web fonts: a local font resized and given the web font's
 * ascent, descent and line gap, so that a page painted before its web fonts have loaded keeps its layout
 * when they swap in (the site declares them only after the first paint: site/server/scripts-after-paint.ts).
 *
 * Written by tools/font-fallbacks.mjs, which holds the figures and says how they were measured; do not
 * edit by hand (tools/font-fallbacks.test.ts fails when this file and the script disagree).
 *
 * Each web font has two. First Times New Roman or Arial (iOS, macOS, Windows; on Linux their
 * metric-compatible twins Liberation Serif and Liberation Sans), one face per weight the design uses
 * (400, 500, 600, 700: the bold local font from 600), each sized so that a latin text in Spanish and
 * English is as wide as in the web font at that weight. Then Noto Serif or Roboto (Android), sized from
 * published metrics only, regular and bold.
 */
`;

export function fallbacksCss() {
  let css = header;
  let current = '';
  for (const f of fallbackFaces()) {
    if (f.webFont !== current) css += `\n/* ${(current = f.webFont)} */\n`;
    css +=
      `@font-face {\n  font-family: '${f.family}';\n  font-weight: ${f.weight};\n` +
      `  src: ${f.local.map((name) => `local('${name}')`).join(', ')};\n` +
      `  size-adjust: ${f.sizeAdjust}%;\n  ascent-override: ${f.ascentOverride}%;\n` +
      `  descent-override: ${f.descentOverride}%;\n  line-gap-override: ${f.lineGapOverride}%;\n}\n`;
  }
  return css;
}

export const cssFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../ui/src/styles/font-fallbacks.css',
);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(cssFile, fallbacksCss());
  execFileSync('pnpm', ['exec', 'prettier', '--write', cssFile], { stdio: 'inherit' });
}
