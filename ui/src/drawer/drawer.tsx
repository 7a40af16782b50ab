import {
  createContext,
  use,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { openModal } from '../lib/modal-focus';
import { buttonVariants } from '../button';
import { Icon } from '../icon';
import { useCommonStrings } from '../i18n/strings';
import type { DialogInitialFocus } from '../pop-in/dialog-heading';
import { useDrawerStrings } from './strings';
import { onViewportGrowsPast } from './viewport';

const drawerVariants = cva(
  ['fixed inset-y-0 flex w-[min(22rem,calc(100%-3rem))] flex-col', 'bg-surface-raised text-fg shadow-lg'],
  {
    variants: {
      side: {
        start: 'start-0',
        end: 'end-0',
      },
    },
    defaultVariants: { side: 'start' },
  },
);

/** The open state a DrawerTrigger holds for the Drawer inside it. */
const DrawerTriggerContext = createContext<{ isOpen: boolean; setOpen: (isOpen: boolean) => void } | null>(
  null,
);

type DrawerProps = VariantProps<typeof drawerVariants> & {
  /** Names the panel for assistive technology ("Menú principal"). */
  title: React.ReactNode;
  /** Keeps the title for assistive technology only, when the panel's content speaks for itself. */
  hideTitle?: boolean;
  children: React.ReactNode;
  /** Open state when controlled; inside a DrawerTrigger the trigger owns it. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Viewport width in px; growing to it closes the drawer, since that layout has no menu button. */
  closeAbove?: number;
  /** Where focus goes on open: the first control (the close button), or the title. */
  initialFocus?: DialogInitialFocus;
  /** Classes for the panel. */
  className?: string;
};

/**
 * The mobile menu: a modal side panel, on the browser's own modal `<dialog>` (`showModal()`): the page
 * behind it is inert and its scroll held (`ui/src/styles/system.css`), focus stays inside and comes back
 * to where it was; Escape, a press on the scrim, the close button or a viewport growing past
 * `closeAbove` close it. Nothing to measure or trap in script as it opens: on a phone's CPU, react-aria's
 * modal made opening the menu one task of up to 675 ms (docs/performance.md, "Presses on a phone").
 */
function Drawer({ isOpen, defaultOpen, onOpenChange, ...props }: DrawerProps) {
  const trigger = use(DrawerTriggerContext);
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false);
  const open = isOpen ?? trigger?.isOpen ?? ownOpen;
  const close = () => {
    setOwnOpen(false);
    trigger?.setOpen(false);
    onOpenChange?.(false);
  };
  return open ? <DrawerDialog {...props} onClose={close} /> : null;
}

/** The open drawer: mounted while it is open, it opens itself as modal and closes as it goes. */
function DrawerDialog({
  title,
  hideTitle = false,
  children,
  closeAbove = 1024,
  initialFocus = 'first-control',
  side,
  className,
  onClose,
}: Omit<DrawerProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> & { onClose: () => void }) {
  const t = useCommonStrings();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const close = useEffectEvent(onClose);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Focus back where it was when the drawer opened (the menu button), as a modal dialog gives it.
    const { requestClose, closeModal } = openModal(dialog, {
      onClose: close,
      title: initialFocus === 'title' ? titleRef.current : null,
      returnFocusTo: before,
    });
    // The dialog is the scrim, the whole window; a press on it (not on the panel inside) closes it.
    const scrim = (event: MouseEvent) => {
      if (event.target === dialog) requestClose();
    };
    dialog.addEventListener('click', scrim);
    return () => {
      dialog.removeEventListener('click', scrim);
      closeModal();
    };
  }, [initialFocus]);

  useEffect(() => onViewportGrowsPast(closeAbove, () => close()), [closeAbove]);

  // At the end of the document, as a dialog of its own: not inside the landmark its button is in.
  return createPortal(
    // The dialog is the scrim, the whole window; the panel is inside it.
    <dialog
      ref={dialogRef}
      data-slot="drawer-overlay"
      aria-labelledby={titleId}
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none overflow-hidden border-0 bg-scrim p-0 backdrop:bg-transparent"
    >
      <div data-slot="drawer" className={cn(drawerVariants({ side }), className)}>
        <div data-slot="drawer-dialog" className="flex min-h-0 flex-1 flex-col outline-none">
          <div
            data-slot="drawer-header"
            className="flex min-h-16 items-center gap-3 border-b border-border px-4"
          >
            <h2
              ref={titleRef}
              id={titleId}
              data-slot="drawer-title"
              tabIndex={initialFocus === 'title' ? -1 : undefined}
              className={cn(
                'flex-1 font-display text-lg font-semibold',
                initialFocus === 'title' && 'outline-none',
                hideTitle && 'sr-only',
              )}
            >
              {title}
            </h2>
            <button
              type="button"
              data-slot="drawer-close"
              aria-label={t('close')}
              className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'ms-auto -me-2')}
              onClick={onClose}
            >
              <Icon name="close" />
            </button>
          </div>
          <div data-slot="drawer-body" className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-4">
            {children}
          </div>
        </div>
      </div>
    </dialog>,
    document.body,
  );
}

type DrawerTriggerProps = Omit<React.ComponentProps<'button'>, 'children' | 'className' | 'type'> & {
  /** Accessible name of the menu button; "Menú" / "Menu" by default. */
  label?: string;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The `<Drawer>` the button opens. */
  children: React.ReactNode;
  /** Classes for the menu button. */
  className?: string;
};

/** The menu button that opens a Drawer; it reports the drawer's state with aria-expanded. */
function DrawerTrigger({
  label,
  isOpen,
  defaultOpen,
  onOpenChange,
  children,
  className,
  ...props
}: DrawerTriggerProps) {
  const t = useDrawerStrings();
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false);
  const open = isOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  return (
    <DrawerTriggerContext value={{ isOpen: open, setOpen }}>
      <button
        type="button"
        data-slot="drawer-trigger"
        aria-expanded={open}
        aria-haspopup="dialog"
        className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), className)}
        {...props}
        onClick={(event) => {
          props.onClick?.(event);
          if (!event.defaultPrevented) setOpen(true);
        }}
      >
        <Icon name="menu" className="size-6" />
        <span className="sr-only">{label ?? t('menu')}</span>
      </button>
      {children}
    </DrawerTriggerContext>
  );
}

export { Drawer, DrawerTrigger, drawerVariants, type DrawerProps, type DrawerTriggerProps };
