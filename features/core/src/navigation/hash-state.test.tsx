// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replaceAtMostEveryMs, useHashState } from './hash-state';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type State = { step: number; text: string };
const hashOf = ({ step, text }: State) => `step=${step}&text=${encodeURIComponent(text)}`;
const followed: string[] = [];

function Page({ state }: { state: State }) {
  useHashState({
    hash: hashOf(state),
    entry: String(state.step),
    entryOf: (hash) => /step=(\d+)/.exec(hash)?.[1] ?? '1',
    onChange: (hash) => followed.push(hash),
  });
  return null;
}

describe('useHashState', () => {
  let root: Root;
  let replaced: ReturnType<typeof vi.spyOn>;
  let pushed: ReturnType<typeof vi.spyOn>;
  const setState = (state: State) => root.render(<Page state={state} />);

  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/es/reservar');
    replaced = vi.spyOn(window.history, 'replaceState');
    pushed = vi.spyOn(window.history, 'pushState');
    root = createRoot(document.createElement('div'));
    act(() => root.render(<Page state={{ step: 1, text: '' }} />));
  });
  afterEach(() => {
    act(() => root.unmount());
    vi.restoreAllMocks();
    vi.useRealTimers();
    followed.length = 0;
  });

  const type = (text: string, step = 1) => {
    for (let i = 1; i <= text.length; i++) {
      act(() => setState({ step, text: text.slice(0, i) }));
      act(() => vi.advanceTimersByTime(20));
    }
  };

  it('writes a visitor’s fast typing to the address a few times, never once a keystroke, and the last state always', () => {
    const text = 'Calle de la Bodega, 12, 3º izquierda, Logroño';
    type(text);
    act(() => vi.advanceTimersByTime(replaceAtMostEveryMs));
    // 45 keystrokes 20 ms apart (0.9 s): about one write every 300 ms (WebKit refuses the 101st in 10 s).
    expect(replaced.mock.calls.length).toBeLessThanOrEqual(6);
    expect(window.location.hash).toBe(`#${hashOf({ step: 1, text })}`);
  });

  it('keeps the step left with its last state before it pushes the next one (Back returns to it)', () => {
    type('Ana');
    act(() => setState({ step: 2, text: 'Ana' }));
    expect(pushed).toHaveBeenCalledTimes(1);
    const lastReplace = replaced.mock.calls.at(-1)?.[2];
    expect(lastReplace).toBe(`/es/reservar#${hashOf({ step: 1, text: 'Ana' })}`);
    expect(window.location.hash).toBe(`#${hashOf({ step: 2, text: 'Ana' })}`);
  });

  it('drops a waiting write when the visitor moves through the history', () => {
    type('Ana');
    const writes = replaced.mock.calls.length;
    window.history.pushState(null, '', `/es/reservar#${hashOf({ step: 3, text: 'x' })}`);
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    act(() => vi.advanceTimersByTime(replaceAtMostEveryMs * 2));
    expect(replaced.mock.calls.length).toBe(writes);
    expect(followed).toEqual([`#${hashOf({ step: 3, text: 'x' })}`]);
  });

  it('writes what waits when the page is left (a reload finds it in the address)', () => {
    type('Ana María');
    act(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    expect(window.location.hash).toBe(`#${hashOf({ step: 1, text: 'Ana María' })}`);
    // Shown again, for the tests that share this window (what listens for the page leaving resets).
    window.dispatchEvent(new PageTransitionEvent('pageshow'));
  });

  it('keeps the page working when the browser refuses a write', () => {
    replaced.mockImplementation(() => {
      throw new DOMException('history.replaceState() more than 100 times per 10 seconds', 'SecurityError');
    });
    expect(() => type('Ana')).not.toThrow();
  });
});
