// `pnpm messages:import translations/en.json`: takes a translated file (Chrome's JSON format, as
// `pnpm messages:extract` wrote it and a translation service sends it back; the language is the file's
// name) into each catalogue's <lang>.json, then writes translations/ afresh. `formatjs compile` reads the
// file and refuses a message that is not valid ICU; nothing is written unless every id of the file belongs
// to a catalogue and every catalogue's id is in the file.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { formatjsBin, jsonText, languages, root, splitTranslations } from './messages-catalogues.mjs';

const file = process.argv[2];
const lang = file && path.basename(file, '.json');
if (!file || !languages.includes(/** @type {any} */ (lang))) {
  console.error(
    `Usage: pnpm messages:import translations/<${languages.join('|')}>.json (the file is named after its language)`,
  );
  process.exit(2);
}
if (!fs.existsSync(file)) {
  console.error(`${file} does not exist`);
  process.exit(2);
}

/** @type {Record<string, string>} */
let translated;
try {
  translated = JSON.parse(
    execFileSync(formatjsBin, ['compile', file, '--format', 'crowdin'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
} catch (error) {
  // formatjs names the broken message by its text; the id tells the translator where it is.
  const entries = Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')));
  const broken = entries.flatMap(([id, entry]) => {
    try {
      parse(entry?.message ?? '');
      return [];
    } catch (parseError) {
      return [`  ${id}: ${/** @type {Error} */ (parseError).message}`];
    }
  });
  console.error(`${file} does not compile:\n${broken.join('\n') || /** @type {any} */ (error).stderr}`);
  process.exit(1);
}

const { catalogues, problems } = splitTranslations(translated, lang);
if (problems.length) {
  console.error(
    `${file} was not imported, nothing was written:\n${problems.map((p) => `  ${p}`).join('\n')}`,
  );
  process.exit(1);
}
for (const { file: catalogue, messages } of catalogues) {
  const text = jsonText(messages);
  if (fs.existsSync(catalogue) && fs.readFileSync(catalogue, 'utf8') === text) continue;
  fs.writeFileSync(catalogue, text);
  console.log(`${path.relative(root, catalogue)}: written`);
}
// translations/ follows the catalogues (the unit gate checks it): what a service sent back, in our order.
execFileSync(process.execPath, [path.join(root, 'tools/messages-export.mjs')], { stdio: 'inherit' });
