import { useEffectEvent, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { keepFocusInside, openModal } from '../lib/modal-focus';
import { buttonVariants } from '../button';
import { Icon } from '../icon';
import { useCommonStrings } from '../i18n/strings';
import type { DialogInitialFocus } from '../pop-in/dialog-heading';

const popoverVariants = cva(
  [
    'flex flex-col overflow-hidden bg-surface-raised text-fg shadow-lg outline-none',
    // Phones: the whole width, under its button; from 640 px a panel beside its button.
    'w-full border-y border-border sm:rounded-lg sm:border',
  ],
  {
    variants: {
      size: {
        sm: 'sm:w-80',
        md: 'sm:w-[26rem]',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

type PopoverProps = VariantProps<typeof popoverVariants> & {
  /** Names the dialog; shown at the top of the panel. */
  title: React.ReactNode;
  children: React.ReactNode;
  /** Under the scrolling body, always in view (totals, the way on). */
  footer?: React.ReactNode;
  /**
   * The button that opens the pop-over: the panel is placed under it and focus returns to it on
   * close. The button reports the state itself (`aria-expanded`, `aria-haspopup="dialog"`).
   */
  triggerRef: React.RefObject<Element | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Where focus goes on open: the first control (the close button), or the title. */
  initialFocus?: DialogInitialFocus;
  /** Classes for the panel. */
  className?: string;
};

/** Between the button and the panel, in px. */
const gap = 8;

/**
 * Places the panel under its button, `gap` below it: its top at the button's bottom, its end at the button's end (from
 * 640 px; a phone's panel takes the whole width), its height what is left of the window below it.
 */
function placeUnder(dialog: HTMLDialogElement, trigger: Element | null) {
  const box = trigger?.getBoundingClientRect();
  if (!box) return;
  // Whole pixels: a panel at half a pixel draws its borders blurred.
  dialog.style.setProperty('--popover-top', `${Math.floor(box.bottom + gap)}px`);
  dialog.style.setProperty(
    '--popover-end',
    `${Math.round(document.documentElement.clientWidth - box.right)}px`,
  );
}

/**
 * A dialog in a panel under the button that opened it (WAI-ARIA APG dialog pattern, shown as a
 * pop-over), on the browser's own modal `<dialog>`: focus moves in and stays inside, the page behind it
 * is inert and its scroll held (`ui/src/styles/system.css`); Escape, a press outside or the close button
 * close it, and focus returns to the button. On phones it takes the whole width. Its content is
 * mounted while it is open only. Nothing measured in script but its button's box as it opens:
 * react-aria's pop-over made opening the basket preview one task of up to 926 ms on a phone's CPU.
 */
function Popover({ isOpen, ...props }: PopoverProps) {
  return isOpen ? <OpenPopover {...props} /> : null;
}

function OpenPopover({
  title,
  children,
  footer,
  triggerRef,
  onOpenChange,
  initialFocus = 'first-control',
  size,
  className,
}: Omit<PopoverProps, 'isOpen'>) {
  const t = useCommonStrings();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const close = useEffectEvent(() => onOpenChange(false));

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const trigger = triggerRef.current;
    placeUnder(dialog, trigger);
    // Focus back to the button that opened it.
    const { requestClose, closeModal } = openModal(dialog, {
      onClose: close,
      title: initialFocus === 'title' ? titleRef.current : null,
      returnFocusTo: trigger instanceof HTMLElement ? trigger : null,
    });
    // A press outside the panel: on the page behind (the backdrop's, which the dialog receives, at a
    // point outside its box), or anywhere else in the document.
    const outside = (event: MouseEvent) => {
      const target = event.target instanceof Node ? event.target : null;
      if (target !== dialog && target && dialog.contains(target)) return;
      if (target === dialog) {
        const box = dialog.getBoundingClientRect();
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom;
        if (inside) return;
      }
      requestClose();
    };
    const replace = () => placeUnder(dialog, trigger);
    const stopKeepingFocus = keepFocusInside(dialog);
    document.addEventListener('click', outside, true);
    window.addEventListener('resize', replace);
    return () => {
      document.removeEventListener('click', outside, true);
      window.removeEventListener('resize', replace);
      stopKeepingFocus();
      closeModal();
    };
  }, [initialFocus, triggerRef]);

  // At the end of the document, as a dialog of its own: not inside the landmark its button is in.
  return createPortal(
    <dialog
      ref={dialogRef}
      data-slot="popover"
      aria-labelledby={titleId}
      className={cn(
        popoverVariants({ size }),
        'fixed inset-x-0 top-(--popover-top) m-0 max-h-[calc(100dvh-var(--popover-top))] max-w-none p-0',
        'backdrop:bg-transparent sm:start-auto sm:end-(--popover-end)',
        className,
      )}
    >
      <div data-slot="popover-dialog" className="flex min-h-0 flex-1 flex-col outline-none">
        <div
          data-slot="popover-header"
          className="flex min-h-14 items-center gap-3 border-b border-border py-1 ps-4 pe-2"
        >
          <h2
            ref={titleRef}
            id={titleId}
            data-slot="popover-title"
            tabIndex={initialFocus === 'title' ? -1 : undefined}
            className={cn(
              'flex-1 font-display text-lg font-semibold',
              initialFocus === 'title' && 'outline-none',
            )}
          >
            {title}
          </h2>
          <button
            type="button"
            data-slot="popover-close"
            aria-label={t('close')}
            className={buttonVariants({ variant: 'ghost', size: 'icon' })}
            onClick={() => onOpenChange(false)}
          >
            <Icon name="close" />
          </button>
        </div>
        <div data-slot="popover-body" className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-4">
          {children}
        </div>
        {footer && (
          <div data-slot="popover-footer" className="border-t border-border p-4">
            {footer}
          </div>
        )}
      </div>
    </dialog>,
    document.body,
  );
}

export { Popover, popoverVariants, type PopoverProps };
