import { parse } from '@formatjs/icu-messageformat-parser';

type Catalogue = Record<string, string>;

/** Problems of a slice's pair of catalogues: keys in one language only, empty or unparsable messages, ids outside the slice's scope. */
export function catalogueProblems(slice: string, es: Catalogue, en: Catalogue): string[] {
  const problems: string[] = [];
  for (const [lang, own, other] of [
    ['es', es, en],
    ['en', en, es],
  ] as const) {
    for (const [id, message] of Object.entries(own)) {
      if (!(id in other)) problems.push(`${id} exists in ${lang} only`);
      if (!message.trim()) problems.push(`${lang}.${id} is empty`);
      if (!id.startsWith(`${slice}.`)) problems.push(`${lang}.${id} is not scoped by "${slice}."`);
      try {
        parse(message);
      } catch (error) {
        problems.push(`${lang}.${id} does not parse: ${(error as Error).message}`);
      }
    }
  }
  return [...new Set(problems)];
}
