export { UiLocaleProvider, useUiLocale, useUiStrings } from './ui-locale';
export { uiStrings, type UiLocale, type UiStringKey } from './strings';
