/**
 * Runs in the page (written inline, before any of the page's code): until the
 * page has hydrated (`html[data-hydrated]`), a press on one of its controls or a submit is held, then done
 * again once React handles the page. The page's code loads after its first paint, so on a slow phone
 * the page shows a while before its controls work: a press then did nothing, and a form sent itself the
 * browser's way (a reload, everything typed lost). Links are left alone: they work without the code.
 * A part that hydrates on demand holds its own presses once the page has hydrated
 * (`HydrateOnDemand`); what this holds it leaves alone (the event comes to it already prevented).
 * Self-contained: it is written into the page as its source.
 */
export function holdPressesUntilHydrated(
  controls: string,
  again: (control: HTMLElement, pointerType: string) => void,
) {
  const root = document.documentElement;
  const held: (() => void)[] = [];
  // Presses are held until the held ones have been done again, not only until the page has hydrated:
  // one made in between would otherwise overtake them (a form sent before its consent box is ticked).
  let holding = true;
  const hold = (event: Event) => {
    if (!holding || event.defaultPrevented) return;
    if (event.type === 'submit') {
      const form = event.target as HTMLFormElement;
      const submitter = (event as SubmitEvent).submitter;
      event.preventDefault();
      held.push(() => form.isConnected && form.requestSubmit(submitter?.isConnected ? submitter : null));
      return;
    }
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(controls);
    if (!control || target?.closest('a[href]')) return;
    event.preventDefault();
    const pointerType = (event as Partial<PointerEvent>).pointerType || 'mouse';
    held.push(() => again(control, pointerType));
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  new MutationObserver((_, observer) => {
    if (!root.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    // After the frame React hydrated in: its handlers are in place. The presses are done again in the
    // order they were made, then the page takes presses itself.
    setTimeout(() => {
      holding = false;
      document.removeEventListener('click', hold, true);
      document.removeEventListener('submit', hold, true);
      for (const press of held.splice(0)) press();
    });
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}

export { pressableControls, pressAgain } from '@cepa/core/presses';
