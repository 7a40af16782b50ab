import { useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * One save per press for a club form: a submit while the last save is under way is ignored, `saving`
 * shows on the button, and the form's own validation runs first (a locally invalid form sends nothing).
 */
export function useOneSave() {
  const [saving, setSaving] = useState(false);
  const inFlight = useRef(false);
  const onSubmit =
    <V extends FieldValues>(form: UseFormReturn<V>, save: (values: V) => Promise<void>) =>
    (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (inFlight.current) return;
      void form.handleSubmit(async (values) => {
        inFlight.current = true;
        setSaving(true);
        try {
          await save(values);
        } finally {
          inFlight.current = false;
          setSaving(false);
        }
      })(event);
    };
  return { saving, onSubmit };
}
