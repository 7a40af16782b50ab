import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { refreshSessionAtom } from './atoms';

/**
 * Set on the page's root element by the page's inline loader when the browser shows the page again
 * from its back/forward cache (`noteRestores`).
 */
export const restoredAttribute = 'data-restored';

/** Runs in the page (written inline by the server): notes each restore. Self-contained. */
export function noteRestores(attribute: string) {
  addEventListener('pageshow', (event) => {
    if (event.persisted) document.documentElement.setAttribute(attribute, '');
  });
}

/**
 * Back or Forward to a page the browser kept whole (its back/forward cache): what the visitor did
 * meanwhile (the basket changed, a login or a logout, in another tab or on another site) is asked for
 * again. A page restored before its code came hydrates with the session the server rendered; the
 * loader's note says so.
 */
export function useSessionFreshOnRestore(): void {
  const refreshSession = useSetAtom(refreshSessionAtom);
  useEffect(() => {
    const refresh = () => {
      document.documentElement.removeAttribute(restoredAttribute);
      refreshSession();
    };
    if (document.documentElement.hasAttribute(restoredAttribute)) refresh();
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) refresh();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [refreshSession]);
}
