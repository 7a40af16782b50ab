import { atom } from 'jotai';
import { isApiError, tooManyAttemptsOf } from '@cepa/core/http';
import { reportError } from '@cepa/core/report';
import { saveProductPreferences } from '../api';

/**
 * My preferences (SPEC §4): a product option is toggled and saved at once; while a save is in
 * flight, clicks are ignored; a failed save puts the toggle back and says so. Built over a `save` so
 * the rules are unit-tested against a server whose answers the test releases.
 *
 * A save that got no answer (the site's time budget ran out, the connection dropped) may still have
 * been kept by the backend, and may even land after a later save. Each save sends the whole selection
 * (an idempotent PUT), so it is sent once more, still ignoring clicks: whichever of the two lands last
 * carries the same list, and the screen shows the answer. Only a save refused, or unanswered twice, is
 * put back.
 */
export type PreferencesState = {
  /** The selection the screen shows. */
  selected: readonly string[];
  /** The option whose save is in flight, if any. */
  saving: string | null;
  /** The option whose last save failed (the toggle was put back), if any. */
  failed: string | null;
  /** When the site's limits refused that save (429): the seconds to wait before trying again. */
  retryAfterSeconds?: number;
  /** The last save was kept (said to the member until the next box is ticked). */
  saved?: true;
};

export type ToggleResult = 'saved' | 'ignored' | 'failed';

export function createPreferencesAtoms(
  save: (selected: readonly string[]) => Promise<{ selected: string[] }>,
) {
  const stateAtom = atom<PreferencesState>({ selected: [], saving: null, failed: null });
  stateAtom.debugLabel = 'club/preferences.state';

  const preferencesAtom = atom((get) => get(stateAtom));
  preferencesAtom.debugLabel = 'club/preferences';

  /** The selection as the club profile gave it. */
  const receivePreferencesAtom = atom(null, (_get, set, selected: readonly string[]) =>
    set(stateAtom, { selected, saving: null, failed: null }),
  );
  receivePreferencesAtom.debugLabel = 'club/receivePreferences';

  const togglePreferenceAtom = atom(null, async (get, set, value: string): Promise<ToggleResult> => {
    const before = get(stateAtom);
    if (before.saving !== null) return 'ignored';
    const selected = before.selected.includes(value)
      ? before.selected.filter((v) => v !== value)
      : [...before.selected, value];
    set(stateAtom, { selected, saving: value, failed: null });
    try {
      const answer = await save(selected).catch((error: unknown) => {
        if (isApiError(error) && error.kind === 'network') return save(selected);
        throw error;
      });
      set(stateAtom, { selected: answer.selected, saving: null, failed: null, saved: true });
      return 'saved';
    } catch (error) {
      const retryAfterSeconds = tooManyAttemptsOf(error);
      if (retryAfterSeconds === null) {
        reportError(error, 'club: saving the product preferences');
        set(stateAtom, { selected: before.selected, saving: null, failed: value });
      } else set(stateAtom, { selected: before.selected, saving: null, failed: value, retryAfterSeconds });
      return 'failed';
    }
  });
  togglePreferenceAtom.debugLabel = 'club/togglePreference';

  return { preferencesAtom, receivePreferencesAtom, togglePreferenceAtom };
}

export const { preferencesAtom, receivePreferencesAtom, togglePreferenceAtom } =
  createPreferencesAtoms(saveProductPreferences);
