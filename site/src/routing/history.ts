import { useSyncExternalStore } from 'react';

type Listener = () => void;
const listeners = new Set<Listener>();

function notify() {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') window.addEventListener('popstate', notify);

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** The current full path (path, query and hash), re-rendering on every navigation. */
export function useFullPath(): string {
  return useSyncExternalStore(subscribe, snapshot, () => '/');
}

/** Moves to a same-site address without reloading the page. */
export function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  notify();
}

/**
 * Lets ordinary links navigate in-page: a plain left click on a same-origin <a> without a target or
 * download attribute. Everything else (new tab, other sites, downloads) is left to the browser.
 */
export function interceptLinks(root: Pick<Document, 'addEventListener' | 'removeEventListener'>): () => void {
  const onClick = (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    if (anchor.target && anchor.target !== '_self') return;
    if (anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return;
    const to = `${anchor.pathname}${anchor.search}${anchor.hash}`;
    // An in-page anchor only moves the hash: let the browser scroll.
    if (
      anchor.pathname === window.location.pathname &&
      anchor.search === window.location.search &&
      anchor.hash
    )
      return;
    event.preventDefault();
    navigate(to);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
