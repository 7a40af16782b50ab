const tabbableSelector = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[tabindex]',
  '[contenteditable="true"]',
].join(',');

/** The controls Tab reaches inside `container`, in order: shown, enabled, not taken out by tabindex -1. */
export function tabbablesIn(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(tabbableSelector)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      !element.closest('[inert]') &&
      element.getClientRects().length > 0,
  );
}

/**
 * Keeps Tab inside a modal dialog (WAI-ARIA APG, dialog pattern): from its last control Tab goes to
 * its first, and Shift+Tab from the first to the last. The browser's own modal dialog makes the page
 * inert but lets Tab leave for the browser's interface; a keydown listener of the dialog calls this.
 */
export function wrapTab(event: KeyboardEvent, dialog: Element): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabbables = tabbablesIn(dialog);
  const first = tabbables[0];
  const last = tabbables.at(-1);
  if (!first || !last) return;
  const from = document.activeElement;
  const to = event.shiftKey
    ? from === first || !dialog.contains(from)
      ? last
      : undefined
    : from === last || !dialog.contains(from)
      ? first
      : undefined;
  if (!to) return;
  event.preventDefault();
  to.focus();
}

/**
 * Keeps the focus inside an open modal dialog when the control that had it goes away (a "Retry" that
 * its answer replaces): the browser would leave it on the page's body, where the next Tab starts over
 * and a screen reader loses its place; it goes to the dialog's first control instead. Returns the
 * function that stops watching.
 */
export function keepFocusInside(dialog: HTMLElement): () => void {
  const observer = new MutationObserver(() => {
    if (!dialog.isConnected || document.activeElement !== document.body) return;
    tabbablesIn(dialog)[0]?.focus();
  });
  observer.observe(dialog, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * Opens `dialog` as the browser's modal dialog, for a component that mounts it open and unmounts it closed
 * (the drawer, the pop-over). The browser focuses its first control (`title` instead, where given), makes
 * the page inert and gives Escape; Escape (however it comes: the browser's own cancel answers a key the
 * visitor pressed only) asks `onClose`, and Tab wraps inside. `requestClose` asks it too, once however many
 * ways ask at the same time (Escape's key and the cancel, a press outside); `closeModal` closes the dialog
 * and gives the focus back to `returnFocusTo` (where the focus was inside, or lost).
 */
export function openModal(
  dialog: HTMLDialogElement,
  {
    onClose,
    title,
    returnFocusTo,
  }: { onClose: () => void; title?: HTMLElement | null; returnFocusTo: HTMLElement | null },
): { requestClose: () => void; closeModal: () => void } {
  let asked = false;
  const requestClose = () => {
    if (asked) return;
    asked = true;
    onClose();
  };
  dialog.showModal();
  title?.focus();
  const cancel = (event: Event) => {
    event.preventDefault();
    requestClose();
  };
  const keys = (event: KeyboardEvent) => {
    wrapTab(event, dialog);
    if (event.key !== 'Escape') return;
    event.preventDefault();
    requestClose();
  };
  dialog.addEventListener('cancel', cancel);
  dialog.addEventListener('keydown', keys);
  const closeModal = () => {
    dialog.removeEventListener('cancel', cancel);
    dialog.removeEventListener('keydown', keys);
    const focusWasInside = dialog.contains(document.activeElement);
    dialog.close();
    if (focusWasInside || document.activeElement === document.body)
      returnFocusTo?.focus({ preventScroll: true });
  };
  return { requestClose, closeModal };
}
