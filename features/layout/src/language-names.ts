import type { Language } from '@cepa/core';

/**
 * Each language's name in itself, as the language switch shows it on every page ("English" on a Spanish
 * page, "Español" on an English one): one for each of the site's `languages` (the type checker asks for a
 * new one's), the same in every catalogue, so not in one.
 */
export const languageNames: Record<Language, string> = { es: 'Español', en: 'English' };
