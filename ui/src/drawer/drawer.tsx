import { createContext, use, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { wrapTab } from '../lib/modal-focus';
import { buttonVariants } from '../button';
import { Icon } from '../icon';
import { useCommonStrings } from '../i18n/strings';
import type { DialogInitialFocus } from '../pop-in/dialog-heading';
import { useDrawerStrings } from './strings';
import { onViewportGrowsPast, viewportIsPast } from './viewport';

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

/**
 * Whether the browser carries out a button's `command` for the element its `commandfor` names (the
 * invoker commands of HTML): it then opens and closes the drawer itself, before the page's code has
 * hydrated and without it.
 */
function browserRunsCommands(): boolean {
  return typeof HTMLButtonElement !== 'undefined' && 'commandForElement' in HTMLButtonElement.prototype;
}

/** The drawer's id and its open state, shared by the DrawerRoot's trigger and drawer. */
const DrawerContext = createContext<{ id: string; open: boolean; setOpen: (open: boolean) => void } | null>(
  null,
);

function useDrawerContext(part: string) {
  const context = use(DrawerContext);
  if (!context) throw new Error(`${part} belongs inside a DrawerRoot`);
  return context;
}

type DrawerRootProps = {
  /** Open state when controlled (closing it closes the drawer); the drawer's own otherwise. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  /** Called as the drawer opens and closes, however it does (the browser's own Escape included). */
  onOpenChange?: (isOpen: boolean) => void;
  /** The trigger and the drawer, anywhere below: the drawer need not be beside its button. */
  children: React.ReactNode;
};

/** Ties a DrawerTrigger to its Drawer: the id the button names, and the state both show. */
function DrawerRoot({ isOpen, defaultOpen = false, onOpenChange, children }: DrawerRootProps) {
  const id = useId();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = isOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  return <DrawerContext value={{ id, open, setOpen }}>{children}</DrawerContext>;
}

type DrawerProps = VariantProps<typeof drawerVariants> & {
  /** Names the panel for assistive technology ("Menú principal"). */
  title: React.ReactNode;
  /** Keeps the title for assistive technology only, when the panel's content speaks for itself. */
  hideTitle?: boolean;
  children: React.ReactNode;
  /** Viewport width in px; growing to it closes the drawer, since that layout has no menu button. */
  closeAbove?: number;
  /** Where focus goes on open: the first control (the close button), or the title. */
  initialFocus?: DialogInitialFocus;
  /** Classes for the panel. */
  className?: string;
};

/**
 * The mobile menu: a modal side panel, on the browser's own modal `<dialog>`, in the page's HTML from the
 * server (closed) and opened by its DrawerTrigger's `command`: where the browser runs invoker commands
 * (Chromium from 135, Firefox from 144), a press opens it at once, before the page's code has hydrated or
 * without it, and the close button and a press on the scrim (`closedby`) close it the same way; elsewhere
 * the page's code does (a press before hydration is held and done again, as every press is). The page
 * behind is inert and its scroll held (`ui/src/styles/system.css`), focus goes to its first control and
 * comes back to the button; Escape closes it, Tab wraps inside once the code is in, and a viewport growing
 * past `closeAbove` closes it. Opening runs no React render: on a phone's CPU, rendering the drawer in the
 * press made opening the menu one task of up to 675 ms (docs/performance.md, "Presses on a phone").
 *
 * Render it outside the landmark its button is in (after the header, not inside it), within the same
 * DrawerRoot.
 */
function Drawer({
  title,
  hideTitle = false,
  children,
  closeAbove = 1024,
  initialFocus = 'first-control',
  side,
  className,
}: DrawerProps) {
  const t = useCommonStrings();
  const { id, open, setOpen } = useDrawerContext('Drawer');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = `${id}-title`;
  // The state the dialog was last seen in, and the latest setter: the listeners below are set once.
  const seen = useRef<boolean | null>(null);
  const latest = useRef({ setOpen, initialFocus });
  useLayoutEffect(() => {
    latest.current = { setOpen, initialFocus };
  });

  // The dialog is the truth: opened or closed by the browser (a command, Escape, the scrim) or by the
  // state below, the state follows it. At hydration it may already be open (pressed before).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const follow = () => {
      if (dialog.open === seen.current) return;
      seen.current = dialog.open;
      latest.current.setOpen(dialog.open);
      if (dialog.open) {
        if (latest.current.initialFocus === 'title') titleRef.current?.focus();
        return;
      }
      // Focus back on the button, where the browser did not give it back (a tap that did not focus it).
      if (document.activeElement === document.body || document.activeElement === null)
        document
          .querySelector<HTMLElement>(`[commandfor="${CSS.escape(id)}"]`)
          ?.focus({ preventScroll: true });
    };
    // Opened before the code came (the browser's command), and the viewport has grown past since (a
    // phone turned while the page loaded): that change went unseen, and the layout has no menu button.
    // Closed before the state follows the dialog, so that nothing opens it again.
    if (dialog.open && viewportIsPast(closeAbove)) dialog.close();
    const observer = new MutationObserver(follow);
    observer.observe(dialog, { attributes: true, attributeFilter: ['open'] });
    if (dialog.open) follow();
    else seen.current = false;
    // The dialog is the scrim, the whole window; a press on it (not on the panel inside) closes it, where
    // the browser does not (`closedby`).
    const scrim = (event: MouseEvent) => {
      if (event.target === dialog) dialog.close();
    };
    // Escape however it comes: the browser's own cancel answers a key the visitor pressed only.
    const keys = (event: KeyboardEvent) => {
      wrapTab(event, dialog);
      if (event.key !== 'Escape' || !dialog.open) return;
      event.preventDefault();
      dialog.close();
    };
    dialog.addEventListener('click', scrim);
    dialog.addEventListener('keydown', keys);
    const stopWatchingViewport = onViewportGrowsPast(closeAbove, () => dialog.close());
    return () => {
      observer.disconnect();
      dialog.removeEventListener('click', scrim);
      dialog.removeEventListener('keydown', keys);
      stopWatchingViewport();
    };
  }, [id, closeAbove]);

  // The state asks: the dialog opens or closes (a DrawerRoot opened by default, or closed by its owner).
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || seen.current === null || dialog.open === open) return;
    if (open) dialog.showModal();
    else dialog.close();
  }, [open]);
  // Opened by default: once the listeners above see it.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) dialog.showModal();
    // At mount only: later changes are the layout effect's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    // The dialog is the scrim, the whole window; the panel is inside it.
    <dialog
      ref={dialogRef}
      id={id}
      closedby="any"
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
              commandfor={id}
              command="close"
              aria-label={t('close')}
              className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'ms-auto -me-2')}
              onClick={() => {
                if (!browserRunsCommands()) dialogRef.current?.close();
              }}
            >
              <Icon name="close" />
            </button>
          </div>
          <div data-slot="drawer-body" className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-4">
            {children}
          </div>
        </div>
      </div>
    </dialog>
  );
}

