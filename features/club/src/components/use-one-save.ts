import { useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * One save per press for a club form: a submit while the last save is under way is ignored, `saving`
 * shows on the button, and the form's own validation runs first (a locally invalid form sends nothing).
 * A save that resolves `false` failed: `failed` says so until the next try (what was typed stays).
 */
export function useOneSave() {
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef(false);
  const onSubmit =
    <V extends FieldValues>(form: UseFormReturn<V>, save: (values: V) => Promise<boolean | void>) =>
    (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (inFlight.current) return;
      void form.handleSubmit(async (values) => {
        inFlight.current = true;
        setSaving(true);
        setFailed(false);
        try {
          if ((await save(values)) === false) setFailed(true);
        } finally {
          inFlight.current = false;
          setSaving(false);
        }
      })(event);
    };
  return { saving, failed, onSubmit };
}
