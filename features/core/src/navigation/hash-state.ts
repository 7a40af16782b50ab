import { useCallback, useEffect, useRef } from 'react';

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
 * The least time between two replaced addresses. WebKit refuses a page's 101st history call within
 * 10 s (a SecurityError): a visitor typing into a form whose state is in the hash made one a keystroke.
 */
export const replaceAtMostEveryMs = 300;

/** Writes the address; a browser that refuses (too many calls) leaves it for the next write. */
function writeAddress(how: 'pushState' | 'replaceState', url: string): void {
  try {
    window.history[how](window.history.state, '', url);
  } catch {
    // The page's state is still the page's; the address catches up with the next write.
  }
}

/**
 * Keeps a page's state in the address hash, both ways. The hash is written after render (a new
 * entry per `entry`, so back and forward move between them; other changes replace the entry, at most
 * once every `replaceAtMostEveryMs`, the last change always written), and a hash changed from outside
 * is handed to `onChange`. The codec stays with the page; this hook only moves text between the state
 * and the address, and touches `window` only in effects.
 */
export function useHashState({ hash, entry, entryOf, onChange }: HashStateOptions): void {
  const entryKey = useRef<string | null>(null);
  const ownPath = useRef<string | null>(null);
  /** The address a replace waits to write, and when the last replace was written. */
  const waiting = useRef<{ url: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  const lastReplace = useRef(Number.NEGATIVE_INFINITY);

  const cancelWaiting = useCallback(() => {
    if (waiting.current) clearTimeout(waiting.current.timer);
    waiting.current = null;
  }, []);
  /** Writes the waiting replace now, if the page is still at its own address. */
  const writeWaiting = useCallback(() => {
    const url = waiting.current?.url;
    cancelWaiting();
    if (url === undefined || window.location.pathname !== ownPath.current) return;
    lastReplace.current = performance.now();
    writeAddress('replaceState', url);
  }, [cancelWaiting]);

  useEffect(() => {
    const { pathname, search, hash: current } = window.location;
    // The page's own address: once the site has moved on to another page (a page leaving after a
    // navigation renders once more), its state is no longer written to the address.
    ownPath.current ??= pathname;
    if (pathname !== ownPath.current) return;
    const isNewEntry = entryKey.current !== null && entryKey.current !== entry;
    entryKey.current = entry;
    if (current.replace(/^#/, '') === hash) return cancelWaiting();
    const url = `${pathname}${search}${hash ? `#${hash}` : ''}`;
    if (isNewEntry && hash) {
      // The entry left keeps its last state (Back returns to it), then the new one is pushed.
      writeWaiting();
      return writeAddress('pushState', url);
    }
    const wait = lastReplace.current + replaceAtMostEveryMs - performance.now();
    if (wait <= 0 && !waiting.current) {
      lastReplace.current = performance.now();
      return writeAddress('replaceState', url);
    }
    if (waiting.current) waiting.current.url = url;
    else waiting.current = { url, timer: setTimeout(writeWaiting, Math.max(wait, 0)) };
  }, [hash, entry, cancelWaiting, writeWaiting]);

  // A page being left (a reload, another site, the back/forward cache) writes what still waits, so
  // the address it comes back to has the page's last state; leaving the page in the site does not.
  useEffect(() => {
    window.addEventListener('pagehide', writeWaiting);
    return () => {
      window.removeEventListener('pagehide', writeWaiting);
      writeWaiting();
    };
  }, [writeWaiting]);

  useEffect(() => {
    // A move through the history fires both popstate and hashchange: follow it once.
    let followed: string | null = null;
    const follow = () => {
      const { hash: current } = window.location;
      if (current === followed) return;
      followed = current;
      // The entry moved to is already in the history: following it must not add another, and a
      // replace still waiting was the entry left.
      cancelWaiting();
      entryKey.current = entryOf(current);
      onChange(current);
    };
    window.addEventListener('hashchange', follow);
    window.addEventListener('popstate', follow);
    return () => {
      window.removeEventListener('hashchange', follow);
      window.removeEventListener('popstate', follow);
    };
  }, [entryOf, onChange, cancelWaiting]);
}
