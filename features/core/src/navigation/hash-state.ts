import { useEffect, useRef } from 'react';

export type HashStateOptions = {
  /** The hash the page's state stands for, without '#' ('' for none). */
  hash: string;
  /** What the state stands for as a history entry: when it changes, a new entry is pushed. */
  entry: string;
  /** The entry a hash stands for (for a hash reached through the history). */
  entryOf: (hash: string) => string;
  /** The address's hash changed under the page (a link, the address bar, back or forward). */
  onChange: (hash: string) => void;
};

/**
 * Keeps a page's state in the address hash, both ways. The hash is written after render (a new
 * entry per `entry`, so back and forward move between them; other changes replace the entry), and
 * a hash changed from outside is handed to `onChange`. The codec stays with the page; this hook
 * only moves text between the state and the address, and touches `window` only in effects.
 */
export function useHashState({ hash, entry, entryOf, onChange }: HashStateOptions): void {
  const entryKey = useRef<string | null>(null);
  const ownPath = useRef<string | null>(null);

  useEffect(() => {
    const { pathname, search, hash: current } = window.location;
    // The page's own address: once the site has moved on to another page (a page leaving after a
    // navigation renders once more), its state is no longer written to the address.
    ownPath.current ??= pathname;
    if (pathname !== ownPath.current) return;
    const isNewEntry = entryKey.current !== null && entryKey.current !== entry;
    entryKey.current = entry;
    if (current.replace(/^#/, '') === hash) return;
    const url = `${pathname}${search}${hash ? `#${hash}` : ''}`;
    if (isNewEntry && hash) window.history.pushState(window.history.state, '', url);
    else window.history.replaceState(window.history.state, '', url);
  }, [hash, entry]);

  useEffect(() => {
    // A move through the history fires both popstate and hashchange: follow it once.
    let followed: string | null = null;
    const follow = () => {
      const { hash: current } = window.location;
      if (current === followed) return;
      followed = current;
      // The entry moved to is already in the history: following it must not add another.
      entryKey.current = entryOf(current);
      onChange(current);
    };
    window.addEventListener('hashchange', follow);
    window.addEventListener('popstate', follow);
    return () => {
      window.removeEventListener('hashchange', follow);
      window.removeEventListener('popstate', follow);
    };
  }, [entryOf, onChange]);
}
