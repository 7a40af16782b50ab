// What a change touches: the files that differ from a base, and the workspace's import graph to find the
// stories that import them (directly or not). Shared by the fast local loop (test-changed.mjs) and the visual
// review (visual-review.mjs).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/** The base a change is measured from: HEAD on main (what is not committed), else where the branch left main. */
export const defaultBase = () =>
  git('rev-parse', '--abbrev-ref', 'HEAD') === 'main' ? 'HEAD' : git('merge-base', 'HEAD', 'main');

/** The files that differ from `base`: committed since, not committed, and untracked. */
export function changedFiles(base = defaultBase()) {
  return [
    ...new Set([
      ...git('diff', '--name-only', base).split('\n'),
      ...git('ls-files', '--others', '--exclude-standard').split('\n'),
    ]),
  ].filter((file) => file && fs.existsSync(file));
}

const sourceRoots = ['ui/src', 'features', 'site/src', '.storybook'];
export const isSource = (file) => /\.(ts|tsx|mjs|js)$/.test(file) && !file.includes('node_modules');

/** Every source file of the workspace with the files it imports (resolved by path, roughly as Vite does). */
export function importGraph() {
  const files = git('ls-files', '--cached', '--others', '--exclude-standard', ...sourceRoots)
    .split('\n')
    .filter(isSource);
  const known = new Set(files);
  const packages = new Map(
    git('ls-files', 'ui/package.json', 'features/*/package.json')
      .split('\n')
      .filter(Boolean)
      .map((file) => [JSON.parse(fs.readFileSync(file, 'utf8')).name, path.dirname(file)]),
  );
  const candidates = (stem) =>
    ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'].map((ext) => path.normalize(stem + ext));
  const resolve = (from, spec) => {
    let stem;
    if (spec.startsWith('.')) stem = path.join(path.dirname(from), spec);
    else {
      const match = /^(@cepa\/[^/]+)(?:\/(.+))?$/.exec(spec);
      const dir = match && packages.get(match[1]);
      if (!dir) return undefined;
      stem = path.join(dir, 'src', match[2] ?? 'index');
    }
    return candidates(stem).find((file) => known.has(file));
  };
  const graph = new Map();
  for (const file of files) {
    const code = fs.readFileSync(file, 'utf8');
    const specs = [...code.matchAll(/(?:from\s*|import\s*\(?\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]);
    graph.set(file, specs.map((spec) => resolve(file, spec)).filter(Boolean));
  }
  return graph;
}

/** The files that import any of `targets`, directly or through other files, with the targets themselves. */
export function importersOf(graph, targets) {
  const importers = new Map();
  for (const [file, deps] of graph)
    for (const dep of deps) importers.set(dep, [...(importers.get(dep) ?? []), file]);
  const seen = new Set(targets);
  const queue = [...targets];
  while (queue.length) {
    for (const file of importers.get(queue.shift()) ?? []) {
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(file);
    }
  }
  return seen;
}

/** The story files that import any of `changed`, directly or not. */
export function touchedStoryFiles(changed) {
  return [...importersOf(importGraph(), changed)].filter((file) => file.endsWith('.stories.tsx'));
}

/** Whether a change reaches every story: Storybook's own set-up, the tokens, or the story gate. */
export const touchesEveryStory = (changed) =>
  changed.some((file) =>
    /^(\.storybook\/(?!.*\.stories\.tsx$)|ui\/src\/styles\/|tailwind\.config|e2e\/stories\/|e2e\/playwright\.stories)/.test(
      file,
    ),
  );
