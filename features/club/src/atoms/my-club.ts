import { atom } from 'jotai';
import type { Language } from '@cepa/core/config';
import { loading, type Loadable } from '@cepa/core/remote';
import { reportError } from '@cepa/core/report';
import {
  fetchMembershipData,
  fetchMyClub,
  sendInvitation,
  type Invitation,
  type InvitationPayload,
  type MembershipData,
  type MyClub,
} from '../api';
import { invitationOutcome, type InvitationOutcome } from '../errors';
import { receivePreferencesAtom } from './preferences';

/** My club's data: the club profile and the membership data, loaded together in the browser. */
export type MyClubState = Loadable<{ club: MyClub; membership: MembershipData }>;

const stateAtom = atom<MyClubState>(loading);
stateAtom.debugLabel = 'club/myClub.state';

export const myClubAtom = atom((get) => get(stateAtom));
myClubAtom.debugLabel = 'club/myClub';

export const loadMyClubAtom = atom(null, async (_get, set, language: Language) => {
  set(stateAtom, loading);
  try {
    const [club, membership] = await Promise.all([fetchMyClub(language), fetchMembershipData(language)]);
    set(receivePreferencesAtom, club.product_preferences.selected);
    set(stateAtom, { state: 'hasData', data: { club, membership } });
  } catch (error) {
    reportError(error, 'club: loading my club');
    set(stateAtom, { state: 'hasError', error });
  }
});
loadMyClubAtom.debugLabel = 'club/loadMyClub';

export type SendInvitationResult = { ok: true; invitation: Invitation } | ({ ok: false } & InvitationOutcome);

/** Sends the year's invitation; once sent, the page shows it read-only with the next date. */
export const sendInvitationAtom = atom(
  null,
  async (get, set, payload: InvitationPayload): Promise<SendInvitationResult> => {
    try {
      const invitation = await sendInvitation(payload);
      const state = get(stateAtom);
      if (state.state === 'hasData')
        set(stateAtom, { ...state, data: { ...state.data, club: { ...state.data.club, invitation } } });
      return { ok: true, invitation };
    } catch (error) {
      const outcome = invitationOutcome(error);
      if (outcome.kind === 'failed') reportError(error, 'club: sending the invitation');
      return { ok: false, ...outcome };
    }
  },
);
sendInvitationAtom.debugLabel = 'club/sendInvitation';
