/*
 * The shop's one money format, in both languages: euro, two decimals, every amount grouped by thousands
 * with a point (es-ES leaves four-digit amounts ungrouped by default; the shop groups them all), a
 * decimal comma, and a no-break space before the sign so the line never wraps there. A rounded -0
 * prints "0,00 €".
 *
 * Written out rather than through Intl.NumberFormat: the browser's first number formatter of a page
 * loads the locale's number data, which held a phone's main thread for tens of milliseconds while the
 * page hydrated (Lighthouse's simulated phone, and the browser's own trace at a 4× slower CPU). It
 * rounds as Intl does: the number's shortest decimal form (what `String` prints), half away from zero
 * (6160.155 → 6.160,16, where `toFixed` would round the binary value down); the unit test holds the
 * two to the same output.
 */
const nbsp = '\u00a0';

/** Formats an amount in euro the way the shop shows it in both languages: "1.234,50 €". */
export function formatPrice(amount: number): string {
  const cents = roundToCents(Math.abs(amount));
  const units = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const fraction = (cents % 100n).toString().padStart(2, '0');
  return `${amount < 0 && cents > 0n ? '-' : ''}${units},${fraction}${nbsp}€`;
}

/** A non-negative amount in whole cents, rounded half away from zero on its shortest decimal form. */
function roundToCents(amount: number): bigint {
  if (!Number.isFinite(amount)) return 0n;
  const decimal = String(amount);
  // Only amounts below a millionth or from 10^21 up print with an exponent.
  if (decimal.includes('e')) return amount < 1 ? 0n : BigInt(amount) * 100n;
  const [units = '0', fraction = ''] = decimal.split('.');
  const digits = fraction.padEnd(3, '0');
  return BigInt(units + digits.slice(0, 2)) + (digits[2]! >= '5' ? 1n : 0n);
}
