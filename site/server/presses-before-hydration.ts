/**
 * Runs in the page (written inline, before any of the page's code): until the
 * page has hydrated (`html[data-hydrated]`), a press on one of its controls or a submit is held, then done
 * again once React handles the page. The page's code loads after its first paint, so on a slow phone
 * the page shows a while before its controls work: a press then did nothing, and a form sent itself the
 * browser's way (a reload, everything typed lost). Links are left alone: they work without the code, as do
 * buttons whose command the browser carries out (`commandfor`, where it has invoker commands).
 * A part that hydrates on demand holds its own presses once the page has hydrated
 * (`HydrateOnDemand`); what this holds it leaves alone (the event comes to it already prevented).
 * Self-contained: it is written into the page as its source.
 */
export function holdPressesUntilHydrated(
  controls: string,
  again: (control: HTMLElement, pointerType: string) => void,
  needsCode: (control: Element) => boolean,
) {
  const root = document.documentElement;
  const held: (() => void)[] = [];
  // Presses are held until the held ones have been done again, not only until the page has hydrated:
  // one made in between would otherwise overtake them (a form sent before its consent box is ticked).
  let holding = true;
  // A held press goes no further than the document: React listens below it and takes events for the parts it
  // has hydrated while the rest still hydrates (as a transition, slices across frames on a slow phone), so
  // a press that reached them now and again when done again counted twice (a quantity's + went 2 -> 4).
  const heldControl = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(controls);
    return control && needsCode(control) && !target?.closest('a[href]') ? control : null;
  };
  const hold = (event: Event) => {
    if (!holding || event.defaultPrevented) return;
    if (event.type === 'submit') {
      const form = event.target as HTMLFormElement;
      const submitter = (event as SubmitEvent).submitter;
      event.preventDefault();
      event.stopPropagation();
      held.push(() => form.isConnected && form.requestSubmit(submitter?.isConnected ? submitter : null));
      return;
    }
    const control = heldControl(event);
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    const pointerType = (event as Partial<PointerEvent>).pointerType || 'mouse';
    held.push(() => again(control, pointerType));
  };
  // The rest of a held press (its pointer going down and up, Enter or Space on the control) stays out of the
  // page's code too, which would take it as a press of its own (react-aria's and Radix's act on them): the
  // browser's own default (focus) still happens. Done again, the press brings its own.
  const pressParts = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'keydown', 'keyup'];
  const keepOut = (event: Event) => {
    if (!holding) return;
    const key = (event as Partial<KeyboardEvent>).key;
    if (event.type.startsWith('key') && key !== 'Enter' && key !== ' ') return;
    if (heldControl(event)) event.stopPropagation();
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  for (const type of pressParts) document.addEventListener(type, keepOut, true);
  new MutationObserver((_, observer) => {
    if (!root.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    // After the frame React hydrated in: its handlers are in place. The presses are done again in the
    // order they were made, then the page takes presses itself.
    setTimeout(() => {
      holding = false;
      document.removeEventListener('click', hold, true);
      document.removeEventListener('submit', hold, true);
      for (const type of pressParts) document.removeEventListener(type, keepOut, true);
      for (const press of held.splice(0)) press();
    });
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}

export { needsCode, pressableControls, pressAgain } from '@cepa/core/presses';
