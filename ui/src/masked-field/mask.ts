/** A mask is a pattern where `#` stands for one digit and every other character is a literal. */
const DIGIT_SLOT = '#';

/** SPEC §5/§9: the member's birthday, typed as dd / mm / yyyy. */
export const birthdayMask = '## / ## / ####';

export function onlyDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** How many digits the mask holds. */
export function maskCapacity(mask: string): number {
  return mask.split('').filter((char) => char === DIGIT_SLOT).length;
}

/**
 * Lays digits into the mask. Literals appear only once a digit follows them ("01", then "01 / 0"),
 * so deleting the last digit never leaves a separator behind for backspace to fight with.
 */
export function formatMasked(digits: string, mask: string): string {
  let masked = '';
  let next = 0;
  for (const char of mask) {
    if (next >= digits.length) break;
    if (char === DIGIT_SLOT) {
      masked += digits[next];
      next += 1;
    } else {
      masked += char;
    }
  }
  return masked;
}

/** The position just after the `count`-th digit of a masked value (0 when count is 0). */
export function caretAfterDigits(masked: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < masked.length; index += 1) {
    if (/\d/.test(masked[index] ?? '')) {
      seen += 1;
      if (seen === count) return index + 1;
    }
  }
  return masked.length;
}

export type MaskResult = {
  /** The value as shown: "01 / 02 / 1990". */
  masked: string;
  /** Only the digits, at most the mask's capacity: "01021990". */
  digits: string;
  /** Where the caret goes so that it stays after the same digit it followed in the raw text. */
  caret: number;
};

/**
 * Re-masks whatever the input holds after an edit (typed, deleted or pasted: "01/02/1990",
 * "01021990"), keeping the caret after the same digit. Non-digits are dropped and digits beyond the
 * mask's capacity are cut off.
 */
export function applyMask(raw: string, mask: string, caret: number = raw.length): MaskResult {
  const digits = onlyDigits(raw).slice(0, maskCapacity(mask));
  const masked = formatMasked(digits, mask);
  const digitsBeforeCaret = Math.min(onlyDigits(raw.slice(0, caret)).length, digits.length);
  return { masked, digits, caret: caretAfterDigits(masked, digitsBeforeCaret) };
}

/**
 * Where Backspace (backward) or Delete (forward) should act from so that it removes a digit rather
 * than a separator: the caret moved past any literals next to it.
 */
export function skipLiterals(masked: string, caret: number, direction: 'backward' | 'forward'): number {
  let position = caret;
  if (direction === 'backward') {
    while (position > 0 && !/\d/.test(masked[position - 1] ?? '')) position -= 1;
  } else {
    while (position < masked.length && !/\d/.test(masked[position] ?? '')) position += 1;
  }
  return position;
}
