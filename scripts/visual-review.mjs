// The designers' review of visual changes (README, "Visual baselines"):
//
//   pnpm visual:review             runs the story gate over every story, then serves the review page
//   pnpm visual:review --changed   only the stories a change touches (as pnpm test:changed picks them)
//   pnpm visual:review --no-run    serves the review the last run of the story gate wrote
//
// The page (http://127.0.0.1:6010/, CEPA_REVIEW_PORT) shows each changed screenshot's baseline, new picture
// and difference; accepting stories there writes their baselines (as `pnpm visual:accept <story-id…>` does).
// The static Storybook is served beside it at /storybook/, so each change's link opens its story.
import http from 'node:http';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { serveFiles } from '../tools/serve-static.mjs';
import { storybookStatic } from '../e2e/stories/stories.mjs';
import { acceptStories, readReview, reviewDir } from '../e2e/stories/review.mjs';
import { changedFiles, touchedStoryFiles, touchesEveryStory } from './changed-files.mjs';

const args = process.argv.slice(2);
const port = Number(process.env.CEPA_REVIEW_PORT ?? 6010);

if (!args.includes('--no-run')) {
  const env = { ...process.env };
  if (args.includes('--changed')) {
    const changed = changedFiles();
    const files = touchesEveryStory(changed) ? null : touchedStoryFiles(changed);
    if (files && files.length === 0) {
      console.log('visual:review: the change touches no story.');
      process.exit(0);
    }
    if (files) env.CEPA_STORY_FILES = files.join('\n');
    console.log(
      files
        ? `visual:review: ${files.length} story files touched.`
        : 'visual:review: every story is touched.',
    );
  }
  const run = (cmd, cmdArgs) => spawnSync(cmd, cmdArgs, { stdio: 'inherit', env });
  if (run('pnpm', ['run', '--silent', 'build-storybook']).status !== 0) process.exit(1);
  // The gate fails when something differs: that is what there is to review.
  run('pnpm', ['exec', 'playwright', 'test', '-c', 'e2e/playwright.stories.config.ts']);
}

if (!readReview()) {
  console.log('visual:review: no visual change to review.');
  process.exit(0);
}

const origin = `http://127.0.0.1:${port}`;
http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    if (req.method === 'POST' && url.pathname === '/accept') {
      // Only the page this server gives may accept (no other site open in the browser).
      if (req.headers.origin !== origin) return void res.writeHead(403).end();
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        try {
          const { stories } = JSON.parse(body);
          if (!Array.isArray(stories) || stories.some((id) => typeof id !== 'string'))
            throw new Error('stories: a list of story ids');
          const written = acceptStories(stories);
          console.log(`visual:review: accepted ${stories.join(', ')}: ${written.join(', ')}`);
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ written }));
        } catch (error) {
          res
            .writeHead(400, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: error.message }));
        }
      });
      return;
    }
    if (req.method !== 'GET') return void res.writeHead(405).end();
    // Storybook's mock backend registers its service worker at the site's root.
    if (url.pathname === '/mockServiceWorker.js') return serveFiles(storybookStatic, req, res);
    if (url.pathname.startsWith('/storybook/'))
      return serveFiles(storybookStatic, req, res, url.pathname.slice('/storybook'.length));
    serveFiles(reviewDir, req, res);
  })
  .listen(port, '127.0.0.1', () =>
    console.log(
      `visual:review: the review of ${path.relative(process.cwd(), reviewDir)} at ${origin}/ (Ctrl-C to stop)`,
    ),
  );
