import {
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Icon } from '../icon';
import { cn } from '../lib/cn';
import { useServerControlValue } from '../lib/server-value';
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
    'hover:bg-surface-muted active:bg-secondary',
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

type QuantityPickerProps = VariantProps<typeof quantityPickerVariants> & {
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
  /** Greyed out; neither the field nor its buttons respond. */
  isDisabled?: boolean;
  /** The field's name in a form that posts without JavaScript. */
  name?: string;
  /** More text that describes the field (a hint, an error), by id. */
  'aria-describedby'?: string;
  className?: string;
};

/**
 * A quantity as an APG spinbutton with decrease and increase buttons. Arrow Up/Down and Page Up/Down
 * step by one, Home and End jump to the bounds, and a typed number is brought within the bounds when
 * the field loses focus or on Enter (an emptied field goes back to the last quantity). The buttons stay
 * out of the tab order, as in the APG spinbutton pattern, since the keys do the same from the field.
 *
 * Written for whole quantities rather than with a number-field library: those format and parse through
 * Intl.NumberFormat, whose first use on a page loads the locale's number data and held a phone's main
 * thread for tens of milliseconds while the page hydrated. A number typed before the page hydrated is
 * taken as typed once it has.
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
  isDisabled = false,
  name,
  'aria-describedby': describedBy,
  className,
}: QuantityPickerProps) {
  const t = useQuantityPickerStrings();
  const id = useId();
  const inputId = `${id}-input`;
  const input = useRef<HTMLInputElement>(null);
  const [ownValue, setOwnValue] = useState(() => clampQuantity(defaultValue ?? min, min, max) ?? min);
  const quantity = value ?? ownValue;
  /** What the visitor is typing, until it is committed (null: the field shows the quantity). */
  const [typed, setTyped] = useState<string | null>(null);

  const change = (next: number | undefined) => {
    const clamped = next === undefined ? undefined : clampQuantity(next, min, max);
    if (clamped === undefined || clamped === quantity) return;
    setOwnValue(clamped);
    onChange?.(clamped);
  };
  /** Takes what was typed: a whole number, brought within the bounds; an emptied field changes nothing. */
  const commit = (text: string | null) => {
    setTyped(null);
    if (text === null || text.trim() === '') return;
    change(Number(text));
  };
  const step = (by: number) => {
    const base = typed !== null && typed.trim() !== '' ? Number(typed) : quantity;
    setTyped(null);
    const next = clampQuantity(clampQuantity(base, min, max)! + by, min, max)!;
    change(next);
    return next;
  };
  /**
   * What a press on − or + changed the quantity to, said politely: the button keeps the focus on touch
   * and for a screen reader's press, so the field's new value would otherwise go unspoken.
   */
  const [announcement, setAnnouncement] = useState('');
  const press = (by: number) => {
    const next = step(by);
    setAnnouncement(`${label}: ${valueText?.(next) ?? next}`);
  };

  // A number typed before the page hydrated is in the field the server rendered, read as React hydrates
  // it (it writes the quantity back over it as it commits): once hydrated, it is taken as typed
  // (committed at once when the visitor has left the field, on blur or Enter otherwise).
  const typedBeforeHydration = useServerControlValue(inputId);
  const takeTypedBeforeHydration = useEffectEvent(() => {
    const field = input.current;
    const text = typedBeforeHydration;
    if (!field || text === null || text === String(quantity) || !/^\d*$/.test(text)) return;
    if (document.activeElement === field) setTyped(text);
    else commit(text);
  });
  // Before the browser paints and before the page's inline script does again a press held until the page
  // hydrated (in a task after it): a press on "Add to basket" takes the number typed.
  useLayoutEffect(() => takeTypedBeforeHydration(), []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => void> = {
      ArrowUp: () => step(1),
      PageUp: () => step(1),
      ArrowDown: () => step(-1),
      PageDown: () => step(-1),
      Home: () => change(min),
      End: () => change(max),
      Enter: () => commit(typed),
    };
    const action = keys[event.key];
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
    // Enter with nothing typed is left to the page (a form it is in submits).
    if (event.key === 'Enter' && typed === null) return;
    event.preventDefault();
    if (event.key === 'Home' || event.key === 'End') setTyped(null);
    action();
  };

  // With a mouse or a pen the field keeps (or takes) the focus, so the keys go on working from it; on
  // touch the button takes it, so that the phone's keyboard does not open.
  const keepFocusInField = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.pointerType === 'touch') return;
    event.preventDefault();
    input.current?.focus();
  };

  const stepButton = (direction: 'decrement' | 'increment') => {
    const atBound = direction === 'decrement' ? quantity <= min : quantity >= max;
    const disabled = isDisabled || atBound;
    return (
      <button
        type="button"
        tabIndex={-1}
        data-slot={`quantity-picker-${direction}`}
        aria-label={t(direction === 'decrement' ? 'decrease' : 'increase')}
        aria-controls={inputId}
        disabled={disabled}
        data-disabled={disabled || undefined}
        onPointerDown={keepFocusInField}
        onClick={() => press(direction === 'decrement' ? -1 : 1)}
        className={cn(stepButtonVariants({ size }), direction === 'decrement' ? 'rounded-l' : 'rounded-r')}
      >
        <Icon
          name={direction === 'decrement' ? 'minus' : 'plus'}
          className={size === 'compact' ? 'size-4' : 'size-5'}
        />
      </button>
    );
  };

  return (
    <div data-slot="quantity-picker" className={cn('inline-flex flex-col gap-1', className)}>
      <label
        htmlFor={inputId}
        data-slot="quantity-picker-label"
        className={cn('text-sm font-semibold text-fg', hideLabel && 'sr-only')}
      >
        {label}
      </label>
      <div
        role="group"
        data-slot="quantity-picker-group"
        data-disabled={isDisabled || undefined}
        className={quantityPickerVariants({ size })}
      >
        {stepButton('decrement')}
        <input
          ref={input}
          id={inputId}
          name={name}
          role="spinbutton"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          aria-valuenow={quantity}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuetext={valueText?.(quantity)}
          aria-describedby={describedBy}
          disabled={isDisabled}
          value={typed ?? String(quantity)}
          // Digits only: anything else typed is left out, as the field holds a whole number.
          onChange={(event) => {
            if (/^\d*$/.test(event.target.value)) setTyped(event.target.value);
          }}
          onBlur={() => commit(typed)}
          onKeyDown={onKeyDown}
          data-slot="quantity-picker-input"
          className={cn(
            'min-w-0 border-x border-border bg-transparent text-center font-semibold tabular-nums text-fg',
            'disabled:cursor-not-allowed',
            size === 'compact' ? 'w-10' : 'w-14',
          )}
        />
        {stepButton('increment')}
      </div>
      <span
        data-slot="quantity-picker-announcement"
        aria-live="polite"
        aria-atomic="true"
        className="sr-only"
      >
        {announcement}
      </span>
    </div>
  );
}

export { QuantityPicker, quantityPickerVariants, type QuantityPickerProps };
