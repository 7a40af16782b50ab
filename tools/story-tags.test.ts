import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { reasonTags } from '../e2e/stories/stories.mjs';

const root = path.resolve(__dirname, '..');
const storyFiles = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '*.stories.tsx'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter(Boolean);

/**
 * A story leaves part of the story gate only by a tag with a written reason beside it
 * (`// no-visual: <reason>` on the tag's line or the line above); the gate lists them.
 */
it.each(reasonTags)("every '%s' tag has a written reason beside it", (tag) => {
  expect(storyFiles.length).toBeGreaterThan(0);
  const withoutReason = storyFiles.flatMap((file) => {
    const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
    return lines.flatMap((line, i) => {
      if (!line.includes(`'${tag}'`)) return [];
      const nearby = [lines[i - 1] ?? '', line].join('\n');
      return new RegExp(`// ${tag}: \\S.{8,}`).test(nearby) ? [] : [`${file}:${i + 1}`];
    });
  });
  expect(withoutReason, `tagged '${tag}' without a "// ${tag}: <reason>" comment`).toEqual([]);
});
