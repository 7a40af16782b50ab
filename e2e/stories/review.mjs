// The visual review: what the story gate found different from the baselines, as data (review.json) and as a
// page a designer reads (index.html), with a copy of every picture so that the page stands alone. Written by
// the gate's reporter (review-reporter.mjs); read by `pnpm visual:review` (scripts/visual-review.mjs), which
// serves it and accepts from it, and by `pnpm visual:accept` (scripts/visual-accept.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { baselineDir } from './stories.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Where the review is written: test-results/visual-review, or CEPA_REVIEW_DIR. */
export const reviewDir = process.env.CEPA_REVIEW_DIR
  ? path.resolve(process.env.CEPA_REVIEW_DIR)
  : path.resolve(here, '../../test-results/visual-review');

/**
 * @typedef {{ id: string, title: string, name: string, brand: string, locale: string }} ReviewStory
 * @typedef {{ kind: 'changed' | 'new', story: ReviewStory, width: number, baseline?: string, actual: string,
 *   diff?: string, pixels?: number, note?: string }} ReviewChange
 * @typedef {{ changes: ReviewChange[], removed: string[], complete: boolean }} Review
 */

/** The toolbar value of Storybook's viewport for a width the gate judges at, where the toolbar has one. */
const viewportOf = { 375: 'phone', 768: 'tablet', 1280: 'desktop' };

/**
 * The story in Storybook, with the toolbar it was judged with (language, brand, and the viewport of the
 * width when the toolbar has one); relative to the review server, which serves the static Storybook at
 * /storybook/.
 * @param {ReviewStory} story @param {number} width
 */
export function storybookLink(story, width) {
  const globals = [`locale:${story.locale}`, `brand:${story.brand}`];
  if (viewportOf[width]) globals.push(`viewport.value:${viewportOf[width]}`);
  return `storybook/?path=/story/${encodeURIComponent(story.id)}&globals=${globals.join(';')}`;
}

/** Counts for the change's description: changed, new, removed, and per component. @param {Review} review */
export function summaryOf(review) {
  const stories = (kind) =>
    new Set(review.changes.filter((c) => c.kind === kind).map((c) => c.story.id)).size;
  const count = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
  const perComponent = new Map();
  for (const change of review.changes) {
    const ids = perComponent.get(change.story.title) ?? new Set();
    ids.add(change.story.id);
    perComponent.set(change.story.title, ids);
  }
  const lines = [
    `Visual review: ${count(stories('changed'), 'story', 'stories')} changed, ${stories('new')} new, ` +
      `${count(review.removed.length, 'baseline')} judged by no story (${count(review.changes.length, 'screenshot')}).`,
    ...[...perComponent].map(([title, ids]) => `  ${title}: ${[...ids].join(', ')}`),
  ];
  return lines.join('\n');
}

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

const languageName = { es: 'Spanish', en: 'English' };
const brandName = { solera: 'Casa Solera', brava: 'Isla Brava' };

/** @param {ReviewChange} change @param {number} index */
function changeHtml(change, index) {
  const { story, width } = change;
  const what = `${story.title} / ${story.name} at ${width} px`;
  const figure = (src, caption) =>
    src
      ? `<figure><figcaption>${caption}</figcaption><img src="${escapeHtml(src)}" alt="${escapeHtml(`${caption} of ${what}`)}"></figure>`
      : '';
  const facts = [
    change.kind === 'new'
      ? 'New: no baseline yet'
      : change.pixels !== undefined
        ? `${change.pixels.toLocaleString('en')} pixels differ`
        : 'Differs',
    `${width} px wide`,
    brandName[story.brand] ?? story.brand,
    languageName[story.locale] ?? story.locale,
  ];
  const slider = `slider-${index}`;
  const overlay =
    change.kind === 'changed' && change.baseline
      ? `<div class="overlay" style="--shown: 50%">
  <img src="${escapeHtml(change.baseline)}" alt="">
  <img class="after" src="${escapeHtml(change.actual)}" alt="">
</div>
<label for="${slider}">Overlay: share of the new screenshot shown over the baseline</label>
<input id="${slider}" class="slider" type="range" min="0" max="100" value="50" aria-valuetext="50% new">`
      : '';
  return `<div class="change" data-story="${escapeHtml(story.id)}" data-width="${width}">
<p class="facts">${facts.map(escapeHtml).join(' · ')}${change.note ? ` — ${escapeHtml(change.note)}` : ''}</p>
<div class="views">${figure(change.baseline, 'Baseline')}${figure(change.actual, 'New')}${figure(change.diff, 'Difference')}</div>
${overlay}
<p><a href="${escapeHtml(storybookLink(story, width))}">Open ${escapeHtml(story.name)} in Storybook at ${width} px</a></p>
</div>`;
}

