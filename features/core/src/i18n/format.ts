import type { Language } from '../config/config';
import { intlLocale } from './i18n';

const euro = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

/** The shop's money format in both languages: euro, two decimals, decimal comma, euro sign ("1.234,50 €"). */
export function formatMoney(amount: number): string {
  return euro.format(amount);
}

/** A calendar date (YYYY-MM-DD, no time zone) in the page's language, e.g. "3 de diciembre de 2026". */
export function formatDate(
  isoDate: string,
  language: Language,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
) {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return isoDate;
  return new Intl.DateTimeFormat(intlLocale[language], { ...options, timeZone: 'UTC' }).format(
    Date.UTC(y, m - 1, d),
  );
}
