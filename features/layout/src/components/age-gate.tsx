import { useEffect, useId, useRef, useState } from 'react';
import { oneYear, writeCookie } from '@cepa/core';
import { Alert, Button, cn, popInVariants } from '@cepa/ui';
import { useLayoutMessages } from '../messages';

import { ageVerifiedCookie, isAgeVerified } from '../age-verified';

export { ageVerifiedCookie, isAgeVerified };

export type AgeGateProps = {
  brandName: string;
  /** Called once the visitor confirms their age. */
  onVerified?: () => void;
};

/**
 * Holds the page under the question until the dialog closes: no scrolling behind it, and the room of
 * the scrollbar it hides given back as padding, so the page does not move sideways. `scrollbar` is the
 * scrollbar's width, read before the dialog opens (the page's layout is still clean then). Gives the
 * page back as it was.
 */
function holdPageScroll(scrollbar: number): () => void {
  const { style } = document.documentElement;
  const before = { overflow: style.overflow, paddingRight: style.paddingRight };
  style.overflow = 'hidden';
  if (scrollbar > 0) style.paddingRight = `${scrollbar}px`;
  return () => {
    style.overflow = before.overflow;
    style.paddingRight = before.paddingRight;
  };
}

/**
 * Asks whether the visitor is of legal drinking age before they see the site. Neither Escape nor a
 * click on the scrim closes it: only "Yes" lets them in; "No" explains why they cannot enter.
 *
 * It looks like the library's `PopIn` (its panel classes) but is the browser's own modal dialog: the
 * browser makes the page behind it inert, keeps focus inside and moves it to the first control (APG:
 * "No"). It comes open in the server's HTML (`data-modal`): the page's first inline script opens it as
 * modal as the page is parsed, usually before its first paint (`site/server/modal-dialogs.ts`), and once hydrated it only
 * holds the page's scroll; drawn in the browser (a story) it opens itself. It opens on every first
 * visit to Isla Brava, where react-aria's modal (its focus scope, scroll lock and hiding of the page,
 * each making the browser lay the page out again inside React's commit) was the longest task of the
 * page's load: 130-160 ms on a 4x slower CPU.
 */
export function AgeGate({ brandName, onVerified }: AgeGateProps) {
  const t = useLayoutMessages();
  const [open, setOpen] = useState(() => !isAgeVerified());
  const [denied, setDenied] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    if (!dialog.matches(':modal')) {
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
    // Escape asks to close: refused. A browser may close the dialog anyway (Escape before any other
    // key or press on the page): the question is asked again.
    const refuse = (event: Event) => event.preventDefault();
    const askAgain = () => {
      if (dialog.isConnected && !dialog.open) dialog.showModal();
    };
    dialog.addEventListener('cancel', refuse);
    dialog.addEventListener('close', askAgain);
    const releaseScroll = holdPageScroll(scrollbar);
    return () => {
      dialog.removeEventListener('cancel', refuse);
      dialog.removeEventListener('close', askAgain);
      releaseScroll();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      open
      data-modal=""
      data-slot="pop-in"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={cn(
        popInVariants({ size: 'sm' }),
        'fixed inset-0 m-auto w-[calc(100%-2rem)] p-0 backdrop:bg-scrim',
      )}
    >
      <div data-slot="pop-in-dialog" className="flex flex-col gap-4 p-6">
        <h2
          id={titleId}
          data-slot="pop-in-title"
          className="pt-2 font-display text-xl font-semibold text-balance"
        >
          {t('layout.ageGate.title')}
        </h2>
        <div id={descriptionId} data-slot="pop-in-description" className="text-base text-fg">
          {t('layout.ageGate.text', { brand: brandName })}
        </div>
        {denied && <Alert tone="warning" live="assertive" description={t('layout.ageGate.denied')} />}
        <div
          data-slot="pop-in-actions"
          className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-end"
        >
          <Button variant="secondary" onClick={() => setDenied(true)}>
            {t('layout.ageGate.no')}
          </Button>
          <Button
            onClick={() => {
              writeCookie(ageVerifiedCookie, 'yes', { maxAge: oneYear });
              setOpen(false);
              onVerified?.();
            }}
          >
            {t('layout.ageGate.yes')}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
