// Each brand's two faces (its display and body fonts, styles/themes.css): the same files and ranges
// styles/fonts.css declares for Storybook, for the site to declare once the page has painted.
import fraunces from '../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import inter from '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import outfit from '../../node_modules/@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2?url';
import dmSans from '../../node_modules/@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2?url';

export type FontFaceFile = { family: string; url: string; weight: string };

export const brandFontFaces = {
  solera: [
    { family: 'Fraunces', url: fraunces, weight: '100 900' },
    { family: 'Inter', url: inter, weight: '100 900' },
  ],
  brava: [
    { family: 'Outfit', url: outfit, weight: '100 900' },
    { family: 'DM Sans', url: dmSans, weight: '100 1000' },
  ],
} as const satisfies Record<string, readonly FontFaceFile[]>;

/** The `@font-face` rules of these faces (latin subset, variable weight, shown in a fallback until loaded). */
export function fontFaceCss(faces: readonly FontFaceFile[]): string {
  return faces
    .map(
      (face) =>
        `@font-face{font-family:'${face.family}';font-style:normal;font-display:swap;` +
        `font-weight:${face.weight};src:url(${face.url}) format('woff2-variations')}`,
    )
    .join('');
}
