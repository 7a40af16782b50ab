import { useSyncExternalStore } from 'react';

/**
 * Whether an in-site navigation is under way (the router is asking the server for the next page), set
 * by the router's transition hooks. Browser state only: the server never navigates.
 */
let navigating = false;
const listeners = new Set<() => void>();

export function setNavigating(value: boolean) {
  navigating = value;
  for (const listener of listeners) listener();
}

export function useNavigating(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => navigating,
    () => false,
  );
}
