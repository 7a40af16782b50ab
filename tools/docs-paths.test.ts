import fs from 'node:fs';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

/**
 * The map cannot drift: every repository path that README.md, ARCHITECTURE.md and docs/*.md name exists, and
 * none sends a reader to edit a generated file.
 *
 * What counts as a path:
 * - inline code (`...`) whose first segment is an entry at the repository's root (`ui/src/...`,
 *   `tailwind.config.ts`); a path relative to a folder the text has just named (`atoms/basket.ts`) is
 *   not checked;
 * - a Markdown link's target that is no URL, resolved from the document's folder (its #anchor dropped).
 *
 * Placeholders: `{es,en}` stands for each of its names, each must exist; a segment with `<name>` or `*`
 * stands for any name and must match at least one path; text with `...` or `…` is an abbreviation and is
 * skipped.
 *
 * Generated files:
 * - a path git ignores (`site/dist/...`, `reports/tmp/...`) is a build output: it need not exist, but the
 *   same paragraph, list item or table row must say it is produced (built, written, kept, generated);
 * - a tracked file that says it is generated in its first lines ("Written by X ... do not edit") may be
 *   named only where the same paragraph, list item or table row names X too, so the reader goes to X.
 */

const root = path.resolve(__dirname, '..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });

const docs = ['README.md', 'ARCHITECTURE.md', ...git('ls-files', 'docs/*.md').split('\n').filter(Boolean)];
const rootEntries = new Set(
  git('ls-files')
    .split('\n')
    .filter(Boolean)
    .map((file) => file.split('/')[0]),
);

/** Paragraphs, list items and table rows: the text around a path that may say what it is. */
function blocks(text: string): string[] {
  return text
    .replace(/```[\s\S]*?```/g, '')
    .split(/\n\s*\n|\n(?=\s*(?:\d+\.|-|\*|\|) )/)
    .filter((block) => block.trim() !== '');
}

type Mention = { doc: string; path: string; block: string };

function mentions(doc: string): Mention[] {
  const text = fs.readFileSync(path.join(root, doc), 'utf8');
  return blocks(text).flatMap((block) => {
    const named = [...block.matchAll(/`([^`\s]+)`/g)]
      .map(([, code = '']) => code.replace(/:\d+$/, ''))
      .filter((p) => rootEntries.has(p.replace(/^\.\//, '').split('/')[0] ?? ''));
    const linked = [...block.matchAll(/\]\(([^)\s]+)\)/g)]
      .map(([, target = '']) => target.replace(/#.*$/, ''))
      .filter((target) => target !== '' && !/^[a-z]+:/i.test(target))
      .map((target) => path.posix.normalize(path.posix.join(path.posix.dirname(doc), target)));
    return [...named, ...linked]
      .filter((p) => !p.includes('...') && !p.includes('…'))
      .map((p) => ({ doc, path: p.replace(/^\.\//, ''), block }));
  });
}

function expandBraces(p: string): string[] {
  const m = /\{([^{}]+)\}/.exec(p);
  if (!m?.[1]) return [p];
  return m[1].split(',').flatMap((name) => expandBraces(p.replace(m[0], name)));
}

/** The paths a pattern stands for (`features/<slice>/src/` → each slice's `src/`). */
function matches(pattern: string): string[] {
  let found = [''];
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (!/[<*]/.test(segment)) {
      found = found
        .map((dir) => path.posix.join(dir, segment))
        .filter((p) => fs.existsSync(path.join(root, p)));
      continue;
    }
    const re = new RegExp(
      `^${segment
        .split(/(<[^>]+>|\*)/)
        .map((part) =>
          part.startsWith('<') || part === '*' ? '[^/]+' : part.replace(/[.+?^$()[\]\\|]/g, '\\$&'),
        )
        .join('')}$`,
    );
    found = found.flatMap((dir) => {
      const abs = path.join(root, dir);
      if (!fs.existsSync(abs) || !fs.statSync(abs).isDirectory()) return [];
      return fs
        .readdirSync(abs)
        .filter((name) => name !== 'node_modules' && re.test(name))
        .map((name) => path.posix.join(dir, name));
    });
  }
  return found;
}

/** Which of the paths git ignores, asked once (a path's child is asked, so that `site/dist` counts as the folder). */
function ignoredOf(paths: string[]): Set<string> {
  const child = (p: string) => `${p.replace(/\/$/, '')}/-`;
  const { stdout } = spawnSync('git', ['check-ignore', '--no-index', '--stdin'], {
    cwd: root,
    encoding: 'utf8',
    input: paths.map(child).join('\n'),
  });
  const answered = new Set(stdout.split('\n'));
  return new Set(paths.filter((p) => answered.has(child(p))));
}

/** The script a tracked generated file names as its writer, from its header. */
function writerOf(p: string): string | undefined {
  const abs = path.join(root, p);
  if (!fs.statSync(abs).isFile()) return undefined;
  const head = fs.readFileSync(abs, 'utf8').slice(0, 600);
  const m = /(?:Written|Generated) by `?(?:node )?([\w./-]+)`?[\s\S]{0,300}?do not\s+(?:\*\s+)?edit/i.exec(
    head,
  );
  return m?.[1];
}

const producedWords = /\b(?:build|builds|built|writes|written|generated|kept|keeps)\b/i;

/** A pattern's fixed start (`features/<slice>/src/` → `features`), which git may ignore. */
const fixedStart = (p: string) => p.split(/\/?[^/]*[<*]/)[0] ?? p;

function problems({ doc, path: p, block }: Mention, ignored: Set<string>): string[] {
  const where = `${doc}: \`${p}\``;
  return expandBraces(p).flatMap((one) => {
    const isPattern = /[<*]/.test(one);
    if (ignored.has(fixedStart(one))) {
      return producedWords.test(block)
        ? []
        : [`${where} is git-ignored (a build output) and the text does not say so`];
    }
    const found = isPattern ? matches(one) : fs.existsSync(path.join(root, one)) ? [one] : [];
    if (found.length === 0) return [`${where} does not exist${isPattern ? ' (no path matches it)' : ''}`];
    return found.flatMap((file) => {
      const writer = writerOf(file);
      return writer && !block.includes(writer)
        ? [`${where} is generated by ${writer}, which the text around it does not name`]
        : [];
    });
  });
}

it('every path the docs name exists and is not a generated file they send the reader to edit', () => {
  const all = docs.flatMap(mentions);
  expect(all.length).toBeGreaterThan(100);
  const ignored = ignoredOf(all.flatMap((m) => expandBraces(m.path)).map(fixedStart));
  expect(all.flatMap((m) => problems(m, ignored))).toEqual([]);
});

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

it("every link's #anchor names a heading of the document it points to", () => {
  const headings = (doc: string) =>
    new Set(
      [...fs.readFileSync(path.join(root, doc), 'utf8').matchAll(/^#+ (.+)$/gm)].map(([, h = '']) => slug(h)),
    );
  const broken = docs.flatMap((doc) =>
    [...fs.readFileSync(path.join(root, doc), 'utf8').matchAll(/\]\(([^)\s#]*)#([^)\s]+)\)/g)].flatMap(
      ([, target = '', anchor = '']) => {
        if (/^[a-z]+:/i.test(target)) return [];
        const file =
          target === '' ? doc : path.posix.normalize(path.posix.join(path.posix.dirname(doc), target));
        if (!file.endsWith('.md') || !fs.existsSync(path.join(root, file))) return [];
        return headings(file).has(anchor) ? [] : [`${doc}: ${target}#${anchor} names no heading of ${file}`];
      },
    ),
  );
  expect(broken).toEqual([]);
});
