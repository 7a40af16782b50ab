import { useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTooManyAttemptsText } from '@cepa/core/form';
import type { SaveFailure } from '../errors';

/**
 * One save per press for a club form: a submit while the last save is under way is ignored, `saving`
 * shows on the button, and the form's own validation runs first (a locally invalid form sends nothing).
 * A save that resolves `false` or a `SaveFailure` did not go through: `failure` says why until the next
 * try (what was typed stays): `failedText`, or the site's limits' "Too many attempts…" with the wait.
 */
export function useOneSave(failedText: string) {
  const tooManyAttemptsText = useTooManyAttemptsText();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<SaveFailure | null>(null);
  const inFlight = useRef(false);
  const onSubmit =
    <V extends FieldValues>(
      form: UseFormReturn<V>,
      save: (values: V) => Promise<boolean | SaveFailure | void>,
    ) =>
    (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (inFlight.current) return;
      void form.handleSubmit(async (values) => {
        inFlight.current = true;
        setSaving(true);
        setFailed(null);
        try {
          const result = await save(values);
          if (result === false) setFailed({ kind: 'failed' });
          else if (typeof result === 'object') setFailed(result);
        } finally {
          inFlight.current = false;
          setSaving(false);
        }
      })(event);
    };
  const failure =
    failed === null
      ? null
      : failed.kind === 'tooManyAttempts'
        ? tooManyAttemptsText(failed.retryAfterSeconds)
        : failedText;
  return { saving, failure, onSubmit };
}
