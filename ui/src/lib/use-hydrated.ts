import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server renders and while the page hydrates, true from then on (at once in a render
 * that hydrates nothing, such as a page shown in-page or a story): what depends on the browser alone is
 * rendered after hydrating, so the page hydrates from exactly the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
