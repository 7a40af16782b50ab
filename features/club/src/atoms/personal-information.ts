import { atom } from 'jotai';
import type { Language } from '@cepa/core/config';
import { loading, type Loadable } from '@cepa/core/remote';
import { reportError } from '@cepa/core/report';
import {
  fetchPersonalInformation,
  fetchPersonalInformationUrl,
  saveClubAddress,
  updatePersonalInformation,
  type ClubAddress,
  type PersonalInformation,
  type PersonalInformationPatch,
} from '../api';

/** Personal information (SPEC §2, §4): the member's data and billing address, loaded in the browser. */
export type PersonalInformationState = Loadable<PersonalInformation>;

const stateAtom = atom<PersonalInformationState>(loading);
stateAtom.debugLabel = 'club/personalInformation.state';

export const personalInformationAtom = atom((get) => get(stateAtom));
personalInformationAtom.debugLabel = 'club/personalInformation';

export const loadPersonalInformationAtom = atom(null, async (_get, set, language: Language) => {
  set(stateAtom, loading);
  try {
    set(stateAtom, { state: 'hasData', data: await fetchPersonalInformation(language) });
  } catch (error) {
    reportError(error, 'club: loading the personal information');
    set(stateAtom, { state: 'hasError', error });
  }
});
loadPersonalInformationAtom.debugLabel = 'club/loadPersonalInformation';

/**
 * Saves the member's data. When the language saved differs from the page's, the answer carries the
 * address to go to (SPEC §4: fetched from the server after the save).
 */
export const savePersonalInformationAtom = atom(
  null,
  async (
    _get,
    set,
    input: { patch: PersonalInformationPatch; language: Language },
  ): Promise<{ ok: true; goTo: string | null } | { ok: false }> => {
    try {
      const data = await updatePersonalInformation(input.patch, input.language);
      set(stateAtom, { state: 'hasData', data });
      if (input.patch.language === input.language) return { ok: true, goTo: null };
      const { url } = await fetchPersonalInformationUrl(input.language);
      return { ok: true, goTo: url };
    } catch (error) {
      reportError(error, 'club: saving the personal information');
      return { ok: false };
    }
  },
);
savePersonalInformationAtom.debugLabel = 'club/savePersonalInformation';

/** Adds or replaces the billing address. */
export const saveAddressAtom = atom(null, async (get, set, address: ClubAddress): Promise<boolean> => {
  try {
    const saved = await saveClubAddress(address);
    const state = get(stateAtom);
    if (state.state === 'hasData')
      set(stateAtom, { state: 'hasData', data: { ...state.data, address: saved } });
    return true;
  } catch (error) {
    reportError(error, 'club: saving the billing address');
    return false;
  }
});
saveAddressAtom.debugLabel = 'club/saveAddress';
