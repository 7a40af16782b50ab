import { useState } from 'react';
import { Button as AriaButton, Group, I18nProvider, Input, Label, NumberField } from 'react-aria-components';
import { cva, type VariantProps } from 'class-variance-authority';
import { Icon } from '../icon';
import { cn } from '../lib/cn';
import { useUiLocale } from '../i18n/ui-locale';
import { clampQuantity } from './clamp-quantity';
import { useQuantityPickerStrings } from './strings';

const quantityPickerVariants = cva(
  [
    'inline-flex items-stretch rounded border border-border-strong bg-surface-raised text-fg',
    'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-55',
  ],
  {
    variants: {
      size: {
        default: 'h-11 text-base',
        compact: 'h-8 text-sm',
      },
    },
    defaultVariants: { size: 'default' },
  },
);

const stepButtonVariants = cva(
  [
    'flex shrink-0 cursor-pointer items-center justify-center text-fg transition-colors',
    'hover:bg-surface-muted data-[pressed]:bg-secondary',
    'data-[disabled]:cursor-not-allowed data-[disabled]:text-fg-muted data-[disabled]:opacity-55 data-[disabled]:hover:bg-transparent',
  ],
  {
    variants: {
      size: {
        default: 'w-11',
        compact: 'w-8',
      },
    },
    defaultVariants: { size: 'default' },
  },
);

type QuantityPickerProps = Omit<
  React.ComponentProps<typeof NumberField>,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'minValue'
  | 'maxValue'
  | 'step'
  | 'formatOptions'
  | 'children'
  | 'className'
> &
  VariantProps<typeof quantityPickerVariants> & {
    /** Names the field ("Cantidad"); shown above it unless `hideLabel`. */
    label: string;
    /** Keeps the label for screen readers only, as in a basket line whose column header says "Cantidad". */
    hideLabel?: boolean;
    /** The quantity, when the parent owns it. */
    value?: number;
    /** The starting quantity when the picker owns it; defaults to `min`. */
    defaultValue?: number;
    /** Called with a whole number within [min, max], never with an emptied field or an out-of-range value. */
    onChange?: (value: number) => void;
    /** Lower bound. */
    min?: number;
    /** Upper bound; the basket's max_quantity when known. */
    max?: number;
    /**
     * The quantity as a screen reader should say it when the number alone is not enough, with its
     * unit (`(n) => n + ' botellas'`); it becomes the spinbutton's aria-valuetext.
     */
    valueText?: (quantity: number) => string;
    className?: string;
  };

/**
 * react-aria describes its input as a "number field"; on a spinbutton that would hide the role, and
 * with it the keys a screen reader user expects. null (not undefined) overrides react-aria's value.
 */
const withoutRoleDescription = { 'aria-roledescription': null } as unknown as {
  'aria-roledescription'?: string;
};

/**
 * A quantity as an APG spinbutton with decrease and increase buttons (react-aria NumberField). Arrow
 * Up/Down and Page Up/Down step by one, Home and End jump to the bounds, and a typed number is
 * brought within the bounds when the field loses focus. The buttons stay out of the tab order, as
 * in the APG spinbutton pattern, since the keys do the same from the field.
 */
function QuantityPicker({
  label,
  hideLabel = false,
  value,
  defaultValue,
  onChange,
  min = 1,
  max = 10,
  valueText,
  size,
  className,
  ...props
}: QuantityPickerProps) {
  const t = useQuantityPickerStrings();
  const locale = useUiLocale();
  const [ownValue, setOwnValue] = useState(() => clampQuantity(defaultValue ?? min, min, max) ?? min);
  const quantity = value ?? ownValue;

  return (
    // react-aria announces committed values and describes the field in its own locale: make it ours.
    <I18nProvider locale={locale === 'en' ? 'en-GB' : 'es-ES'}>
      <NumberField
        data-slot="quantity-picker"
        // Always controlled, so an emptied field falls back to the last quantity instead of NaN.
        value={quantity}
        minValue={min}
        maxValue={max}
        step={1}
        formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
        decrementAriaLabel={t('decrease')}
        incrementAriaLabel={t('increase')}
        onChange={(next) => {
          const clamped = clampQuantity(next, min, max);
          if (clamped === undefined || clamped === quantity) return;
          setOwnValue(clamped);
          onChange?.(clamped);
        }}
        className={cn('inline-flex flex-col gap-1', className)}
        {...props}
      >
        <Label
          data-slot="quantity-picker-label"
          className={cn('text-sm font-semibold text-fg', hideLabel && 'sr-only')}
        >
          {label}
        </Label>
        <Group data-slot="quantity-picker-group" className={quantityPickerVariants({ size })}>
          <AriaButton
            data-slot="quantity-picker-decrement"
            slot="decrement"
            className={cn(stepButtonVariants({ size }), 'rounded-l')}
          >
            <Icon name="minus" className={size === 'compact' ? 'size-4' : 'size-5'} />
          </AriaButton>
          <Input
            // react-aria leaves the spinbutton role and its values off the input (VoiceOver on iOS
            // cannot focus a spinbutton); the APG pattern needs them, and so do the other readers.
            role="spinbutton"
            aria-valuenow={quantity}
            aria-valuemin={min}
            aria-valuemax={max}
            aria-valuetext={valueText?.(quantity)}
            {...withoutRoleDescription}
            data-slot="quantity-picker-input"
            className={cn(
              'min-w-0 border-x border-border bg-transparent text-center font-semibold tabular-nums text-fg',
              'disabled:cursor-not-allowed',
              size === 'compact' ? 'w-10' : 'w-14',
            )}
          />
          <AriaButton
            data-slot="quantity-picker-increment"
            slot="increment"
            className={cn(stepButtonVariants({ size }), 'rounded-r')}
          >
            <Icon name="plus" className={size === 'compact' ? 'size-4' : 'size-5'} />
          </AriaButton>
        </Group>
      </NumberField>
    </I18nProvider>
  );
}

export { QuantityPicker, quantityPickerVariants, type QuantityPickerProps };
