import { useEffect } from 'react';
import { useAtomValue, useSetAtom, type Atom, type WritableAtom } from 'jotai';
import { useLanguage, type Language } from '@cepa/core';
import type { Loadable } from '@cepa/core/remote';

/**
 * A club page's member data: read in the browser once the page is shown (a member's page is never
 * cached), in the page's language, and read again on `retry`.
 */
export function useClubPageData<T>(
  stateAtom: Atom<Loadable<T>>,
  loadAtom: WritableAtom<null, [Language], Promise<void>>,
): { state: Loadable<T>; retry: () => void } {
  const language = useLanguage();
  const state = useAtomValue(stateAtom);
  const load = useSetAtom(loadAtom);
  useEffect(() => {
    void load(language);
  }, [load, language]);
  return { state, retry: () => void load(language) };
}
