import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@cepa/core/http';
import { loading } from '@cepa/core/remote';
import {
  fetchMembershipData,
  fetchMyClub,
  sendInvitation,
  type Invitation,
  type InvitationPayload,
  type MembershipData,
  type MyClub,
} from '../api';
import { myClubAtom, sendInvitationAtom } from './my-club';
import { preferencesAtom } from './preferences';

vi.mock('../api', () => ({
  fetchMyClub: vi.fn(),
  fetchMembershipData: vi.fn(),
  sendInvitation: vi.fn(),
  saveProductPreferences: vi.fn(),
}));

// Only the fields the atoms read: the screens' use of the rest is the stories'.
const club = {
  invitation: null,
  product_preferences: { options: [], selected: ['tinto'] },
} as unknown as MyClub;
const membership = { level: 'bronze' } as unknown as MembershipData;
const invitation = { email: 'ana@example.com', next_invitation_date: '2027-01-01' } as unknown as Invitation;
const payload = { email: 'ana@example.com' } as unknown as InvitationPayload;

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.mocked(fetchMyClub).mockResolvedValue(club);
  vi.mocked(fetchMembershipData).mockResolvedValue(membership);
});
afterEach(() => vi.restoreAllMocks());

describe('my club', () => {
  it('reads the club profile and the membership data in the page’s language, and shows the profile’s preferences', async () => {
    const store = createStore();
    await store.set(myClubAtom, 'show', 'en');
    expect(fetchMyClub).toHaveBeenCalledWith('en');
    expect(fetchMembershipData).toHaveBeenCalledWith('en');
    expect(store.get(myClubAtom)).toEqual({ state: 'hasData', data: { club, membership } });
    expect(store.get(preferencesAtom).selected).toEqual(['tinto']);
  });

  it('a failure says so, and a retry asks again', async () => {
    vi.mocked(fetchMembershipData).mockRejectedValueOnce(
      new ApiError('http', 'GET membership', { status: 500 }),
    );
    const store = createStore();
    await store.set(myClubAtom, 'show', 'es');
    expect(store.get(myClubAtom).state).toBe('hasError');
    const retried = store.set(myClubAtom, 'retry', 'es');
    expect(store.get(myClubAtom)).toEqual(loading);
    await retried;
    expect(store.get(myClubAtom)).toEqual({ state: 'hasData', data: { club, membership } });
    expect(fetchMyClub).toHaveBeenCalledTimes(2);
  });

  it('an invitation sent shows in my club’s data', async () => {
    vi.mocked(sendInvitation).mockResolvedValue(invitation);
    const store = createStore();
    await store.set(myClubAtom, 'show', 'es');
    await expect(store.set(sendInvitationAtom, payload)).resolves.toEqual({ ok: true, invitation });
    expect(store.get(myClubAtom)).toEqual({
      state: 'hasData',
      data: { club: { ...club, invitation }, membership },
    });
  });

  it('an invitation refused leaves my club’s data as it was, and says which field', async () => {
    vi.mocked(sendInvitation).mockRejectedValue(
      new ApiError('http', 'POST invitation', { status: 400, detail: 'EMAIL_IN_USE' }),
    );
    const store = createStore();
    await store.set(myClubAtom, 'show', 'es');
    await expect(store.set(sendInvitationAtom, payload)).resolves.toEqual({
      ok: false,
      kind: 'field',
      field: 'email',
      message: 'club.invitation.error.emailInUse',
    });
    expect(store.get(myClubAtom)).toEqual({ state: 'hasData', data: { club, membership } });
  });
});
