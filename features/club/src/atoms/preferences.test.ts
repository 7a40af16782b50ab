import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@cepa/core/http';
import { reportError } from '@cepa/core/report';
import { createPreferencesAtoms } from './preferences';

vi.mock('@cepa/core/report', () => ({ reportError: vi.fn() }));

/** A server whose answers the test releases. */
function fakeServer() {
  let saved: string[] = ['tinto'];
  const sent: string[][] = [];
  type Outcome = boolean | 'kept-unanswered';
  const waiting: ((outcome: Outcome) => void)[] = [];
  const save = (selected: readonly string[]) => {
    sent.push([...selected]);
    return new Promise<{ selected: string[] }>((resolve, reject) =>
      waiting.push((outcome) => {
        if (outcome === true) return reject(new Error('500'));
        saved = [...selected];
        // Kept by the server, but its answer never came (the site's time budget ran out).
        if (outcome === 'kept-unanswered')
          return reject(new ApiError('network', 'PUT /api/club/profile/product_preferences/'));
        resolve({ selected: saved });
      }),
    );
  };
  return {
    save,
    sent,
    saved: () => saved,
    release: (outcome: Outcome = false) => waiting.shift()!(outcome),
  };
}

function setup() {
  const server = fakeServer();
  const atoms = createPreferencesAtoms(server.save);
  const store = createStore();
  store.set(atoms.receivePreferencesAtom, ['tinto']);
  return {
    server,
    store,
    state: () => store.get(atoms.preferencesAtom),
    toggle: (v: string) => store.set(atoms.togglePreferenceAtom, v),
  };
}

describe('product preferences (SPEC §4)', () => {
  it('shows a toggle at once and saves the whole selection', async () => {
    const { server, state, toggle } = setup();
    const done = toggle('blanco');
    expect(state()).toEqual({ selected: ['tinto', 'blanco'], saving: 'blanco', failed: null });
    expect(server.sent).toEqual([['tinto', 'blanco']]);
    server.release();
    await expect(done).resolves.toBe('saved');
    expect(state()).toEqual({ selected: ['tinto', 'blanco'], saving: null, failed: null, saved: true });
  });

  it('ignores clicks while a save is in flight: one call, and the server ends with what the screen shows', async () => {
    const { server, state, toggle } = setup();
    const first = toggle('blanco');
    await expect(toggle('rosado')).resolves.toBe('ignored');
    await expect(toggle('tinto')).resolves.toBe('ignored');
    expect(server.sent).toHaveLength(1);
    server.release();
    await first;
    expect(state().selected).toEqual(server.saved());
    // Once the save is in, the next click counts.
    const next = toggle('tinto');
    server.release();
    await expect(next).resolves.toBe('saved');
    expect(state().selected).toEqual(['blanco']);
    expect(server.saved()).toEqual(['blanco']);
  });

  it('puts the toggle back when the save fails, and says which', async () => {
    const { server, state, toggle } = setup();
    const done = toggle('tinto');
    expect(state().selected).toEqual([]);
    server.release(true);
    await expect(done).resolves.toBe('failed');
    expect(state()).toEqual({ selected: ['tinto'], saving: null, failed: 'tinto' });
    expect(server.saved()).toEqual(['tinto']);
  });

  it('a save kept by the server whose answer never came: sent once more, clicks still ignored, the screen ends with what the server has', async () => {
    const { server, state, toggle } = setup();
    const done = toggle('blanco');
    server.release('kept-unanswered');
    await vi.waitFor(() => expect(server.sent).toHaveLength(2));
    expect(server.sent[1]).toEqual(['tinto', 'blanco']);
    expect(state().saving).toBe('blanco');
    await expect(toggle('rosado')).resolves.toBe('ignored');
    server.release();
    await expect(done).resolves.toBe('saved');
    expect(state()).toEqual({ selected: ['tinto', 'blanco'], saving: null, failed: null, saved: true });
    expect(state().selected).toEqual(server.saved());
  });

  it('a save refused by the server is not sent again', async () => {
    const { server, toggle } = setup();
    const done = toggle('blanco');
    server.release(true);
    await expect(done).resolves.toBe('failed');
    expect(server.sent).toHaveLength(1);
  });

  it('a save the site’s limits refuse (429) is put back, says how long to wait, and is no fault to report', async () => {
    const atoms = createPreferencesAtoms(() =>
      Promise.reject(new ApiError('http', 'PUT preferences', { status: 429, retryAfter: '90' })),
    );
    const store = createStore();
    store.set(atoms.receivePreferencesAtom, ['tinto']);
    vi.mocked(reportError).mockClear();
    await expect(store.set(atoms.togglePreferenceAtom, 'blanco')).resolves.toBe('failed');
    expect(store.get(atoms.preferencesAtom)).toEqual({
      selected: ['tinto'],
      saving: null,
      failed: 'blanco',
      retryAfterSeconds: 90,
    });
    expect(reportError).not.toHaveBeenCalled();
  });
});
