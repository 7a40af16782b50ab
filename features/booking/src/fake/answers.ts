import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { knownCallerOf } from '@cepa/core/backend';

/** 400 with the refusal's code as its detail (`INVALID_CAPTCHA`, `EXPERIENCE_NOT_FOUND`). */
export function badRequest(detail: string) {
  return HttpResponse.json({ detail }, { status: 400 });
}

/** The first issue of a refused payload or query, for the 400's detail. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid';
}

/**
 * Whether a request's caller may read a record or capture its payment: its creator only (a fixture
 * record: anyone). The visitor's cookie, or the member's session when logged in.
 */
export function readableBy(
  record: { owner?: string },
  request: { cookies: Record<string, string> },
): boolean {
  return record.owner === undefined || record.owner === knownCallerOf(request)?.key;
}