/** The review page: every change grouped by component and story, each acceptable on its own. @param {Review} review */
export function reviewHtml(review) {
  const byComponent = new Map();
  for (const change of review.changes) {
    const stories = byComponent.get(change.story.title) ?? new Map();
    const list = stories.get(change.story.id) ?? [];
    list.push(change);
    stories.set(change.story.id, list);
    byComponent.set(change.story.title, stories);
  }
  let index = 0;
  const sections = [...byComponent]
    .map(([title, stories], componentIndex) => {
      const heading = `component-${componentIndex}`;
      const articles = [...stories]
        .map(([id, changes]) => {
          const story = changes[0].story;
          return `<article aria-labelledby="story-${escapeHtml(id)}">
<h3 id="story-${escapeHtml(id)}">${escapeHtml(story.name)} <code>${escapeHtml(id)}</code></h3>
<p><label><input type="checkbox" class="accept" value="${escapeHtml(id)}"> Accept ${escapeHtml(story.name)} (${changes.length === 1 ? 'its screenshot' : `its ${changes.length} screenshots`})</label></p>
${changes.map((change) => changeHtml(change, index++)).join('\n')}
</article>`;
        })
        .join('\n');
      return `<section aria-labelledby="${heading}"><h2 id="${heading}">${escapeHtml(title)}</h2>\n${articles}</section>`;
    })
    .join('\n');
  const removed = review.removed.length
    ? `<section aria-labelledby="removed"><h2 id="removed">Baselines no story is judged by</h2>
<p>A story renamed or removed, or a width its tags dropped. Remove them with <code>pnpm visual:accept --prune</code>.</p>
<ul>${review.removed.map((file) => `<li><code>${escapeHtml(file)}</code></li>`).join('')}</ul></section>`
    : '';
  const summary = summaryOf(review)
    .split('\n')[0]
    .replace(/^Visual review: /, '');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual review: ${escapeHtml(summary)}</title>
<style>
  :root { font-family: system-ui, sans-serif; color: #1c1917; background: #fafaf9; line-height: 1.5; }
  body { margin: 0 auto; max-width: 120rem; padding: 1rem 1.5rem 6rem; }
  h1 { margin-bottom: 0.25rem; } h2 { border-top: 2px solid #78716c; padding-top: 1rem; margin-top: 2.5rem; }
  code { font-size: 0.9em; }
  article { margin: 1.5rem 0; padding: 1rem; background: #fff; border: 1px solid #d6d3d1; border-radius: 0.5rem; }
  .views { display: flex; gap: 1rem; flex-wrap: wrap; align-items: flex-start; }
  figure { margin: 0; } figcaption { font-weight: 600; }
  figure img, .overlay img { display: block; max-width: min(100%, 40rem); height: auto; border: 1px solid #a8a29e; }
  .overlay { position: relative; display: inline-block; margin-top: 1rem; }
  .overlay + label { display: block; margin-top: 0.5rem; }
  .overlay .after { position: absolute; inset: 0; clip-path: inset(0 calc(100% - var(--shown)) 0 0); }
  .slider { display: block; width: min(100%, 40rem); }
  .actions { position: sticky; bottom: 0; background: #fafaf9; border-top: 1px solid #a8a29e; padding: 0.75rem 0; }
  button { font: inherit; padding: 0.4rem 1rem; border: 2px solid #1c1917; background: #1c1917; color: #fff; border-radius: 0.375rem; cursor: pointer; }
  button:disabled { background: #e7e5e4; color: #44403c; cursor: not-allowed; }
  :focus-visible { outline: 3px solid #b45309; outline-offset: 2px; }
  a { color: #7c2d12; }
</style>
</head>
<body>
<header>
<h1>Visual review</h1>
<p id="summary">${escapeHtml(summary)}${review.complete ? '' : ' Only the stories this run judged are listed.'}</p>
<nav aria-label="Components that changed"><ul>${[...byComponent.keys()]
    .map((title, i) => `<li><a href="#component-${i}">${escapeHtml(title)}</a></li>`)
    .join('')}</ul></nav>
</header>
<main>
${sections}
${removed}
</main>
<footer class="actions">
<p>Accepting a story writes exactly the screenshots the story gate compares for it, nothing else; a change left unaccepted stays a failure.</p>
<button type="button" id="accept" disabled>Accept the chosen stories</button>
<p>Or run: <code id="command">pnpm visual:accept</code></p>
<p role="status" id="status"></p>
</footer>
<script>
  for (const slider of document.querySelectorAll('.slider')) {
    const overlay = slider.previousElementSibling.previousElementSibling;
    slider.addEventListener('input', () => {
      overlay.style.setProperty('--shown', slider.value + '%');
      slider.setAttribute('aria-valuetext', slider.value + '% new');
    });
  }
  if (location.protocol === 'file:')
    for (const link of document.querySelectorAll('a[href^="storybook/"]'))
      link.href = 'http://127.0.0.1:6006/' + link.getAttribute('href').slice('storybook/'.length);
  const chosen = () => [...document.querySelectorAll('.accept:checked')].map((box) => box.value);
  const button = document.getElementById('accept');
  const command = document.getElementById('command');
  const status = document.getElementById('status');
  const served = location.protocol.startsWith('http');
  const update = () => {
    const ids = chosen();
    command.textContent = ['pnpm visual:accept', ...ids].join(' ');
    button.disabled = !served || ids.length === 0;
  };
  document.addEventListener('change', (event) => { if (event.target.matches('.accept')) update(); });
  button.addEventListener('click', async () => {
    const ids = chosen();
    status.textContent = 'Accepting…';
    try {
      const answer = await fetch('accept', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ stories: ids }) });
      const result = await answer.json();
      if (!answer.ok) throw new Error(result.error || answer.statusText);
      status.textContent = 'Accepted ' + result.written.length + ' screenshots as baselines: ' + result.written.join(', ') + '.';
      for (const id of ids) document.querySelector('.accept[value="' + CSS.escape(id) + '"]').closest('article').dataset.accepted = '';
    } catch (error) {
      status.textContent = 'Nothing accepted: ' + error.message;
    }
  });
  update();
</script>
</body>
</html>
`;
}

/**
 * Writes the review (review.json, index.html and the pictures) from what the gate found, into `dir`
 * (emptied first); with nothing to review, removes it. Returns the review.
 * @param {{ changes: (Omit<ReviewChange, 'baseline' | 'actual' | 'diff'> & { files: { baseline?: string, actual: string, diff?: string } })[], removed: string[], complete: boolean }} found
 */
export function writeReview(found, dir = reviewDir) {
  fs.rmSync(dir, { recursive: true, force: true });
  if (found.changes.length === 0 && found.removed.length === 0)
    return { changes: [], removed: [], complete: found.complete };
  fs.mkdirSync(dir, { recursive: true });
  const changes = found.changes.map(({ files, ...change }) => {
    const copies = {};
    for (const [view, file] of Object.entries(files)) {
      if (!file || !fs.existsSync(file)) continue;
      const relative = path.posix.join('images', `w${change.width}`, `${change.story.id}-${view}.png`);
      fs.mkdirSync(path.join(dir, path.dirname(relative)), { recursive: true });
      fs.copyFileSync(file, path.join(dir, relative));
      copies[view] = relative;
    }
    return { ...change, ...copies };
  });
  /** @type {Review} */
  const review = { changes, removed: found.removed, complete: found.complete };
  fs.writeFileSync(path.join(dir, 'review.json'), JSON.stringify(review, null, 2));
  fs.writeFileSync(path.join(dir, 'index.html'), reviewHtml(review));
  return review;
}

/** The review last written, or null. @returns {Review | null} */
export function readReview(dir = reviewDir) {
  const file = path.join(dir, 'review.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

/**
 * Accepts the stories named: each of their new screenshots becomes the baseline the gate compares with,
 * and nothing else is written. Returns the baselines written (relative to the baseline folder).
 * @param {string[]} storyIds
 */
export function acceptStories(storyIds, dir = reviewDir, baselines = baselineDir) {
  const review = readReview(dir);
  if (!review)
    throw new Error('No visual review to accept from: run the story gate or "pnpm visual:review" first.');
  const known = new Set(review.changes.map((change) => change.story.id));
  const unknown = storyIds.filter((id) => !known.has(id));
  if (unknown.length) throw new Error(`Not in the review: ${unknown.join(', ')}`);
  const written = [];
  for (const change of review.changes) {
    if (!storyIds.includes(change.story.id)) continue;
    const target = path.join(baselines, `w${change.width}`, `${change.story.id}.png`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(dir, change.actual), target);
    written.push(path.relative(baselines, target));
  }
  return written;
}

/** Removes the baselines the review lists as judged by no story. Returns them. */
export function pruneBaselines(dir = reviewDir, baselines = baselineDir) {
  const review = readReview(dir);
  if (!review?.complete) throw new Error('Pruning needs a review of a run over every story.');
  for (const file of review.removed) fs.rmSync(path.join(baselines, file), { force: true });
  return review.removed;
}
