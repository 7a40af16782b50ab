// The story list of the static Storybook build and the rule for which widths each story is judged at.
// Plain JavaScript so that the story gate (TypeScript, through Playwright) and the scripts (Node) share it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const storybookStatic = path.resolve(here, '../../storybook-static');
/**
 * The baselines the gate compares with: the committed ones, or another copy named by CEPA_BASELINE_DIR
 * (the review page's own test judges a copy, so that accepting there leaves the committed ones alone).
 */
export const baselineDir = process.env.CEPA_BASELINE_DIR
  ? path.resolve(process.env.CEPA_BASELINE_DIR)
  : path.resolve(here, '../__screenshots__');
export const chromiumVersionFile = path.join(baselineDir, 'CHROMIUM_VERSION');

/** Stories carrying this tag leave the visual comparison; a comment beside the tag must say why. */
export const noVisualTag = 'no-visual';
/** Stories carrying this tag are not judged by axe (a11y.test 'off' or 'todo'); a comment must say why. */
export const noAxeTag = 'no-axe';
/** Stories tagged '!test' must also carry this tag, with a comment that says why; the gate skips them. */
export const noTestTag = 'no-test';
/** The tags by which a story leaves part of the story gate, each allowed only with a written reason. */
export const reasonTags = [noVisualTag, noAxeTag, noTestTag];

/**
 * Which widths a story is screenshotted at, by tag (README, "Which widths a story is judged at").
 * A story whose layout changes with the width (pages, screens, responsive components) carries
 * `responsive` and is judged at a phone and a desktop width; one tagged `breakpoints` at every width
 * the SPEC names; any other story (a component whose layout does not change with the width) at one
 * width: the viewport its globals ask for (Storybook's toolbar: phone 375, tablet 768, desktop 1280),
 * else the phone's. The story renders, plays and is checked by axe at the viewport it asks for (else
 * its first width), then the page is resized for each other width.
 * @type {Record<string, readonly number[]>}
 */
export const widthTags = {
  breakpoints: [375, 480, 768, 1280, 1600],
  responsive: [375, 1280],
};
export const defaultWidths = [375];

/**
 * The viewport used with each width (a phone's, a tablet's, a desktop's height).
 * @param {number} width
 */
export function viewportFor(width) {
  if (width < 480) return { width, height: 740 };
  if (width < 1024) return { width, height: 1024 };
  return { width, height: 800 };
}

/**
 * @typedef {{ id: string, title: string, name: string, importPath: string, type: 'story' | 'docs', tags?: string[] }} IndexEntry
 */

/**
 * @param {IndexEntry} story
 * @param {number | undefined} requested the width of the viewport the story asks for in its globals
 * @returns {readonly number[]}
 */
export function widthsOf(story, requested) {
  for (const [tag, widths] of Object.entries(widthTags)) if (story.tags?.includes(tag)) return widths;
  return requested ? [requested] : defaultWidths;
}

/**
 * The baseline of a story at a width, as path segments under the baseline folder.
 * @param {IndexEntry} story @param {number} width
 */
export const baselineName = (story, width) => [`w${width}`, `${story.id}.png`];

/**
 * The stories of the static build, read from its index.json.
 * @returns {IndexEntry[]}
 */
export function readStories(dir = storybookStatic) {
  const file = path.join(dir, 'index.json');
  if (!fs.existsSync(file)) {
    throw new Error(`No Storybook build at ${dir}: run "pnpm build-storybook" first.`);
  }
  /** @type {{ entries: Record<string, IndexEntry> }} */
  const index = JSON.parse(fs.readFileSync(file, 'utf8'));
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

/**
 * The stories this run judges: all of them, or only those of the story files named in
 * CEPA_STORY_FILES (newline-separated paths relative to the repository, as the fast local loop
 * passes them).
 */
export function selectedStories() {
  const stories = readStories();
  const only = process.env.CEPA_STORY_FILES?.split('\n').filter(Boolean);
  if (!only) return stories;
  const wanted = new Set(only.map((file) => path.normalize(file)));
  return stories.filter((story) => wanted.has(path.normalize(story.importPath)));
}
