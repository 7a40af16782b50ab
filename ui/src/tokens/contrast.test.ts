import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { brands, colourTokens, contrastPairs } from './tokens';

const css = fs.readFileSync(path.resolve(__dirname, '../styles/themes.css'), 'utf8');

/** The variables one brand's block of themes.css sets. */
function themeOf(brand: string): Record<string, string> {
  const block = new RegExp(`\\[data-brand='${brand}'\\][^{]*\\{([^}]*)\\}`).exec(css)?.[1];
  if (!block) throw new Error(`themes.css has no block for ${brand}`);
  return Object.fromEntries(
    [...block.matchAll(/--color-([\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]!.trim()]),
  );
}

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
    // Minified CSS (the Storybook build) shortens colours to three digits.
    ['#000', '#fff', 21],
  ])('%s on %s is %d:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1);
  });
});

describe.each(brands.map((b) => b.id))('%s theme', (brand) => {
  const theme = themeOf(brand);

  it('defines every colour token', () => {
    expect(
      Object.keys(theme)
        .filter((k) => k !== 'scrim')
        .sort(),
    ).toEqual([...colourTokens].sort());
  });

  it.each(contrastPairs)('$fg on $bg reaches $min:1', ({ fg, bg, min }) => {
    expect(contrastRatio(theme[fg]!, theme[bg]!)).toBeGreaterThanOrEqual(min);
  });
});
