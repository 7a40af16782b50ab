export { I18nProvider, useLanguage, defineMessages, intlLocale, languageNames } from './i18n';
export { formatMoney, formatDate } from './format';
export { answerSiteLocalesAhead } from './known-locales';
export { inLanguage, inEveryLanguage, pathIn, pseudoPathOf, pseudoContentOf } from './pseudo';
