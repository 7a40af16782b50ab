import { z } from 'zod';

/**
 * One field of a form, listed once: the rule that validates it on submit, the looser shape its
 * typed value may be kept in (the address hash, a draft), and its empty value.
 */
export type FieldSpec<R extends z.ZodType = z.ZodType> = {
  rule: R;
  raw: z.ZodType<z.input<R>>;
  empty: z.input<R>;
};

/** A text field; any string may be kept while it is typed. */
export function textField<R extends z.ZodType<unknown, string>>(rule: R, empty = ''): FieldSpec<R> {
  return { rule, raw: z.string() as unknown as z.ZodType<z.input<R>>, empty: empty as z.input<R> };
}

/** A checkbox. */
export function boxField<R extends z.ZodType<unknown, boolean>>(rule: R, empty = false): FieldSpec<R> {
  return { rule, raw: z.boolean() as unknown as z.ZodType<z.input<R>>, empty: empty as z.input<R> };
}

/** A choice among fixed values; only those values may be kept. */
export function choiceField<const T extends readonly [string, ...string[]], R extends z.ZodType<T[number]>>(
  values: T,
  rule: R,
  empty: T[number],
): FieldSpec<R> {
  return { rule, raw: z.enum(values) as unknown as z.ZodType<z.input<R>>, empty: empty as z.input<R> };
}

type Rules<F extends Record<string, FieldSpec>> = { [K in keyof F]: F[K]['rule'] };
type Raws<F extends Record<string, FieldSpec>> = { [K in keyof F]: F[K]['raw'] };

/**
 * A form's fields, listed once, and what derives from the list: the validating schema, the shape
 * its typed values are kept in, the empty values and the field order (labels, error summary).
 */
export function defineFields<F extends Record<string, FieldSpec>>(fields: F) {
  const entries = Object.entries(fields) as [keyof F & string, FieldSpec][];
  const schema = z.object(Object.fromEntries(entries.map(([name, spec]) => [name, spec.rule])) as Rules<F>);
  const raw = z.object(Object.fromEntries(entries.map(([name, spec]) => [name, spec.raw])) as Raws<F>);
  const empty = Object.fromEntries(entries.map(([name, spec]) => [name, spec.empty])) as z.input<
    typeof schema
  >;
  const order = entries.map(([name]) => name);
  return { fields, schema, raw, empty, order };
}
