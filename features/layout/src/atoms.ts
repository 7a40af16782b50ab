import { atom } from 'jotai';
import { refreshSessionAtom, reportError } from '@cepa/core';

/** Logs the member out (SPEC §7) and reloads the session; a failure is only reported. */
export const logoutAtom = atom(null, async (_get, set) => {
  try {
    // The call's code (its contract) loads with the press: the first page carries none of it.
    const { logout } = await import('./api');
    await logout();
  } catch (error) {
    reportError(error, 'layout: logging out');
  }
  set(refreshSessionAtom);
});
logoutAtom.debugLabel = 'layout/logout';
