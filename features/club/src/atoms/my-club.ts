import { atom } from 'jotai';
import type { Language } from '@cepa/core/config';
import { remoteAtom, type Loadable } from '@cepa/core/remote';
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

export type MyClubData = { club: MyClub; membership: MembershipData };

/** My club's data: the club profile and the membership data, read together in the browser. */
export type MyClubState = Loadable<MyClubData>;

/** Read in the page's language; the profile's selected preferences go to the preferences it shows. */
export const myClubAtom = remoteAtom(
  async (language: Language, _get, set): Promise<MyClubData> => {
    const [club, membership] = await Promise.all([fetchMyClub(language), fetchMembershipData(language)]);
    set(receivePreferencesAtom, club.product_preferences.selected);
    return { club, membership };
  },
  { report: 'club: loading my club' },
);
myClubAtom.debugLabel = 'club/myClub';

export type SendInvitationResult = { ok: true; invitation: Invitation } | ({ ok: false } & InvitationOutcome);

/** Sends the year's invitation; once sent, the page shows it read-only with the next date. */
export const sendInvitationAtom = atom(
  null,
  async (_get, set, payload: InvitationPayload): Promise<SendInvitationResult> => {
    try {
      const invitation = await sendInvitation(payload);
      await set(myClubAtom, 'update', (data) => ({ ...data, club: { ...data.club, invitation } }));
      return { ok: true, invitation };
    } catch (error) {
      const outcome = invitationOutcome(error);
      if (outcome.kind === 'failed') reportError(error, 'club: sending the invitation');
      return { ok: false, ...outcome };
    }
  },
);
sendInvitationAtom.debugLabel = 'club/sendInvitation';
