import { atom } from 'jotai';
import { refreshSessionAtom, reportError } from '@cepa/core';
import { logout } from './api';

/** Logs the member out (SPEC §7) and reloads the session; a failure is only reported. */
export const logoutAtom = atom(null, async (_get, set) => {
  try {
    await logout();
  } catch (error) {
    reportError(error, 'layout: logging out');
  }
  set(refreshSessionAtom);
});
logoutAtom.debugLabel = 'layout/logout';
