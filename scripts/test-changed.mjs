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
import {
  changedFiles,
  defaultBase,
  importGraph,
  importersOf,
  isSource,
  touchesEveryStory,
} from './changed-files.mjs';
import fs from 'node:fs';

const baseArg = process.argv.find((arg) => arg.startsWith('--base='))?.slice('--base='.length);
/** --dry-run prints what would run, and runs nothing. */
const dryRun = process.argv.includes('--dry-run');
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const base = baseArg ?? defaultBase();
const changed = changedFiles(base);

if (!changed.length) {
  console.log(`Nothing differs from ${base}.`);
  process.exit(0);
}
console.log(`${changed.length} files differ from ${base}.`);

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
const everyStory = touchesEveryStory(changed);
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
