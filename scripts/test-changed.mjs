// The fast local loop: runs only what a change touches, for use while working. CI always runs everything.
//
//   pnpm test:changed                 what differs from main (commits on this branch + uncommitted + untracked)
//   pnpm test:changed -- --base=HEAD  only what is not committed yet
//   pnpm test:changed -- --dry-run    say what would run, run nothing
//
// It runs the type check (whole program: it is quick), ESLint and Prettier on the changed files, the unit tests
// Vitest finds related to them, the stories whose files import a changed file (directly or not) in a Storybook
// built with those stories only, and the end-to-end specs of the slices touched (a spec names its slices on a
// `// @slices a, b` line; a change in ui/, features/core/ or site/ runs every spec).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const baseArg = process.argv.find((arg) => arg.startsWith('--base='))?.slice('--base='.length);
/** --dry-run prints what would run, and runs nothing. */
const dryRun = process.argv.includes('--dry-run');
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const base =
  baseArg ??
  (git('rev-parse', '--abbrev-ref', 'HEAD') === 'main' ? 'HEAD' : git('merge-base', 'HEAD', 'main'));
const changed = [
  ...new Set([
    ...git('diff', '--name-only', base).split('\n'),
    ...git('ls-files', '--others', '--exclude-standard').split('\n'),
  ]),
].filter((file) => file && fs.existsSync(file));

if (!changed.length) {
  console.log(`Nothing differs from ${base}.`);
  process.exit(0);
}
console.log(`${changed.length} files differ from ${base}.`);

const sourceRoots = ['ui/src', 'features', 'site/src', '.storybook'];
const isSource = (file) => /\.(ts|tsx|mjs|js)$/.test(file) && !file.includes('node_modules');

/** Every source file of the workspace with the files it imports (resolved by path, roughly as Vite does). */
function importGraph() {
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
function importersOf(graph, targets) {
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

const steps = [];
const step = (name, cmd, args, env = {}) => {
  console.log(`\n━━ ${name}: ${[cmd, ...args].join(' ').slice(0, 300)}`);
  if (dryRun) return;
  const started = Date.now();
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  steps.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
};

const lintable = changed.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));
const formattable = changed.filter((file) => /\.(ts|tsx|js|mjs|json|css|md|mdx|yaml|html)$/.test(file));
step('typecheck', 'pnpm', ['run', '--silent', 'typecheck']);
if (lintable.length) step('lint', 'pnpm', ['exec', 'eslint', '--max-warnings=0', ...lintable]);
if (formattable.length)
  step('format', 'pnpm', ['exec', 'prettier', '--check', '--ignore-unknown', ...formattable]);
const sources = changed.filter(isSource);
if (sources.length)
  step('unit', 'pnpm', [
    'exec',
    'vitest',
    'related',
    '--run',
    '--project',
    'unit',
    '--passWithNoTests',
    ...sources,
  ]);

// Stories: a change to Storybook's own setup, the tokens or the story gate judges every story.
const everyStory = changed.some((file) =>
  /^(\.storybook\/(?!.*\.stories\.tsx$)|ui\/src\/styles\/|tailwind\.config|e2e\/stories\/|e2e\/playwright\.stories)/.test(
    file,
  ),
);
const graph = importGraph();
const storyFiles = [...importersOf(graph, changed)].filter((file) => file.endsWith('.stories.tsx'));
if (everyStory || storyFiles.length) {
  const env = everyStory ? {} : { CEPA_STORY_FILES: storyFiles.join('\n') };
  console.log(
    everyStory
      ? '\nEvery story is touched.'
      : `\n${storyFiles.length} story files touched:\n  ${storyFiles.join('\n  ')}`,
  );
  step('build storybook', 'pnpm', ['run', '--silent', 'build-storybook'], env);
  step('stories', 'pnpm', ['exec', 'playwright', 'test', '-c', 'e2e/playwright.stories.config.ts'], env);
}

// End-to-end specs of the touched slices.
const touchesAll = changed.some((file) =>
  /^(ui\/|features\/core\/|site\/|e2e\/specs\/support|e2e\/journeys-data|e2e\/playwright\.config)/.test(file),
);
const slices = new Set(changed.map((file) => /^features\/([^/]+)\//.exec(file)?.[1]).filter(Boolean));
const specs = git('ls-files', 'e2e/specs/*.spec.ts')
  .split('\n')
  .filter(Boolean)
  .filter((spec) => {
    if (touchesAll || changed.includes(spec)) return true;
    const declared = /\/\/ @slices (.+)/.exec(fs.readFileSync(spec, 'utf8'))?.[1] ?? '';
    return declared.split(',').some((slice) => slices.has(slice.trim()));
  });
if (specs.length) {
  step('build site', 'pnpm', ['--filter', '@cepa/site', 'build']);
  if (specs.some((spec) => spec.endsWith('/stripe.spec.ts'))) {
    step('build site with a Stripe key', 'pnpm', ['--filter', '@cepa/site', 'build:stripe-stub']);
  }
  step('e2e', 'pnpm', [
    'exec',
    'playwright',
    'test',
    '-c',
    'e2e/playwright.config.ts',
    ...specs.map((s) => s.replace(/^e2e\//, '')),
  ]);
}

console.log('\nstep             result  time');
for (const s of steps)
  console.log(`${s.name.padEnd(16)} ${(s.ok ? 'PASS' : 'FAIL').padEnd(7)} ${s.seconds.toFixed(0)}s`);
console.log('(a partial run: `npm test` runs every gate)');
process.exit(steps.every((s) => s.ok) ? 0 : 1);
