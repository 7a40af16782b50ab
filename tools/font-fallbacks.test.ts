import fs from 'node:fs';
import { expect, it } from 'vitest';
import { cssFile, fallbackFaces, fallbacksCss, measuredRatios } from './font-fallbacks.mjs';

it('ui/src/styles/font-fallbacks.css is what tools/font-fallbacks.mjs writes (Prettier aside)', () => {
  const bare = (css: string) => css.replace(/\s+/g, '');
  expect(bare(fs.readFileSync(cssFile, 'utf8'))).toBe(bare(fallbacksCss()));
});

it('gives every web font a measured face per weight the design uses, and a published-metrics face for Android', () => {
  const faces = fallbackFaces();
  for (const webFont of Object.keys(measuredRatios)) {
    expect(faces.filter((f) => f.family === `${webFont} fallback`).map((f) => f.weight)).toEqual([
      '100 449',
      '450 549',
      '550 649',
      '650 1000',
    ]);
    expect(faces.filter((f) => f.family === `${webFont} fallback 2`)).toHaveLength(2);
  }
  // A line is as tall as in the web font: Inter's ascent plus descent over its em, whatever the size.
  for (const face of faces.filter((f) => f.webFont === 'Inter')) {
    expect(((face.ascentOverride + face.descentOverride) * face.sizeAdjust) / 100).toBeCloseTo(
      ((1984 + 494) / 2048) * 100,
      0,
    );
  }
});
