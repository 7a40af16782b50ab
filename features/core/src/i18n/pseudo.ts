import { pseudoHtml, pseudoMessageText } from '@cepa/ui/i18n';
import { pseudoLanguage, type Language, type WrittenLanguage } from '../config/config';

/*
 * Content written in each language (the embedded backend's pages, products and lists, a story's expected
 * words) read in any language of the list: the pseudo-language's made from the English as its catalogues
 * are (ARCHITECTURE.md, "A language, added"), so nobody writes it and its texts are bracketed like theirs.
 */

/**
 * What was written for each language, in `language`. In the pseudo-language, the English made pseudo
 * (`pseudoContentOf`); a function (a text with arguments) gives the pseudo of what the English one gives.
 */
export function inLanguage<W extends Readonly<Record<WrittenLanguage, unknown>>>(
  written: W,
  language: Language,
): W[WrittenLanguage] {
  type T = W[WrittenLanguage];
  // Only where the build has the pseudo-language (tools/vite-messages.ts): elsewhere the list does not name
  // it, and a production build (the embedded backend's) holds none of what makes it.
  if (import.meta.env.CEPA_PSEUDO_LANGUAGE !== '1' || language !== pseudoLanguage)
    return written[language as WrittenLanguage] as T;
  return pseudoContentOf(written.en as T);
}

/** What was written for each language, with the pseudo-language's made from the English (`inLanguage`). */
export function inEveryLanguage<T>(written: Readonly<Record<WrittenLanguage, T>>): Record<Language, T> {
  return { ...written, [pseudoLanguage]: inLanguage(written, pseudoLanguage) } as Record<Language, T>;
}

/** A site path in `language` (`inLanguage` for a path). */
export const pathIn = (paths: Readonly<Record<WrittenLanguage, string>>, language: Language) =>
  inLanguage(paths, language);

/** An English path (`/en/shop`) as the pseudo-language's (`/qps/shop`); another address as it is. */
export function pseudoPathOf(path: string): string {
  return path.replace(/^\/en(?=\/|$)/, `/${pseudoLanguage}`);
}

/** Keys whose values are never words a visitor reads: kinds, names of things, addresses, colours. */
const notWords = new Set(['type', 'kind', 'id', 'slug', 'src', 'url', 'image', 'poster', 'variant', 'icon']);

/**
 * English content as the pseudo-language's: a site path under its own prefix, HTML with each run of text
 * made pseudo, an identifier or address as it is (`hero`, `listan-negro-2022`, `https://…`, `#c4a`), any
 * other text accented, longer and bracketed; objects and lists through, their keys kept.
 */
export function pseudoContentOf<T>(english: T): T {
  return pseudoOf(english, '') as T;
}

function pseudoOf(value: unknown, key: string): unknown {
  if (typeof value === 'string') {
    if (notWords.has(key) || !value.trim()) return value;
    if (value.startsWith('/')) return pseudoPathOf(value);
    if (/^(https?:|mailto:|tel:|#|data:)/.test(value) || /^[a-z0-9_-]+$/.test(value)) return value;
    // Its links to the site's English pages lead to the pseudo-language's.
    if (/<[a-z][^>]*>/i.test(value))
      return pseudoHtml(value).replace(/(href=["'])\/en(?=[/"'])/g, `$1/${pseudoLanguage}`);
    return pseudoMessageText(value);
  }
  // A text with arguments: the pseudo of what the English one gives.
  if (typeof value === 'function')
    return (...args: unknown[]) => pseudoOf((value as (...a: unknown[]) => unknown)(...args), key);
  if (Array.isArray(value)) return value.map((item) => pseudoOf(item, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pseudoOf(v, k)]));
  return value;
}
