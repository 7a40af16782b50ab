import { z } from 'zod';
import { formErrorIds } from './error-ids';

export { formErrorIds, type FormErrorId } from './error-ids';

/** A phone number: 6 to 15 digits, with spaces, dots, dashes, brackets or a + between them. */
export const phonePattern = /^(?=(?:\D*\d){6,15}\D*$)[\d\s()+.-]+$/;

const checkLetters = 'TRWAGMYFPDXBNJZSQVHLCKE';

/**
 * A Spanish national ID: a DNI (eight digits and its check letter) or an NIE (X, Y or Z, seven
 * digits and its check letter). The letter is the number modulo 23 in the official table; lower
 * case is accepted.
 */
export function isSpanishId(value: string): boolean {
  const id = value.trim().toUpperCase();
  const match = /^([XYZ]\d{7}|\d{8})([A-Z])$/.exec(id);
  if (!match) return false;
  const digits = match[1]!.replace(/^[XYZ]/, (prefix) => String('XYZ'.indexOf(prefix)));
  return checkLetters[Number(digits) % 23] === match[2];
}

/**
 * Whether a postcode matches a country's regular expression (SPEC §3 `postcode_regex`); with no
 * expression (a country the server gives none for) any postcode is accepted.
 */
export function matchesPostcode(postcode: string, pattern: string | null | undefined): boolean {
  if (!pattern) return true;
  try {
    return new RegExp(pattern).test(postcode.trim());
  } catch {
    // A malformed expression from the server must not lock the visitor out of the form.
    return true;
  }
}

const requiredText = () => z.string().trim().min(1, { error: formErrorIds.required });

/** The shared rules (SPEC §5); each raises a `core.form.*` id. Strings are trimmed. */
export const rules = {
  required: requiredText,
  optional: () => z.string().trim(),
  email: () => requiredText().pipe(z.email({ error: formErrorIds.email })),
  phone: () => requiredText().pipe(z.string().regex(phonePattern, { error: formErrorIds.phone })),
  maxLength: (max: number) => z.string().trim().max(max, { error: formErrorIds.maxLength }),
  /**
   * A box that must be ticked (a consent, the terms): unticked, it is a required field like any other
   * (SPEC §8: "Required consent or terms: ERROR_REQUIRED or a required error").
   */
  ticked: () => z.boolean().refine((ticked) => ticked, { error: formErrorIds.required }),
  box: () => z.boolean(),
  oneOf: <const T extends readonly [string, ...string[]]>(values: T) =>
    z.enum(values, { error: formErrorIds.required }),
};

/**
 * SPEC §5: the document number must be a Spanish national ID when the document type is dni. It
 * runs as soon as the two document fields are valid, even while other fields are still empty.
 */
export const documentNumberCheck = {
  path: ['documentNumber'],
  error: formErrorIds.spanishId,
  when: (payload: z.core.ParsePayload) =>
    !payload.issues.some((issue) => ['documentType', 'documentNumber'].includes(String(issue.path?.[0]))),
};
export function documentNumberMatchesType(value: { documentType: string; documentNumber: string }): boolean {
  return value.documentType !== 'dni' || isSpanishId(value.documentNumber);
}
