import type { z } from 'zod/mini';

type Issues = readonly { message: string; path?: readonly (PropertyKey | { key: PropertyKey })[] }[];

/**
 * Parses `value` with `schema` through the schema's own Standard Schema interface (`~standard`): the
 * module needs no import of the schema library, so a page that has made no call yet has not loaded it.
 */
export function validate<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
): { value: z.output<S>; issues?: undefined } | { issues: Issues } {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new Error('an asynchronous schema cannot parse a call');
  return result.issues ? { issues: result.issues } : { value: result.value as z.output<S> };
}

/** The first issues of a failed parse, for an error message: "lines.0.quantity Invalid input; …". */
export function describeIssues(issues: Issues): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const path = (issue.path ?? []).map((key) => String(typeof key === 'object' ? key.key : key));
      return `${path.join('.') || '(root)'} ${issue.message}`;
    })
    .join('; ');
}
