import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { boxField, choiceField, defineFields, textField } from './fields';
import { formErrorIds, isSpanishId, matchesPostcode, rules } from './rules';
import es from './messages/es.json';
import en from './messages/en.json';

function firstError(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
}

describe('isSpanishId (DNI and NIE with their check letter)', () => {
  it.each([
    ['12345678Z', true],
    ['12345678z', true],
    ['00000001R', true],
    ['87654321X', true],
    ['X1234567L', true],
    ['Y1234567X', true],
    ['Z1234567R', true],
    ['12345678A', false],
    ['X1234567A', false],
    ['1234567Z', false],
    ['123456789', false],
    ['12345678-Z', false],
    ['', false],
  ])('%j → %s', (value, valid) => {
    expect(isSpanishId(value)).toBe(valid);
  });
});

describe('matchesPostcode (SPEC §3 postcode_regex)', () => {
  it.each([
    ['26200', '^\\d{5}$', true],
    ['2620', '^\\d{5}$', false],
    ['SW1A 1AA', '^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$', true],
    ['anything', null, true],
    ['anything', '([', true],
  ])('%j against %j → %s', (postcode, pattern, valid) => {
    expect(matchesPostcode(postcode, pattern)).toBe(valid);
  });
});

describe('the shared rules raise core.form.* ids (SPEC §5)', () => {
  it.each([
    [rules.required(), '   ', formErrorIds.required],
    [rules.email(), '', formErrorIds.required],
    [rules.email(), 'ana@', formErrorIds.email],
    [rules.phone(), '12', formErrorIds.phone],
    [rules.phone(), '+34 600 123 456', null],
    [rules.maxLength(3), 'abcd', formErrorIds.maxLength],
    [rules.maxLength(3), ' abc ', null],
    [rules.ticked(), false, formErrorIds.required],
    [rules.ticked(), true, null],
    [rules.oneOf(['a', 'b'] as const), 'c', formErrorIds.required],
  ] as const)('%#: %j → %s', (schema, value, error) => {
    expect(firstError(schema, value) ?? null).toBe(error);
  });

  it('have a text for every id in both languages', () => {
    for (const id of Object.values(formErrorIds)) {
      expect(es).toHaveProperty([id]);
      expect(en).toHaveProperty([id]);
    }
    expect(en['core.form.required']).toBe('This field is required');
    expect(es['core.form.required']).toBe('Este campo es obligatorio');
  });
});

describe('defineFields: one list, everything derived', () => {
  const fields = defineFields({
    kind: choiceField(['a', 'b'] as const, rules.oneOf(['a', 'b'] as const), 'a'),
    name: textField(rules.required()),
    ok: boxField(rules.ticked()),
  });

  it('keeps the listed order and the empty values', () => {
    expect(fields.order).toEqual(['kind', 'name', 'ok']);
    expect(fields.empty).toEqual({ kind: 'a', name: '', ok: false });
  });

  it('validates with the rules and keeps any typed value in the raw shape', () => {
    expect(fields.schema.safeParse(fields.empty).success).toBe(false);
    expect(fields.raw.safeParse(fields.empty).success).toBe(true);
    expect(fields.raw.safeParse({ ...fields.empty, kind: 'c' }).success).toBe(false);
    expect(fields.raw.safeParse({ kind: 'a', name: '' }).success).toBe(false);
  });
});
