// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  holdPressesUntilHydrated,
  needsCode,
  pressableControls,
  pressAgain,
} from './presses-before-hydration';

afterEach(async () => {
  // The page hydrates: every holder of a test lets go of the document.
  vi.useFakeTimers();
  document.documentElement.setAttribute('data-hydrated', '');
  await Promise.resolve();
  vi.runAllTimers();
  vi.useRealTimers();
  document.documentElement.removeAttribute('data-hydrated');
  document.body.innerHTML = '';
  // The unit tests share a worker (not isolated): a stubbed matchMedia must not outlive its test.
  vi.unstubAllGlobals();
});

/** The visitor's main pointer, as `(pointer: coarse)` says (jsdom has no media queries). */
function pointer(kind: 'coarse' | 'fine') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: kind === 'coarse' && query === '(pointer: coarse)',
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** A server-rendered form: a consent box (a button, as the site's checkbox is) and a submit button. */
function page() {
  document.body.innerHTML = `
    <form><input name="email"><button type="button" role="checkbox" id="consent">consent</button>
    <button id="send">send</button></form><a href="#x" id="link">link</a>`;
  const form = document.querySelector('form')!;
  const consent = document.getElementById('consent')!;
  return { form, consent, send: document.getElementById('send')! };
}

describe('the presses made before the page has hydrated (the inline loader)', () => {
  it('are held, then done again in the order they were made once the page has hydrated', async () => {
    vi.useFakeTimers();
    const { form, consent, send } = page();
    holdPressesUntilHydrated(pressableControls, pressAgain, needsCode);
    const pressed: string[] = [];
    consent.addEventListener('click', (event) => !event.defaultPrevented && pressed.push('consent'));
    form.addEventListener('submit', (event) => {
      if (!event.defaultPrevented) pressed.push('submit');
      event.preventDefault();
    });
    consent.click();
    send.click();
    expect(pressed).toEqual([]);
    document.documentElement.setAttribute('data-hydrated', '');
    await Promise.resolve();
    // Hydrated, but the held presses are not done yet: a press now waits behind them.
    consent.click();
    expect(pressed).toEqual([]);
    vi.runAllTimers();
    expect(pressed).toEqual(['consent', 'submit', 'consent']);
    // From then on the page takes presses itself.
    send.click();
    expect(pressed).toEqual(['consent', 'submit', 'consent', 'submit']);
  });

  it.each([
    { browser: 'carries out invoker commands', commands: true, heldAtFirst: false },
    { browser: 'has no invoker commands', commands: false, heldAtFirst: true },
  ])(
    'leaves a button whose command the browser runs alone where it $browser',
    async ({ commands, heldAtFirst }) => {
      vi.useFakeTimers();
      document.body.innerHTML =
        '<button type="button" id="menu" command="show-modal" commandfor="drawer">Menú</button><dialog id="drawer"></dialog>';
      const menu = document.getElementById('menu')!;
      // jsdom has no invoker commands: the browser that has them says so on its buttons.
      if (commands)
        Object.defineProperty(menu, 'commandForElement', { value: document.getElementById('drawer') });
      holdPressesUntilHydrated(pressableControls, pressAgain, needsCode);
      const clicks: boolean[] = [];
      menu.addEventListener('click', (event) => clicks.push(event.defaultPrevented));
      menu.click();
      // Not held: the click reaches the button unprevented, and the browser opens its dialog.
      expect(clicks).toEqual(heldAtFirst ? [] : [false]);
      document.documentElement.setAttribute('data-hydrated', '');
      await Promise.resolve();
      vi.runAllTimers();
      // Held: done again once the page's code handles it, once.
      expect(clicks).toEqual([false]);
    },
  );

  it('keeps a held press from the page’s code until it is done again: a part already hydrated takes it once', async () => {
    vi.useFakeTimers();
    // The page's root, as React listens on it: below the document, taking what reaches it, prevented or not.
    document.body.innerHTML = '<div id="root"><button type="button" id="plus">+</button><input id="q"></div>';
    const root = document.getElementById('root')!;
    const plus = document.getElementById('plus')!;
    holdPressesUntilHydrated(pressableControls, pressAgain, needsCode);
    const taken: string[] = [];
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'keydown', 'click'])
      root.addEventListener(type, (event) => taken.push(`${type}:${(event.target as Element).id}`));
    // The visitor's press (pointer down and up, the click) and Enter on the button, while the page hydrates.
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup'])
      plus.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));
    plus.click();
    plus.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    // Typing elsewhere is the page's at once.
    document.getElementById('q')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(taken).toEqual(['keydown:q']);
    document.documentElement.setAttribute('data-hydrated', '');
    await Promise.resolve();
    vi.runAllTimers();
    // Done again once: the press's own pointer down and up, and its click.
    expect(taken).toEqual(['keydown:q', 'pointerdown:plus', 'pointerup:plus', 'click:plus']);
  });

  it('leaves links alone', () => {
    page();
    holdPressesUntilHydrated(pressableControls, pressAgain, needsCode);
    const link = document.getElementById('link')!;
    let prevented: boolean | null = null;
    link.addEventListener('click', (event) => (prevented = event.defaultPrevented));
    link.click();
    expect(prevented).toBe(false);
  });

  it('done again as a press: the pointer down and up, then the click (a menu opens as the pointer goes down)', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<button type="button" id="menu">Lucía</button>';
    const menu = document.getElementById('menu')!;
    holdPressesUntilHydrated(pressableControls, pressAgain, needsCode);
    const seen: string[] = [];
    for (const type of ['pointerdown', 'pointerup', 'click'])
      menu.addEventListener(type, (event) => {
        if (!event.defaultPrevented) seen.push(`${type}:${(event as PointerEvent).pointerType ?? ''}`);
      });
    // A tap: the browser's click says which pointer made it (jsdom has no PointerEvent: a click that says so).
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    Object.defineProperty(tap, 'pointerType', { value: 'touch' });
    menu.dispatchEvent(tap);
    expect(seen).toEqual([]);
    document.documentElement.setAttribute('data-hydrated', '');
    await Promise.resolve();
    vi.runAllTimers();
    // jsdom's stand-in events carry no pointer type; a browser's say `touch` here.
    expect(seen.map((entry) => entry.split(':')[0])).toEqual(['pointerdown', 'pointerup', 'click']);
  });

  it('a touch screen’s select trigger: not pressed as a list, the select that replaces it is asked to open', async () => {
    vi.useFakeTimers();
    pointer('coarse');
    // The server's list trigger (in a Field: its id), pressed before the page has hydrated.
    document.body.innerHTML =
      '<button type="button" role="combobox" id="year" data-native-on-touch>Año</button>';
    const trigger = document.getElementById('year')!;
    holdPressesUntilHydrated(pressableControls, pressAgain, needsCode);
    const pressed = vi.fn();
    for (const type of ['pointerdown', 'click'])
      trigger.addEventListener(type, (event) => !event.defaultPrevented && pressed(type));
    trigger.click();
    document.documentElement.setAttribute('data-hydrated', '');
    await Promise.resolve();
    vi.runAllTimers();
    // The browser's own select with this id opens once it is in the page (@cepa/ui's Select reads it).
    expect(pressed).not.toHaveBeenCalled();
    expect(document.documentElement.getAttribute('data-picker-wanted')).toBe('year');
    document.documentElement.removeAttribute('data-picker-wanted');
  });

  it('with a mouse the same trigger is pressed as a list', async () => {
    vi.useFakeTimers();
    pointer('fine');
    document.body.innerHTML = '<button type="button" id="year" data-native-on-touch>Año</button>';
    const trigger = document.getElementById('year')!;
    holdPressesUntilHydrated(pressableControls, pressAgain, needsCode);
    const seen: string[] = [];
    for (const type of ['pointerdown', 'click'])
      trigger.addEventListener(type, (event) => !event.defaultPrevented && seen.push(type));
    trigger.click();
    document.documentElement.setAttribute('data-hydrated', '');
    await Promise.resolve();
    vi.runAllTimers();
    expect(seen).toEqual(['pointerdown', 'click']);
  });

  it('a press on a control gone with no id to find it by is dropped', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<button type="button">Cerrar</button>';
    const button = document.querySelector('button')!;
    holdPressesUntilHydrated(pressableControls, pressAgain, needsCode);
    button.click();
    const clicked = vi.fn();
    button.addEventListener('click', clicked);
    button.remove();
    document.documentElement.setAttribute('data-hydrated', '');
    await Promise.resolve();
    vi.runAllTimers();
    expect(clicked).not.toHaveBeenCalled();
  });
});
