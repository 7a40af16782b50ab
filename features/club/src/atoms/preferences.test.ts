import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { createPreferencesAtoms } from './preferences';

vi.mock('@cepa/core/report', () => ({ reportError: vi.fn() }));

/** A server whose answers the test releases. */
function fakeServer() {
  let saved: string[] = ['tinto'];
  const sent: string[][] = [];
  const waiting: ((fail: boolean) => void)[] = [];
  const save = (selected: readonly string[]) => {
    sent.push([...selected]);
    return new Promise<{ selected: string[] }>((resolve, reject) =>
      waiting.push((fail) => {
        if (fail) return reject(new Error('500'));
        saved = [...selected];
        resolve({ selected: saved });
      }),
    );
  };
  return { save, sent, saved: () => saved, release: (fail = false) => waiting.shift()!(fail) };
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
    expect(state()).toEqual({ selected: ['tinto', 'blanco'], saving: null, failed: null });
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
});
