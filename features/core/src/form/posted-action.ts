import { requestCaptchaToken, type CaptchaAction } from '../captcha/captcha';
import { config } from '../config/config';
import { isApiError } from '../http/api-error';
import { needsJavaScriptReason, type PostedOutcome } from './posted';

/*
 * What the slices' form actions (`FormAction`, `@cepa/core/page`) share: reading a form's posted fields
 * as the form's own values, the errors of its schema, its captcha, and a backend's failure. They run
 * on the server only.
 */

const ticked = (text: string | undefined) => text !== undefined && text !== '' && text !== 'false';

/**
 * A form's posted fields as its input, in the kind of value the form keeps for each field of `empty`:
 * text as posted (a field not posted is empty), a box ticked when it was posted. Anything else posted
 * is left out.
 */
export function postedInput<V extends Record<string, unknown>>(
  fields: Readonly<Record<string, string>>,
  empty: V,
): V {
  const input: Record<string, unknown> = {};
  for (const [name, initial] of Object.entries(empty)) {
    const text = Object.hasOwn(fields, name) ? fields[name] : undefined;
    input[name] = typeof initial === 'boolean' ? ticked(text) : (text ?? initial);
  }
  return input as V;
}

/**
 * What was typed, to give back to the form (`PostedForm['values']`): its own fields only, a ticked box
 * as `'true'`; an empty field and an unticked box are left out (the form's empty values stand). A
 * password is never given back, whatever a form calls it.
 */
export function typedValues(input: Readonly<Record<string, unknown>>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(input)) {
    if (/password/i.test(name)) continue;
    if (typeof value === 'boolean') {
      if (value) values[name] = 'true';
    } else if ((typeof value === 'string' && value !== '') || typeof value === 'number') {
      values[name] = String(value);
    }
  }
  return values;
}

/** A failed parse's errors as the form shows them: each field's first issue, a message id of its rules. */
export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path[0];
    if (typeof name === 'string' && !Object.hasOwn(errors, name)) errors[name] = issue.message;
  }
  return errors;
}

/**
 * The captcha token of a form sent without the page's code: the local token the captcha adapter gives
 * when no site key is configured; null when one is, since the provider's token is made by its script
 * in the page, which did not run.
 */
export async function postedCaptchaToken(action: CaptchaAction): Promise<string | null> {
  if (config.captchaSiteKey) return null;
  return requestCaptchaToken(action);
}

/** A form that cannot be sent without the page's code (its captcha): the form says so. */
export const needsJavaScript: PostedOutcome = { kind: 'failed', reason: needsJavaScriptReason, status: 400 };

/**
 * A form's call that failed, as a posted outcome with the form's `reason`: 503 when the backend did not
 * answer, 502 when it answered with a failure (or an answer that breaks the contract).
 */
export function backendFailed(reason: string, error: unknown): PostedOutcome {
  const unanswered = isApiError(error) && error.kind === 'network';
  return { kind: 'failed', reason, status: unanswered ? 503 : 502 };
}
