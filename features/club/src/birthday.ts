/**
 * SPEC §5, §9: the birthday is typed as dd / mm / yyyy (mask `## / ## / ####`) and sent in ISO form,
 * or null when empty.
 */
export const birthdayMask = '## / ## / ####';

/** The typed birthday in ISO form; null when empty; undefined when it is not a real date. */
export function birthdayToIso(typed: string): string | null | undefined {
  const digits = typed.replace(/\D/g, '');
  if (digits.length === 0) return null;
  if (digits.length !== 8) return undefined;
  const day = Number(digits.slice(0, 2));
  const month = Number(digits.slice(2, 4));
  const year = Number(digits.slice(4));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1900 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return undefined;
  return `${digits.slice(4)}-${digits.slice(2, 4)}-${digits.slice(0, 2)}`;
}

/** The ISO birthday as the mask shows it ("09 / 03 / 1984"), or empty. */
export function birthdayFromIso(iso: string | null): string {
  if (!iso) return '';
  const [year, month, day] = iso.split('-');
  return `${day} / ${month} / ${year}`;
}
