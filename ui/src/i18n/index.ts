export { UiLocaleProvider, useUiLocale } from './ui-locale';
export { type UiLocale } from './ui-locale-context';
export { defineUiStrings, uiCatalogues } from './define-strings';
export { useCommonStrings } from './strings';
