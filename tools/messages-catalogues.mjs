// The message catalogues as a translator's files see them: where the catalogues are, what
// `pnpm messages:extract` writes to translations/ and how `pnpm messages:import` splits a translated file
// back into them. README.md, "Translations", tells the steps.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The site's languages (`languages`, features/core/src/config/config.ts: its test fails when the two differ),
 * Spanish first: the source language, the one every translation starts from (`formatjs verify`'s source).
 */
export const languages = /** @type {const} */ (['es', 'en']);
export const translationsDir = path.join(root, 'translations');
/** The formatjs CLI, which reads a translated file back (`compile`) and compares two (`verify`). */
export const formatjsBin = path.join(root, 'node_modules/.bin/formatjs');

/**
 * Every catalogue folder, in a fixed order: each `messages` folder under a slice's src (and the folders
 * under it holding a catalogue of their own, as the layout's shell), and the site's own. `scope` is the
 * first part every id of the folder starts with.
 * @returns {{ scope: string, dir: string }[]}
 */
export function catalogueFolders() {
  const slices = fs.readdirSync(path.join(root, 'features')).flatMap((slice) => {
    const src = path.join(root, 'features', slice, 'src');
    if (!fs.existsSync(src)) return [];
    return fs
      .readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((entry) => entry.split(path.sep).includes('messages') && holdsACatalogue(path.join(src, entry)))
      .map((entry) => ({ scope: slice, dir: path.join(src, entry) }));
  });
  const site = { scope: 'site', dir: path.join(root, 'site/src/messages') };
  // By path, compared as plain strings: the same order on every machine, whatever its locale.
  return [...slices, ...(holdsACatalogue(site.dir) ? [site] : [])].sort((a, b) => (a.dir < b.dir ? -1 : 1));
}

/** @param {string} dir */
function holdsACatalogue(dir) {
  return languages.some((lang) => fs.existsSync(path.join(dir, `${lang}.json`)));
}

/**
 * A flat JSON file of the catalogues (id -> text), or nothing when it is missing.
 * @param {string} file
 * @returns {Record<string, string>}
 */
export function readFlat(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

/** JSON as the catalogues are written, and as Prettier leaves it. @param {unknown} value */
export function jsonText(value) {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/**
 * translations/<lang>.json for each language: every catalogue's messages in Chrome's JSON format (formatjs
 * calls it `crowdin`), `{ id: { message, description } }`, catalogue after catalogue by folder, each in the
 * order of its Spanish file. The description is the English one of `messages/descriptions.json` in both files.
 * @returns {Record<string, Record<string, { message: string, description: string }>>}
 */
export function exportedTranslations() {
  /** @type {Record<string, Record<string, { message: string, description: string }>>} */
  const files = Object.fromEntries(languages.map((lang) => [lang, {}]));
  for (const { dir } of catalogueFolders()) {
    const descriptions = readFlat(path.join(dir, 'descriptions.json'));
    const ids = Object.keys(readFlat(path.join(dir, 'es.json')));
    for (const lang of languages) {
      const messages = readFlat(path.join(dir, `${lang}.json`));
      for (const id of ids) {
        if (id in messages) files[lang][id] = { message: messages[id], description: descriptions[id] ?? '' };
      }
    }
  }
  return files;
}

/**
 * A translated language's messages (id -> message, as `formatjs compile --format crowdin` gives them)
 * split into its catalogues, each in the order of its Spanish file. `problems` names the ids no
 * catalogue owns and the ids the file lacks; the catalogues are not to be written while there are any.
 * @param {Record<string, string>} translated
 * @param {string} lang
 * @returns {{ catalogues: { file: string, messages: Record<string, string> }[], problems: string[] }}
 */
export function splitTranslations(translated, lang) {
  const owned = new Set();
  const missing = [];
  const catalogues = catalogueFolders().map(({ dir }) => {
    /** @type {Record<string, string>} */
    const messages = {};
    for (const id of Object.keys(readFlat(path.join(dir, 'es.json')))) {
      owned.add(id);
      if (typeof translated[id] === 'string') messages[id] = translated[id];
      else missing.push(id);
    }
    return { file: path.join(dir, `${lang}.json`), messages };
  });
  const unknown = Object.keys(translated).filter((id) => !owned.has(id));
  return {
    catalogues,
    problems: [
      ...unknown.map((id) => `${id} is in no catalogue (no messages/es.json has it)`),
      ...missing.map((id) => `${id} is missing: every catalogue needs all its messages in each language`),
    ],
  };
}
