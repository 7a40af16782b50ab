import { useMemo, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { labelsFrom, useConsentLabel, useTooManyAttemptsText, type PostedForm } from '@cepa/core/form';
import { requestFieldLabels } from './forms';
import { isRequestMessageId, useRequestMessages } from './messages';
import type { SendOutcome } from './send';

/** Why the form's last send failed, as `RequestFailure` (components.tsx) says it. */
export type RequestFailureState = {
  /** The send here failed. */
  failed: boolean;
  /** It was sent too often (429): the words that say when to try again, in place of the failure's. */
  tooManyAttempts: string | null;
  /** The form sent without JavaScript failed (its `reason`), until it is sent here. */
  postedFailure: string | null;
  /** …too often: the seconds to wait. */
  postedRetryAfter: number | undefined;
};

/**
 * What the contact form and the experience request share around their own fields: the form as it was
 * posted without JavaScript (its twins, its failure), the fields' labels and messages, and the submit
 * that sends, puts the server's field errors on their fields or says the send failed.
 */
export function useRequestForm<Input extends FieldValues, Values>({
  form,
  posted,
  nativeTwins,
  privacyPath,
  send,
  onSent,
}: {
  form: UseFormReturn<Input, unknown, Values>;
  /** The form as it was sent without JavaScript, or null. */
  posted: PostedForm | null;
  /** The fields whose native twin stands in until the page has hydrated. */
  nativeTwins: readonly string[];
  privacyPath: string | undefined;
  send: (values: Values) => Promise<SendOutcome>;
  onSent: (values: Values) => void;
}) {
  const t = useRequestMessages();
  const tooManyAttemptsText = useTooManyAttemptsText();
  const [failed, setFailed] = useState(false);
  /** Sent too often: the words that say when to try again (in place of the failure's). */
  const [tooManyAttempts, setTooManyAttempts] = useState<string | null>(null);
  const typed = posted && posted.outcome.kind !== 'sent' ? posted : null;
  const postedScope = useMemo(() => ({ form: typed, nativeTwins }), [typed, nativeTwins]);
  const postedOutcome =
    form.formState.submitCount === 0 && typed?.outcome.kind === 'failed' ? typed.outcome : null;
  const postedFailure = postedOutcome?.reason ?? null;
  const postedRetryAfter = postedOutcome?.retryAfterSeconds;
  const consent = useConsentLabel(t.intl, 'content.request.consent', privacyPath);
  const fieldLabel = labelsFrom(requestFieldLabels, t);
  const label = (name: string) => (name === 'consent' ? consent.text : fieldLabel(name));
  const translate = (id: string) => (isRequestMessageId(id) ? t(id) : undefined);

  const onSubmit = async (values: Values) => {
    setFailed(false);
    setTooManyAttempts(null);
    const outcome = await send(values);
    if (outcome.ok) onSent(values);
    else if (outcome.kind === 'fields') {
      for (const [key, message] of Object.entries(outcome.fields)) {
        form.setError(key as Path<Input>, { message });
      }
    } else if (outcome.kind === 'tooManyAttempts') {
      setTooManyAttempts(tooManyAttemptsText(outcome.retryAfterSeconds));
      setFailed(true);
    } else if (outcome.kind === 'failed') setFailed(true);
  };

  const failure: RequestFailureState = { failed, tooManyAttempts, postedFailure, postedRetryAfter };
  return { t, typed, failure, postedScope, consent, label, translate, onSubmit };
}
