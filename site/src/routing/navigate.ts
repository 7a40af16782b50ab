import { navigate as vikeNavigate } from 'vike/client/router';
import type { Navigate } from '@cepa/core';

/** Moves to a same-site address in-page (the router asks the server for the next page's data). */
export const navigate: Navigate = (to, { replace = false, keepScroll = false } = {}) => {
  void vikeNavigate(to, { overwriteLastHistoryEntry: replace, keepScrollPosition: keepScroll });
};
