/**
 * "Cookie settings" in the footer asks the consent controls to open their settings; the controls may
 * not have loaded or hydrated yet (they load once the browser is idle), so the request waits for them.
 * Browser only.
 */
let wanted = false;
const listeners = new Set<() => void>();

/** Asks for the cookie settings to open (now, or as soon as the consent controls are in the page). */
export function requestConsentSettings(): void {
  wanted = true;
  for (const listener of listeners) listener();
}

/** Calls `open` for every request, one already made included; returns the unsubscribe. */
export function onConsentSettingsRequested(open: () => void): () => void {
  const take = () => {
    if (!wanted) return;
    wanted = false;
    open();
  };
  listeners.add(take);
  take();
  return () => listeners.delete(take);
}
