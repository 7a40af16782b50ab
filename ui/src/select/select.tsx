import { useRef } from 'react';
import * as SelectPrimitive from '@radix-ui/react-select';
import { cva } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { Icon } from '../icon';
import { fieldControlVariants, useFieldControl } from '../field';

const selectTriggerVariants = cva([
  fieldControlVariants(),
  'flex cursor-pointer items-center justify-between gap-2 text-start',
  'data-placeholder:text-fg-muted data-[state=open]:border-fg',
]);

const selectContentVariants = cva([
  'relative z-50 max-h-[min(22rem,var(--radix-select-content-available-height))] min-w-(--radix-select-trigger-width)',
  'overflow-hidden rounded border border-border-strong bg-surface-raised font-body text-fg shadow-md',
]);

const selectItemVariants = cva([
  'relative flex min-h-11 cursor-pointer items-center rounded-sm py-2 ps-3 pe-9 text-base select-none',
  'outline-none data-highlighted:bg-primary data-highlighted:text-primary-fg',
  'data-[state=checked]:font-semibold data-disabled:cursor-not-allowed data-disabled:opacity-55',
]);

type SelectRootProps = Pick<
  SelectPrimitive.SelectProps,
  | 'value'
  | 'defaultValue'
  | 'onValueChange'
  | 'open'
  | 'defaultOpen'
  | 'onOpenChange'
  | 'name'
  | 'required'
  | 'autoComplete'
  | 'form'
  | 'disabled'
>;

type SelectProps = Omit<
  React.ComponentProps<typeof SelectPrimitive.Trigger>,
  keyof SelectRootProps | 'children' | 'dir'
> &
  SelectRootProps & {
    /** Shown in the trigger while no option is chosen. */
    placeholder?: React.ReactNode;
    /** The options: SelectItem elements, optionally in SelectGroup. */
    children?: React.ReactNode;
    /** Class of the floating list (the trigger takes `className`). */
    contentClassName?: string;
  };

/**
 * A select-only combobox (Radix Select): a trigger button and a listbox in a portal, operable with
 * arrows, Home/End, typeahead, Enter and Escape. `ref`, `className`, `onBlur` and ARIA props go to
 * the trigger; `value`/`onValueChange` and `name` to the root, so with react-hook-form use a
 * Controller: `<Select ref={field.ref} name={field.name} value={field.value}
 * onValueChange={field.onChange} onBlur={field.onBlur}>`. Inside a Field, the Field's label names
 * the trigger through `aria-labelledby`; alone, give it an `aria-label`.
 */
function Select({
  value,
  defaultValue,
  onValueChange,
  open,
  defaultOpen,
  onOpenChange,
  name,
  required,
  autoComplete,
  form,
  disabled,
  placeholder,
  children,
  className,
  contentClassName,
  id,
  onBlur,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  ...triggerProps
}: SelectProps) {
  const control = useFieldControl({ id, 'aria-describedby': describedBy, 'aria-invalid': invalid });
  // Opening moves focus into the list; that is not the user leaving the field, so it must not
  // reach onBlur (react-hook-form would mark the field touched before anything was chosen).
  const openRef = useRef(false);
  return (
    <SelectPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(next) => {
        openRef.current = next;
        onOpenChange?.(next);
      }}
      name={name}
      required={required}
      autoComplete={autoComplete}
      form={form}
      disabled={disabled}
    >
      <SelectPrimitive.Trigger
        data-slot="select-trigger"
        id={control.id}
        aria-labelledby={labelledBy ?? control.labelId}
        aria-describedby={control['aria-describedby']}
        aria-invalid={control['aria-invalid']}
        className={cn(selectTriggerVariants(), className)}
        onBlur={(event) => {
          if (!openRef.current) onBlur?.(event);
        }}
        {...triggerProps}
      >
        <span className="min-w-0 flex-1 truncate">
          <SelectPrimitive.Value placeholder={placeholder} />
        </span>
        <SelectPrimitive.Icon asChild>
          <Icon name="chevron-down" className="text-fg-muted" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          data-slot="select-content"
          position="popper"
          sideOffset={4}
          collisionPadding={8}
          className={cn(selectContentVariants(), contentClassName)}
        >
          <SelectPrimitive.ScrollUpButton className="flex h-7 cursor-default items-center justify-center text-fg-muted">
            <Icon name="chevron-up" className="size-4" />
          </SelectPrimitive.ScrollUpButton>
          <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
          <SelectPrimitive.ScrollDownButton className="flex h-7 cursor-default items-center justify-center text-fg-muted">
            <Icon name="chevron-down" className="size-4" />
          </SelectPrimitive.ScrollDownButton>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}

function SelectItem({ className, children, ...props }: React.ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item data-slot="select-item" className={cn(selectItemVariants(), className)} {...props}>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <SelectPrimitive.ItemIndicator className="absolute end-3 inline-flex">
        <Icon name="check" className="size-4" />
      </SelectPrimitive.ItemIndicator>
    </SelectPrimitive.Item>
  );
}

function SelectGroup(props: React.ComponentProps<typeof SelectPrimitive.Group>) {
  return <SelectPrimitive.Group data-slot="select-group" {...props} />;
}

function SelectGroupLabel({ className, ...props }: React.ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      data-slot="select-group-label"
      className={cn('px-3 pt-2 pb-1 text-sm font-semibold text-fg-muted', className)}
      {...props}
    />
  );
}

export {
  Select,
  SelectItem,
  SelectGroup,
  SelectGroupLabel,
  selectTriggerVariants,
  selectContentVariants,
  selectItemVariants,
  type SelectProps,
};
