// The files of the fonts each brand shows above the fold (its display and body faces, styles/themes.css),
// for the site to preload them: the same files styles/fonts.css declares, so the browser loads them once.
import fraunces from '../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import inter from '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import outfit from '../../node_modules/@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2?url';
import dmSans from '../../node_modules/@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2?url';

export const brandFontFiles = {
  solera: [fraunces, inter],
  brava: [outfit, dmSans],
} as const satisfies Record<string, readonly string[]>;
