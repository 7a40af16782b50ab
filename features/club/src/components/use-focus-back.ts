import { useEffect, useRef } from 'react';

/**
 * Focus back on the button that opened a form, once the form has closed and the button is on screen
 * again (an effect after that render, not a frame later, when the button may not be there yet and focus
 * would fall to the page). Call `focusBack()` as the form closes; pass `opener` to the button.
 */
export function useFocusBack(open: boolean) {
  const opener = useRef<HTMLButtonElement>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (open || !pending.current) return;
    pending.current = false;
    opener.current?.focus();
  }, [open]);
  return {
    opener,
    focusBack: () => {
      pending.current = true;
    },
  };
}
