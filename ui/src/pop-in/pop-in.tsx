import { useId } from 'react';
import { Dialog, DialogTrigger, Modal, ModalOverlay, Pressable } from 'react-aria-components';
import type { VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { DialogCloseButton } from './dialog-close-button';
import { DialogHeading, type DialogInitialFocus } from './dialog-heading';
import { popInVariants } from './variants';

type PopInOpenProps = {
  /** Open state when controlled; pair it with `onOpenChange`. */
  isOpen?: boolean;
  /** Open state at first render when uncontrolled. */
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * The element that opens the pop-in, e.g. `<Button>` from this library. It must pass its ref and
   * DOM props to a focusable element; it receives `aria-expanded` and focus comes back to it on close.
   */
  trigger?: React.JSX.Element;
};

type PopInProps = Omit<React.ComponentProps<typeof Dialog>, 'children' | 'className' | 'title'> &
  VariantProps<typeof popInVariants> &
  PopInOpenProps & {
    title: React.ReactNode;
    /** Main text, announced with the title when the pop-in opens. */
    description?: React.ReactNode;
    children?: React.ReactNode;
    /** Buttons or links at the foot of the pop-in; a `slot="close"` react-aria Button closes it. */
    actions?: React.ReactNode;
    /** Whether a click on the scrim closes the pop-in. Escape does too, unless `mustAnswer`. */
    isDismissable?: boolean;
    /**
     * A question the visitor must answer with one of the actions (the age gate): no close button, and
     * neither Escape nor the scrim closes it.
     */
    mustAnswer?: boolean;
    /**
     * Where focus goes on open: the first control (the close button when there is one), or the title
     * when the content is long and focusing a control would scroll its start out of view.
     */
    initialFocus?: DialogInitialFocus;
    /** Classes for the panel. */
    className?: string;
  };

/**
 * A modal dialog: focus moves into it on open (see `initialFocus`) and stays inside, Escape closes,
 * focus returns to the opener, page scroll is locked.
 */
function PopIn({
  title,
  description,
  children,
  actions,
  trigger,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  mustAnswer = false,
  initialFocus = 'first-control',
  size,
  className,
  ...props
}: PopInProps) {
  const descriptionId = useId();
  const openProps = { isOpen, defaultOpen, onOpenChange };

  const overlay = (
    <ModalOverlay
      data-slot="pop-in-overlay"
      isDismissable={isDismissable && !mustAnswer}
      isKeyboardDismissDisabled={mustAnswer}
      className="fixed inset-0 z-50 flex items-center justify-center bg-scrim p-4"
      {...(trigger ? {} : openProps)}
    >
      <Modal data-slot="pop-in" className={cn(popInVariants({ size }), className)}>
        <Dialog
          data-slot="pop-in-dialog"
          aria-describedby={description ? descriptionId : undefined}
          className="flex flex-col gap-4 p-6 outline-none"
          {...props}
        >
          <div className="flex items-start gap-3">
            <DialogHeading
              initialFocus={initialFocus}
              data-slot="pop-in-title"
              className="flex-1 pt-2 font-display text-xl font-semibold text-balance"
            >
              {title}
            </DialogHeading>
            {!mustAnswer && <DialogCloseButton slotName="pop-in-close" className="-me-3 -mt-1" />}
          </div>
          {description && (
            <div id={descriptionId} data-slot="pop-in-description" className="text-base text-fg">
              {description}
            </div>
          )}
          {children}
          {actions && (
            <div
              data-slot="pop-in-actions"
              className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-end"
            >
              {actions}
            </div>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );

  if (!trigger) return overlay;
  return (
    <DialogTrigger {...openProps}>
      <Pressable>{trigger}</Pressable>
      {overlay}
    </DialogTrigger>
  );
}

export { PopIn, type PopInProps, type PopInOpenProps };
