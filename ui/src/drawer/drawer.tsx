import { useContext, useEffect, useEffectEvent } from 'react';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Modal,
  ModalOverlay,
  OverlayTriggerStateContext,
} from 'react-aria-components';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { buttonVariants } from '../button';
import { Icon } from '../icon';
import { DialogCloseButton } from '../pop-in/dialog-close-button';
import { DialogHeading, type DialogInitialFocus } from '../pop-in/dialog-heading';
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

type DrawerProps = Omit<React.ComponentProps<typeof Dialog>, 'children' | 'className' | 'title'> &
  VariantProps<typeof drawerVariants> & {
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
 * The mobile menu: a modal side panel. Page scroll is locked while it is open; Escape, a click on
 * the scrim, the close button or a viewport growing past `closeAbove` close it.
 */
function Drawer({
  title,
  hideTitle = false,
  children,
  isOpen,
  defaultOpen,
  onOpenChange,
  closeAbove = 1024,
  initialFocus = 'first-control',
  side,
  className,
  ...props
}: DrawerProps) {
  return (
    <ModalOverlay
      data-slot="drawer-overlay"
      isDismissable
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      className="fixed inset-0 z-50 bg-scrim"
    >
      <Modal data-slot="drawer" className={cn(drawerVariants({ side }), className)}>
        <Dialog data-slot="drawer-dialog" className="flex min-h-0 flex-1 flex-col outline-none" {...props}>
          <CloseAbove width={closeAbove} />
          <div
            data-slot="drawer-header"
            className="flex min-h-16 items-center gap-3 border-b border-border px-4"
          >
            <DialogHeading
              initialFocus={initialFocus}
              data-slot="drawer-title"
              className={cn('flex-1 font-display text-lg font-semibold', hideTitle && 'sr-only')}
            >
              {title}
            </DialogHeading>
            <DialogCloseButton slotName="drawer-close" className="ms-auto -me-2" />
          </div>
          <div data-slot="drawer-body" className="min-h-0 flex-1 overflow-y-auto p-4">
            {children}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** Mounted only while the drawer is open, so it listens to the viewport only then. */
function CloseAbove({ width }: { width: number }) {
  const state = useContext(OverlayTriggerStateContext);
  const close = useEffectEvent(() => state?.close());
  useEffect(() => onViewportGrowsPast(width, close), [width]);
  return null;
}

type DrawerTriggerProps = Omit<React.ComponentProps<typeof AriaButton>, 'children' | 'className'> & {
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
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <AriaButton
        data-slot="drawer-trigger"
        className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), className)}
        {...props}
      >
        <Icon name="menu" className="size-6" />
        <span className="sr-only">{label ?? t('menu')}</span>
      </AriaButton>
      {children}
    </DialogTrigger>
  );
}

export { Drawer, DrawerTrigger, drawerVariants, type DrawerProps, type DrawerTriggerProps };
