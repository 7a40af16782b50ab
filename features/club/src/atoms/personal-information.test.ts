import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@cepa/core/http';
import {
  fetchPersonalInformation,
  fetchPersonalInformationUrl,
  saveClubAddress,
  updatePersonalInformation,
  type ClubAddress,
  type PersonalInformation,
  type PersonalInformationPatch,
} from '../api';
import {
  personalInformationAtom,
  saveAddressAtom,
  savePersonalInformationAtom,
} from './personal-information';

vi.mock('../api', () => ({
  fetchPersonalInformation: vi.fn(),
  fetchPersonalInformationUrl: vi.fn(),
  saveClubAddress: vi.fn(),
  updatePersonalInformation: vi.fn(),
}));

// Only the fields the atoms and the test read: the screens' use of the rest is the stories'.
const info = (phone: string) =>
  ({
    member_number: '000154',
    personal_information: { phone_number: phone, language: 'es' },
    address: null,
  }) as unknown as PersonalInformation;
const address = { document_type: 'dni', postcode: '20001' } as unknown as ClubAddress;
const patch = (language: string) =>
  ({ phone_number: '+34 611 222 333', language }) as PersonalInformationPatch;
const failure = () => new ApiError('http', 'PATCH personal information', { status: 500 });

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

async function shown() {
  vi.mocked(fetchPersonalInformation).mockResolvedValueOnce(info('+34 600 000 001'));
  const store = createStore();
  await store.set(personalInformationAtom, 'show', 'es');
  return store;
}

describe('personal information (SPEC §2, §4)', () => {
  it('is read in the page’s language; a failure says so and a retry asks again', async () => {
    vi.mocked(fetchPersonalInformation).mockRejectedValueOnce(failure());
    const store = createStore();
    await store.set(personalInformationAtom, 'show', 'en');
    expect(store.get(personalInformationAtom).state).toBe('hasError');
    vi.mocked(fetchPersonalInformation).mockResolvedValueOnce(info('+34 600 000 001'));
    await store.set(personalInformationAtom, 'retry', 'en');
    expect(fetchPersonalInformation).toHaveBeenCalledTimes(2);
    expect(fetchPersonalInformation).toHaveBeenLastCalledWith('en');
    expect(store.get(personalInformationAtom)).toEqual({ state: 'hasData', data: info('+34 600 000 001') });
  });

  it('a save shows the server’s answer, and in the same language goes nowhere', async () => {
    const store = await shown();
    vi.mocked(updatePersonalInformation).mockResolvedValueOnce(info('+34 611 222 333'));
    await expect(
      store.set(savePersonalInformationAtom, { patch: patch('es'), language: 'es' }),
    ).resolves.toEqual({ ok: true, goTo: null });
    expect(updatePersonalInformation).toHaveBeenCalledWith(patch('es'), 'es');
    expect(fetchPersonalInformationUrl).not.toHaveBeenCalled();
    expect(store.get(personalInformationAtom)).toEqual({ state: 'hasData', data: info('+34 611 222 333') });
  });

  it('a save in another language goes to the address the server gives', async () => {
    const store = await shown();
    vi.mocked(updatePersonalInformation).mockResolvedValueOnce(info('+34 611 222 333'));
    vi.mocked(fetchPersonalInformationUrl).mockResolvedValueOnce({ url: '/en/club/personal-information' });
    await expect(
      store.set(savePersonalInformationAtom, { patch: patch('en'), language: 'es' }),
    ).resolves.toEqual({ ok: true, goTo: '/en/club/personal-information' });
    expect(fetchPersonalInformationUrl).toHaveBeenCalledWith('es');
  });

  it('a failed save keeps what was shown', async () => {
    const store = await shown();
    vi.mocked(updatePersonalInformation).mockRejectedValueOnce(failure());
    await expect(
      store.set(savePersonalInformationAtom, { patch: patch('es'), language: 'es' }),
    ).resolves.toEqual({ ok: false, kind: 'failed' });
    expect(store.get(personalInformationAtom)).toEqual({ state: 'hasData', data: info('+34 600 000 001') });
  });

  it('a save the site’s limits refuse (429) says how long to wait, and is not reported as a fault', async () => {
    const store = await shown();
    const limited = new ApiError('http', 'PATCH personal information', { status: 429, retryAfter: '120' });
    vi.mocked(updatePersonalInformation).mockRejectedValueOnce(limited);
    await expect(
      store.set(savePersonalInformationAtom, { patch: patch('es'), language: 'es' }),
    ).resolves.toEqual({ ok: false, kind: 'tooManyAttempts', retryAfterSeconds: 120 });
    vi.mocked(saveClubAddress).mockRejectedValueOnce(limited);
    await expect(store.set(saveAddressAtom, address)).resolves.toEqual({
      kind: 'tooManyAttempts',
      retryAfterSeconds: 120,
    });
    expect(console.error).not.toHaveBeenCalled();
  });

  it('a save’s answer stands over a read that started before it', async () => {
    const store = await shown();
    let answer!: (value: PersonalInformation) => void;
    vi.mocked(fetchPersonalInformation).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const retried = store.set(personalInformationAtom, 'retry', 'es');
    vi.mocked(updatePersonalInformation).mockResolvedValueOnce(info('+34 611 222 333'));
    await store.set(savePersonalInformationAtom, { patch: patch('es'), language: 'es' });
    answer(info('+34 600 000 001'));
    await retried;
    expect(store.get(personalInformationAtom)).toEqual({ state: 'hasData', data: info('+34 611 222 333') });
  });

  it('an address saved shows beside the member’s data; a failed one changes nothing', async () => {
    const store = await shown();
    vi.mocked(saveClubAddress).mockRejectedValueOnce(failure());
    await expect(store.set(saveAddressAtom, address)).resolves.toEqual({ kind: 'failed' });
    expect(store.get(personalInformationAtom)).toEqual({ state: 'hasData', data: info('+34 600 000 001') });
    vi.mocked(saveClubAddress).mockResolvedValueOnce(address);
    await expect(store.set(saveAddressAtom, address)).resolves.toBe(true);
    expect(saveClubAddress).toHaveBeenLastCalledWith(address);
    expect(store.get(personalInformationAtom)).toEqual({
      state: 'hasData',
      data: { ...info('+34 600 000 001'), address },
    });
  });
});
