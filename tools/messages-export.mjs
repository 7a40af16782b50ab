// `pnpm messages:extract`: writes translations/es.json and translations/en.json, every catalogue's messages
// with their descriptions in the format translation services import (README.md, "Translations").
// tools/messages.test.ts fails while the files are not what this writes, so the files a translator is
// given are always the catalogues as they are.
import fs from 'node:fs';
import path from 'node:path';
import { exportedTranslations, jsonText, translationsDir } from './messages-catalogues.mjs';

fs.mkdirSync(translationsDir, { recursive: true });
for (const [lang, messages] of Object.entries(exportedTranslations())) {
  const file = path.join(translationsDir, `${lang}.json`);
  const text = jsonText(messages);
  const changed = !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text;
  if (changed) fs.writeFileSync(file, text);
  console.log(
    `${path.relative(process.cwd(), file)}: ${Object.keys(messages).length} messages${changed ? '' : ' (up to date)'}`,
  );
}
