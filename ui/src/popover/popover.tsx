import { Dialog, Popover as AriaPopover } from 'react-aria-components';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { DialogCloseButton } from '../pop-in/dialog-close-button';
import { DialogHeading, type DialogInitialFocus } from '../pop-in/dialog-heading';

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

/**
 * A dialog in a panel under the button that opened it (WAI-ARIA APG dialog pattern, shown as a
 * pop-over): focus moves in and stays inside, Escape, a click outside or the close button close it,
 * focus returns to the button, and page scroll is locked meanwhile. On phones it takes the whole width.
 */
function Popover({
  title,
  children,
  footer,
  triggerRef,
  isOpen,
  onOpenChange,
  initialFocus = 'first-control',
  size,
  className,
}: PopoverProps) {
  return (
    <AriaPopover
      data-slot="popover"
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom end"
      // The phone layout is as wide as the screen; a wider one stays within the window by itself.
      containerPadding={0}
      className={cn(popoverVariants({ size }), className)}
    >
      <Dialog data-slot="popover-dialog" className="flex min-h-0 flex-1 flex-col outline-none">
        <div
          data-slot="popover-header"
          className="flex min-h-14 items-center gap-3 border-b border-border py-1 ps-4 pe-2"
        >
          <DialogHeading
            initialFocus={initialFocus}
            data-slot="popover-title"
            className="flex-1 font-display text-lg font-semibold"
          >
            {title}
          </DialogHeading>
          <DialogCloseButton slotName="popover-close" onPress={() => onOpenChange(false)} />
        </div>
        <div data-slot="popover-body" className="min-h-0 flex-1 overflow-y-auto p-4">
          {children}
        </div>
        {footer && (
          <div data-slot="popover-footer" className="border-t border-border p-4">
            {footer}
          </div>
        )}
      </Dialog>
    </AriaPopover>
  );
}

export { Popover, popoverVariants, type PopoverProps };
