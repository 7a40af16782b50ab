/** SPEC §9: Spain's ISO code, first in every country list. */
export const firstCountry = 'ES';

/**
 * SPEC §9: a country list with Spain first, whatever order the backend gave; the others keep theirs.
 * `codeOf` reads an entry's ISO code (`iso_code` in the shop's list, `value` in the option lists).
 */
export function spainFirst<T>(countries: readonly T[], codeOf: (country: T) => string): T[] {
  return [
    ...countries.filter((country) => codeOf(country) === firstCountry),
    ...countries.filter((country) => codeOf(country) !== firstCountry),
  ];
}
