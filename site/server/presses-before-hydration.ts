/**
 * Runs in the page (written inline, with the answer's nonce, before any of the page's code): until the
 * page has hydrated (`html[data-hydrated]`), a press on one of its controls or a submit is held, then done
 * again once React handles the page. The page's code loads after its first paint, so on a slow phone
 * the page shows a while before its controls work: a press then did nothing, and a form sent itself the
 * browser's way (a reload, everything typed lost). Links are left alone: they work without the code.
 * A part that hydrates on demand holds its own presses once the page has hydrated
 * (`HydrateOnDemand`); what this holds it leaves alone (the event comes to it already prevented).
 * Self-contained: it is written into the page as its source.
 */
export function holdPressesUntilHydrated(controls: string) {
  const root = document.documentElement;
  const held: (() => void)[] = [];
  const hold = (event: Event) => {
    if (root.hasAttribute('data-hydrated') || event.defaultPrevented) return;
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
    held.push(() => control.isConnected && control.click());
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  new MutationObserver((_, observer) => {
    if (!root.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
    // After the frame React hydrated in: its handlers are in place.
    setTimeout(() => {
      for (const again of held.splice(0)) again();
    });
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}

/**
 * The controls whose press needs the page's code: the same as `HydrateOnDemand`'s (`@cepa/core/page`),
 * written out here because the production server's own modules do not load the site's React code.
 */
export const pressableControls =
  'button, input[type="checkbox"], input[type="radio"], [role="checkbox"], [role="button"]';
