import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  acceptStories,
  pruneBaselines,
  readReview,
  reviewHtml,
  storybookLink,
  summaryOf,
  writeReview,
} from '../e2e/stories/review.mjs';

const story = (id: string, title = 'UI/Button') => ({
  id,
  title,
  name: id.split('--')[1]!,
  brand: 'solera',
  locale: 'es',
});

/** A review folder and a baseline folder, with pictures whose bytes say what they are. */
function setUp() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cepa-review-test-'));
  const picture = (name: string) => {
    const file = path.join(dir, 'results', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, name);
    return file;
  };
  const baselines = path.join(dir, 'baselines');
  for (const file of [
    'w375/ui-button--primary.png',
    'w375/ui-button--ghost.png',
    'w1280/ui-button--primary.png',
    'w375/old--story.png',
  ]) {
    fs.mkdirSync(path.dirname(path.join(baselines, file)), { recursive: true });
    fs.writeFileSync(path.join(baselines, file), `baseline ${file}`);
  }
  const review = path.join(dir, 'review');
  const written = writeReview(
    {
      changes: [
        {
          kind: 'changed',
          story: story('ui-button--primary'),
          width: 375,
          pixels: 12,
          files: {
            baseline: picture('a-expected.png'),
            actual: picture('a-actual.png'),
            diff: picture('a-diff.png'),
          },
        },
        {
          kind: 'changed',
          story: story('ui-button--primary'),
          width: 1280,
          pixels: 3,
          files: {
            baseline: picture('b-expected.png'),
            actual: picture('b-actual.png'),
            diff: picture('b-diff.png'),
          },
        },
        {
          kind: 'new',
          story: story('ui-card--roomy', 'UI/Card'),
          width: 375,
          files: { actual: picture('c-actual.png') },
        },
      ],
      removed: ['w375/old--story.png'],
      complete: true,
    },
    review,
  );
  return { dir, review, baselines, written };
}

describe('the visual review', () => {
  it('keeps its own copy of every picture, and its totals per component', () => {
    const { review, written } = setUp();
    expect(readReview(review)).toEqual(written);
    for (const change of written.changes) expect(fs.existsSync(path.join(review, change.actual))).toBe(true);
    expect(summaryOf(written)).toBe(
      'Visual review: 1 story changed, 1 new, 1 baseline judged by no story (3 screenshots).\n' +
        '  UI/Button: ui-button--primary\n  UI/Card: ui-card--roomy',
    );
  });

  it('writes nothing when nothing differs, and removes an earlier review', () => {
    const { review } = setUp();
    writeReview({ changes: [], removed: [], complete: true }, review);
    expect(fs.existsSync(review)).toBe(false);
  });

  it('accepts exactly the named stories’ screenshots, at each of their widths', () => {
    const { review, baselines } = setUp();
    const before = fs.readFileSync(path.join(baselines, 'w375/ui-button--ghost.png'), 'utf8');
    expect(acceptStories(['ui-button--primary'], review, baselines).sort()).toEqual(
      ['w1280/ui-button--primary.png', 'w375/ui-button--primary.png'].sort(),
    );
    expect(fs.readFileSync(path.join(baselines, 'w375/ui-button--primary.png'), 'utf8')).toBe('a-actual.png');
    expect(fs.readFileSync(path.join(baselines, 'w1280/ui-button--primary.png'), 'utf8')).toBe(
      'b-actual.png',
    );
    expect(fs.existsSync(path.join(baselines, 'w375/ui-card--roomy.png'))).toBe(false);
    expect(fs.readFileSync(path.join(baselines, 'w375/ui-button--ghost.png'), 'utf8')).toBe(before);
    expect(() => acceptStories(['ui-button--nope'], review, baselines)).toThrow(
      'Not in the review: ui-button--nope',
    );
  });

  it('prunes the baselines no story is judged by, only after a run over every story', () => {
    const { review, baselines } = setUp();
    expect(pruneBaselines(review, baselines)).toEqual(['w375/old--story.png']);
    expect(fs.existsSync(path.join(baselines, 'w375/old--story.png'))).toBe(false);
    writeReview({ changes: [], removed: ['w375/ui-button--ghost.png'], complete: false }, review);
    expect(() => pruneBaselines(review, baselines)).toThrow('every story');
  });

  it('opens each story in Storybook with the toolbar it was judged with, and escapes what it shows', () => {
    expect(storybookLink({ ...story('ui-button--primary'), locale: 'en', brand: 'brava' }, 375)).toBe(
      'storybook/?path=/story/ui-button--primary&globals=locale:en;brand:brava;viewport.value:phone',
    );
    expect(storybookLink(story('ui-button--primary'), 480)).toBe(
      'storybook/?path=/story/ui-button--primary&globals=locale:es;brand:solera',
    );
    const html = reviewHtml({
      changes: [
        {
          kind: 'new',
          story: { ...story('x--y'), name: '<img src=x onerror=alert(1)>' },
          width: 375,
          actual: 'images/a.png',
        },
      ],
      removed: [],
      complete: true,
    });
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
