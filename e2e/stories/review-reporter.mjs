// The story gate's reporter of visual changes: after the run, writes the review page (e2e/stories/review.mjs)
// when a screenshot differed from its baseline, had none, or a baseline was compared by no story, and prints
// the totals at the end of the gate's output; with no visual change it writes none and says so.
import fs from 'node:fs';
import path from 'node:path';
import { baselineDir, noTestTag, readStories } from './stories.mjs';
import { reviewDir, summaryOf, writeReview } from './review.mjs';

// Playwright's messages, with their colours taken out.
// eslint-disable-next-line no-control-regex
const plain = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');

export default class ReviewReporter {
  /** @type {Map<string, { test: import('@playwright/test/reporter').TestCase, result: import('@playwright/test/reporter').TestResult }>} */
  results = new Map();
  complete = true;

  onBegin(config) {
    // A run of some stories, another toolbar or a shard cannot tell which baselines no story is judged by.
    if (
      process.env.CEPA_STORY_FILES ||
      process.env.CEPA_STORY_TOOLBAR ||
      config.shard ||
      config.grep?.source !== '.*'
    )
      this.complete = false;
  }

  onTestEnd(test, result) {
    this.results.set(test.id, { test, result });
  }

  onEnd(result) {
    if (process.env.UPDATE_BASELINES) return;
    if (result.status === 'interrupted') this.complete = false;
    const changes = [];
    const compared = new Set();
    for (const { test, result: run } of this.results.values()) {
      const storyNote = test.annotations.find((a) => a.type === 'story');
      for (const a of test.annotations) {
        if (a.type === 'screenshot') compared.add(path.normalize(a.description));
        if (a.type === 'screenshot skipped') this.complete = false;
      }
      const messages = run.errors.map((error) => plain(error.message));
      // A story that failed before its screenshots (or was not run) leaves its baselines unjudged.
      if (messages.some((m) => !/toHaveScreenshot|snapshot doesn't exist/.test(m)) || !storyNote)
        this.complete = false;
      if (!storyNote) continue;
      const story = JSON.parse(storyNote.description);
      const attachment = (name) => run.attachments.find((a) => a.name === name)?.path;
      for (const message of messages) {
        const missing = /A snapshot doesn't exist at (\S+?\.png)/.exec(message);
        const differs = /Snapshot: (w\d+\/\S+?\.png)/.exec(message);
        const name = missing ? path.relative(baselineDir, missing[1]) : differs?.[1];
        if (!name) continue;
        const width = Number(/^w(\d+)\//.exec(name)?.[1]);
        const stem = name.replace(/\.png$/, '');
        const pixels = /(\d+) pixels \(ratio/.exec(message);
        const size = /Expected an image (\d+px by \d+px), received (\d+px by \d+px)/.exec(message);
        changes.push({
          kind: missing ? 'new' : 'changed',
          story,
          width,
          ...(pixels ? { pixels: Number(pixels[1]) } : {}),
          ...(size ? { note: `the size changed from ${size[1]} to ${size[2]}` } : {}),
          files: {
            baseline: missing ? undefined : attachment(`${stem}-expected.png`),
            actual: attachment(`${stem}-actual.png`),
            diff: attachment(`${stem}-diff.png`),
          },
        });
      }
    }
    // Every story of the build that the gate judges must have run (a run narrowed by `-g` or a file list
    // judged only some, and cannot tell which baselines no story is judged by).
    const ran = new Set(
      [...this.results.values()].flatMap(({ test }) =>
        test.annotations.filter((a) => a.type === 'story').map((a) => JSON.parse(a.description).id),
      ),
    );
    if (readStories().some((story) => !story.tags?.includes(noTestTag) && !ran.has(story.id)))
      this.complete = false;
    const removed = [];
    if (this.complete && compared.size > 0) {
      for (const folder of fs.readdirSync(baselineDir, { withFileTypes: true })) {
        if (!folder.isDirectory()) continue;
        for (const file of fs.readdirSync(path.join(baselineDir, folder.name)))
          if (!compared.has(path.join(folder.name, file))) removed.push(path.posix.join(folder.name, file));
      }
    }
    const review = writeReview({
      changes: changes.filter((c) => c.files.actual),
      removed,
      complete: this.complete,
    });
    if (review.changes.length === 0 && review.removed.length === 0) {
      console.log('\nVisual review: no visual change, no review page written.');
      return;
    }
    console.log(`\n${summaryOf(review)}`);
    console.log(
      `Review them: ${path.relative(process.cwd(), path.join(reviewDir, 'index.html'))} (pnpm visual:review serves it and accepts from it; or pnpm visual:accept <story-id…>).`,
    );
  }

  printsToStdio() {
    return true;
  }
}
