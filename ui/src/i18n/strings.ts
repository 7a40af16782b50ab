/**
 * The assistive text that ui components own (never product copy): names of controls that have no
 * visible text, and announcements. Every key exists in both languages; strings.test.ts checks it.
 */
export const uiStrings = {
  es: {
    loading: 'Cargando',
    close: 'Cerrar',
  },
  en: {
    loading: 'Loading',
    close: 'Close',
  },
} as const;

export type UiLocale = keyof typeof uiStrings;
export type UiStringKey = keyof (typeof uiStrings)['es'];
