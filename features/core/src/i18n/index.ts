export { I18nProvider, useLanguage, defineMessages, intlLocale } from './i18n';
export { formatMoney, formatDate } from './format';
export { answerSiteLocalesAhead } from './known-locales';
