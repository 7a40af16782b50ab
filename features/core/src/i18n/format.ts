import { formatPrice } from '@cepa/ui';
import type { Language } from '../config/config';
import { intlLocale } from './i18n';

/** The shop's money format in both languages ("1.234,50 €"): the design system's price format. */
export const formatMoney = formatPrice;

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
