// Publishes the Storybook build to Chromatic for teams with a project token. Refuses to start without
// one, so it never tries to reach the service by accident (CI here never calls it).
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was sent. See README.md, "Chromatic".',
  );
  process.exit(1);
}
const run = spawnSync(
  'pnpm',
  [
    'exec',
    'chromatic',
    '--storybook-build-dir',
    'storybook-static',
    '--exit-zero-on-changes',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
process.exit(run.status ?? 1);
