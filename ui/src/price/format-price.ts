/*
 * es-ES leaves four-digit amounts ungrouped by default (1234,50 €); the shop groups every amount
 * (1.234,50 €), so grouping is forced. signDisplay 'negative' keeps a rounded -0 from printing "-0,00 €".
 */
const euro = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
  signDisplay: 'negative',
});

/** Formats an amount in euro the way the shop shows it in both languages: "1.234,50 €". */
export function formatPrice(amount: number): string {
  return euro.format(amount);
}
