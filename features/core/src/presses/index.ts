/**
 * Presses made before a part of the page could handle them, and done again once it can: by the page's
 * inline loader until the page has hydrated (`site/server/presses-before-hydration.ts`, which writes
 * these functions' source into the page), then by each part that hydrates on demand (`HydrateOnDemand`).
 * Self-contained (no imports, no closures): their source is written into the page as it is.
 */

/** The controls whose press needs the page's code (a Radix checkbox is a button; a native one would toggle unseen). */
export const pressableControls =
  'button, input[type="checkbox"], input[type="radio"], [role="checkbox"], [role="button"]';

/**
 * Whether a press on `control` needs the page's code: a button whose command the browser carries out itself
 * (`commandfor`, where the browser has invoker commands: the mobile menu's button, its close button) works
 * without it, as a link does, and is left alone.
 */
export function needsCode(control: Element): boolean {
  return !(control.hasAttribute('commandfor') && 'commandForElement' in control);
}

/**
 * Presses `control` again as the visitor did: the pointer going down and up on it, then the click. A
 * click alone is not a press for every control: a menu button or a list box opens as the pointer goes
 * down (Radix's triggers), and would stay shut. `pointerType` is the one the visitor used (`mouse` when
 * the press came from a key, which the browser turns into a click).
 */
export function pressAgain(control: HTMLElement, pointerType: string): void {
  // A select's list trigger that becomes the browser's own select on a touch screen as its part hydrates
  // (`@cepa/ui`'s Select marks it): that select opens, now or once it is in the page (the Select reads it).
  if (control.hasAttribute('data-native-on-touch') && matchMedia('(pointer: coarse)').matches) {
    document.documentElement.setAttribute('data-picker-wanted', control.id);
    return;
  }
  if (!control.isConnected) return;
  const box = control.getBoundingClientRect();
  const Pointer = typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
  const at = {
    bubbles: true,
    cancelable: true,
    composed: true,
    clientX: box.left + box.width / 2,
    clientY: box.top + box.height / 2,
    button: 0,
    isPrimary: true,
    pointerId: 1,
    pointerType: pointerType || 'mouse',
  };
  control.dispatchEvent(new Pointer('pointerdown', { ...at, buttons: 1 }));
  control.dispatchEvent(new Pointer('pointerup', { ...at, buttons: 0 }));
  control.click();
}

/** The pointer a click came from (`mouse` for a key's click, or a browser that does not say). */
export function pointerTypeOf(event: Event): string {
  return (event as Partial<PointerEvent>).pointerType || 'mouse';
}
