import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Every story tagged out of the visual gate must say why, in a `// no-visual: <reason>` comment. */
describe('stories that leave the visual gate', () => {
  const root = path.resolve(__dirname, '..');
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '*.stories.tsx'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter(Boolean);

  it('finds the story files', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s gives a reason beside each no-visual tag', (file) => {
    const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (!line.includes("'no-visual'")) return;
      const nearby = [lines[i - 1] ?? '', line].join('\n');
      expect(
        nearby,
        `${file}:${i + 1} tags a story 'no-visual' without a "// no-visual: <reason>" comment`,
      ).toMatch(/\/\/ no-visual: \S.{8,}/);
    });
  });
});