type DrawerTriggerProps = Omit<
  React.ComponentProps<'button'>,
  'children' | 'className' | 'type' | 'command' | 'commandfor'
> & {
  /** Accessible name of the menu button; "Menú" / "Menu" by default. */
  label?: string;
  /** Classes for the menu button. */
  className?: string;
};

/**
 * The menu button that opens its DrawerRoot's Drawer (the browser's own `command`, or the page's code
 * where the browser has none). No `aria-expanded`: HTML forbids it on a button with a `command`, and the
 * drawer is modal: while it is open, its button is inert behind it.
 */
function DrawerTrigger({ label, className, ...props }: DrawerTriggerProps) {
  const t = useDrawerStrings();
  const { id } = useDrawerContext('DrawerTrigger');
  return (
    <button
      type="button"
      data-slot="drawer-trigger"
      commandfor={id}
      command="show-modal"
      aria-haspopup="dialog"
      className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), className)}
      {...props}
      onClick={(event) => {
        props.onClick?.(event);
        if (event.defaultPrevented || browserRunsCommands()) return;
        const dialog = document.getElementById(id);
        if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
      }}
    >
      <Icon name="menu" className="size-6" />
      <span className="sr-only">{label ?? t('menu')}</span>
    </button>
  );
}

export {
  Drawer,
  DrawerRoot,
  DrawerTrigger,
  drawerVariants,
  type DrawerProps,
  type DrawerRootProps,
  type DrawerTriggerProps,
};
