import { atom } from 'jotai';
import type { Language } from '@cepa/core/config';
import { remoteAtom, type Loadable } from '@cepa/core/remote';
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
import { saveFailureOf, type SaveFailure } from '../errors';

/** Personal information (SPEC §2, §4): the member's data and billing address, read in the browser. */
export type PersonalInformationState = Loadable<PersonalInformation>;

/** Read in the page's language; a save's answer replaces it. */
export const personalInformationAtom = remoteAtom(
  (language: Language) => fetchPersonalInformation(language),
  { report: 'club: loading the personal information' },
);
personalInformationAtom.debugLabel = 'club/personalInformation';

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
  ): Promise<{ ok: true; goTo: string | null } | ({ ok: false } & SaveFailure)> => {
    try {
      const data = await updatePersonalInformation(input.patch, input.language);
      await set(personalInformationAtom, 'set', data);
      if (input.patch.language === input.language) return { ok: true, goTo: null };
      const { url } = await fetchPersonalInformationUrl(input.language);
      return { ok: true, goTo: url };
    } catch (error) {
      const failure = saveFailureOf(error);
      if (failure.kind === 'failed') reportError(error, 'club: saving the personal information');
      return { ok: false, ...failure };
    }
  },
);
savePersonalInformationAtom.debugLabel = 'club/savePersonalInformation';

/** Adds or replaces the billing address: true once saved, else why not. */
export const saveAddressAtom = atom(
  null,
  async (_get, set, address: ClubAddress): Promise<true | SaveFailure> => {
    try {
      const saved = await saveClubAddress(address);
      await set(personalInformationAtom, 'update', (data) => ({ ...data, address: saved }));
      return true;
    } catch (error) {
      const failure = saveFailureOf(error);
      if (failure.kind === 'failed') reportError(error, 'club: saving the billing address');
      return failure;
    }
  },
);
saveAddressAtom.debugLabel = 'club/saveAddress';
