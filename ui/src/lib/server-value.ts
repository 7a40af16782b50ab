import { useState } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * The value of the server-rendered control with this id as React starts hydrating it, or null in a
 * render that hydrates nothing (a page reached in-page, a story) and on the server. What a visitor typed
 * or a password manager filled in before the page's code ran is in that control only until React has
 * hydrated it: React then writes the controlled value back over it, so it is read while React renders,
 * before it commits.
 */
export function useServerControlValue(id: string): string | null {
  // True on the server and while hydrating, false afterwards.
  const hydrating = !useHydrated();
  const [value] = useState(() => {
    if (!hydrating || typeof document === 'undefined') return null;
    const control = document.getElementById(id);
    return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement
      ? control.value
      : null;
  });
  return value;
}
