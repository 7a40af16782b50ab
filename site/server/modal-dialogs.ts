/**
 * Runs in the page (written inline, with the answer's nonce, before any of the page's code): a dialog the
 * server sent open and marked modal (`dialog[data-modal][open]`: the age gate) is opened as modal as
 * soon as the parser reaches this script at the end of the body, usually before the first paint (which
 * waits for the stylesheet). So the page behind it is inert and focus is in it from the
 * start, and the browser works out the page's inert styles while it styles the page anyway, not in a
 * long task once the page's code has come. Until the page hydrates, Escape is refused here (the dialog's
 * own code refuses it then), and a dialog a browser closes anyway is opened again.
 * Self-contained: it is written into the page as its source.
 */
export function openModalDialogs(selector: string) {
  for (const dialog of document.querySelectorAll<HTMLDialogElement>(selector)) {
    if (dialog.matches(':modal')) continue;
    dialog.close();
    dialog.addEventListener('cancel', (event) => event.preventDefault());
    dialog.addEventListener('close', () => {
      if (dialog.isConnected && !dialog.open) dialog.showModal();
    });
    dialog.showModal();
  }
}

/** The dialogs the server sends open that are modal: the same mark as the age gate's (`@cepa/layout`). */
export const modalDialogs = 'dialog[data-modal][open]';
