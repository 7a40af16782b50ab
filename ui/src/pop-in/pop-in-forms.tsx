import { Button as AriaButton } from 'react-aria-components';
import { cn } from '../lib/cn';
import { buttonVariants } from '../button';
import { PopIn, type PopInProps } from './pop-in';

const actionClass = cn(buttonVariants({ variant: 'primary' }), 'w-full sm:w-auto');
const secondaryActionClass = cn(buttonVariants({ variant: 'secondary' }), 'w-full sm:w-auto');

type ReadyPopInProps = Omit<PopInProps, 'children' | 'actions'>;

type InfoPopInProps = ReadyPopInProps & {
  /** Label of the single action, which closes the pop-in ("Entendido"). */
  actionLabel: string;
  onAction?: () => void;
};

/** A message with a title, a text and one action that closes it. */
function InfoPopIn({ actionLabel, onAction, ...props }: InfoPopInProps) {
  return (
    <PopIn
      {...props}
      actions={
        <AriaButton slot="close" className={actionClass} onPress={onAction}>
          {actionLabel}
        </AriaButton>
      }
    />
  );
}

type ConfirmationPopInProps = ReadyPopInProps & {
  confirmLabel: string;
  cancelLabel: string;
  /** Called when the confirm action is pressed; the pop-in then closes. */
  onConfirm: () => void;
  /** Called only by the cancel action; Escape and the close button just close. */
  onCancel?: () => void;
};

/**
 * Asks the user to confirm or cancel. An alert dialog: a click on the scrim does not close it unless
 * `isDismissable` is set, so a stray click cannot answer for the user.
 */
function ConfirmationPopIn({
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  isDismissable = false,
  ...props
}: ConfirmationPopInProps) {
  return (
    <PopIn
      role="alertdialog"
      isDismissable={isDismissable}
      {...props}
      actions={
        <>
          <AriaButton slot="close" className={secondaryActionClass} onPress={onCancel}>
            {cancelLabel}
          </AriaButton>
          <AriaButton slot="close" className={actionClass} onPress={onConfirm}>
            {confirmLabel}
          </AriaButton>
        </>
      }
    />
  );
}

type AddedToBasketPopInProps = ReadyPopInProps & {
  productName: React.ReactNode;
  imageSrc?: string;
  /** Empty by default: the product name beside the image already says what it shows. */
  imageAlt?: string;
  quantityLabel: string;
  quantity: number;
  priceLabel: string;
  /** The price as shown in the shop: a formatted string or a price component. */
  price: React.ReactNode;
  basketHref: string;
  goToBasketLabel: string;
  continueLabel: string;
  /** Called by the continue-shopping action, which also closes the pop-in. */
  onContinue?: () => void;
};

/** Confirms a product went into the basket, offering the basket or more shopping. */
function AddedToBasketPopIn({
  productName,
  imageSrc,
  imageAlt = '',
  quantityLabel,
  quantity,
  priceLabel,
  price,
  basketHref,
  goToBasketLabel,
  continueLabel,
  onContinue,
  ...props
}: AddedToBasketPopInProps) {
  return (
    <PopIn
      {...props}
      actions={
        <>
          <AriaButton slot="close" className={secondaryActionClass} onPress={onContinue}>
            {continueLabel}
          </AriaButton>
          {/* A plain link: the site's router takes it in-page (react-aria's Link re-dispatched the click,
              which the router never saw, so the whole page loaded again). */}
          <a href={basketHref} className={actionClass}>
            {goToBasketLabel}
          </a>
        </>
      }
    >
      <div data-slot="pop-in-product" className="flex items-start gap-4">
        {imageSrc && (
          <img
            src={imageSrc}
            alt={imageAlt}
            className="size-20 shrink-0 rounded bg-surface-muted object-cover sm:size-24"
          />
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <p className="font-semibold text-balance">{productName}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-fg-muted">{quantityLabel}</dt>
            <dd>{quantity}</dd>
            <dt className="text-fg-muted">{priceLabel}</dt>
            <dd className="font-semibold">{price}</dd>
          </dl>
        </div>
      </div>
    </PopIn>
  );
}

export {
  InfoPopIn,
  ConfirmationPopIn,
  AddedToBasketPopIn,
  type InfoPopInProps,
  type ConfirmationPopInProps,
  type AddedToBasketPopInProps,
};
