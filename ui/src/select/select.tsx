import {
  Children,
  isValidElement,
  startTransition,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import * as SelectPrimitive from '@radix-ui/react-select';
import { cva } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { whenIdle } from '../lib/when-idle';
import { useHydrated } from '../lib/use-hydrated';
import { isTouchScreen, useTouchScreen } from '../lib/use-touch-screen';
import { composeRefs } from '../lib/compose-refs';
import { Icon } from '../icon';
import { fieldControlVariants, useFieldControl } from '../field';
import { isTypeaheadKey, typeaheadMatch, typeaheadWait } from '../menu/typeahead';

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
    /**
     * Which list opens: the browser's own picker on a touch screen and this list elsewhere (`auto`),
     * or always one of them (`native` shows in a story what a phone gets).
     */
    picker?: 'auto' | 'native' | 'list';
  };

/** The options of the open list that can be chosen, in order. */
function enabledOptions(content: HTMLElement) {
  return Array.from(content.querySelectorAll<HTMLElement>('[role="option"]')).filter(
    (option) => option.getAttribute('aria-disabled') !== 'true',
  );
}

/** The label of the option with this value among a select's children (SelectItem elements, in groups or not). */
function optionLabel(children: React.ReactNode, value: string): React.ReactNode | undefined {
  for (const child of Children.toArray(children)) {
    if (!isValidElement<{ value?: string; children?: React.ReactNode }>(child)) continue;
    if (child.type === SelectItem) {
      if (child.props.value === value) return child.props.children;
      continue;
    }
    const found = optionLabel(child.props.children, value);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The chosen option's label in the trigger, once the select has hydrated (nothing on the server and
 * while hydrating, as Radix's own trigger): the options a page hydrates with can differ from those it
 * was rendered with on the server for a moment (a page shown again from the history), and a label in
 * the server's HTML would then be a hydration mismatch.
 */
function ChosenLabel({ label }: { label: React.ReactNode }) {
  return useHydrated() ? label : null;
}

/** Lists waiting to be mounted while the browser is idle, one an idle period (see `Select`). */
const listsWaiting: (() => void)[] = [];
let mountingLists = false;
function mountWhenIdle(mount: () => void): () => void {
  listsWaiting.push(mount);
  const next = () => {
    const first = listsWaiting.shift();
    if (!first) {
      mountingLists = false;
      return;
    }
    first();
    whenIdle(next);
  };
  if (!mountingLists) {
    mountingLists = true;
    whenIdle(next);
  }
  return () => {
    const at = listsWaiting.indexOf(mount);
    if (at >= 0) listsWaiting.splice(at, 1);
  };
}

const tabbableSelector = 'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]';

/** The element Tab (or Shift+Tab) would reach from `from`, in document order. */
function tabbableNeighbour(from: HTMLElement, towards: 'next' | 'previous') {
  const tabbables = Array.from(document.querySelectorAll<HTMLElement>(tabbableSelector)).filter(
    (element) =>
      element === from ||
      (element.tabIndex >= 0 && !element.matches(':disabled') && element.getClientRects().length > 0),
  );
  const index = tabbables.indexOf(from);
  return towards === 'next' ? tabbables[index + 1] : tabbables[index - 1];
}

/**
 * The list's type-ahead (see `typeaheadMatch`), one search from the closed trigger into the open list:
 * `type` takes a character; `search` runs the characters not searched yet (those typed while the list
 * opened) from the option at `from`, else the focused one, and returns the option found, if any.
 */
function useListTypeahead() {
  const state = useRef({
    search: '',
    pending: '',
    timer: undefined as ReturnType<typeof setTimeout> | undefined,
  });
  return {
    handles: (event: React.KeyboardEvent) =>
      isTypeaheadKey(event, state.current.search + state.current.pending),
    hasPending: () => state.current.pending !== '',
    type(key: string) {
      const current = state.current;
      current.pending += key;
      clearTimeout(current.timer);
      current.timer = setTimeout(() => {
        current.search = '';
        current.pending = '';
      }, typeaheadWait);
    },
    search(options: HTMLElement[], from?: number) {
      const current = state.current;
      const labels = options.map((option) => option.dataset.textValue ?? option.textContent?.trim() ?? '');
      let index = from ?? options.findIndex((option) => option === document.activeElement);
      let found: HTMLElement | undefined;
      for (const key of current.pending) {
        const match = typeaheadMatch(labels, index, current.search, key);
        current.search = match?.search ?? '';
        if (match) {
          index = match.index;
          found = options[index];
        }
      }
      current.pending = '';
      return found;
    },
  };
}

/**
 * A select-only combobox (Radix Select) as the APG pattern has it: a trigger button and a listbox in
 * a portal, operable with arrows, Home/End, type-ahead, Enter, Escape and Tab. `ref`, `className`,
 * `onBlur` and ARIA props go to the trigger; `value`/`onValueChange` and `name` to the root, so with
 * react-hook-form use a Controller: `<Select ref={field.ref} name={field.name} value={field.value}
 * onValueChange={field.onChange} onBlur={field.onBlur}>`. Inside a Field, the Field's label names
 * the trigger through `aria-labelledby`; alone, give it an `aria-label`.
 *
 * Beyond Radix: a character typed on the closed trigger opens the list at the matching option
 * (Radix would change the value unseen); the list reopens at the option last highlighted; Tab in
 * the open list chooses the highlighted option and moves on, as a native select does.
 */
function ListSelect({
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
  ref,
  onBlur,
  onKeyDown,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  picker = 'auto',
  ...triggerProps
}: SelectProps) {
  const control = useFieldControl({ id, 'aria-describedby': describedBy, 'aria-invalid': invalid });
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false);
  const currentValue = value ?? ownValue;
  const isOpen = open ?? ownOpen;
  // Opening moves focus into the list; that is not the user leaving the field, so it must not
  // reach onBlur (react-hook-form would mark the field touched before anything was chosen).
  const openRef = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  /** The trigger once it is in the page: none while the server renders (see `isFormControl`). */
  const [trigger, setTrigger] = useState<HTMLButtonElement | null>(null);
  // Stable, so that a form library's ref is not detached and attached again on every render.
  const setTriggerRef = useMemo(
    () =>
      composeRefs<HTMLButtonElement>((node) => {
        triggerRef.current = node;
        setTrigger(node);
      }, ref),
    [ref],
  );
  // Radix's hidden native select (what a form sends and hears as a change) joins the select once the trigger
  // is in the page and belongs to a form, as Radix's own root decides then. Radix's root also writes it on
  // the server, where it has no options yet: an empty `<option value="">`, which HTML does not allow (an
  // option needs a label); a page without JavaScript sends a form's native twin instead (@cepa/core).
  const isFormControl = trigger ? form !== undefined || trigger.closest('form') !== null : false;
  const typeahead = useListTypeahead();
  // The trigger shows the chosen option's label from the options given (`ChosenLabel`), so Radix's list
  // need not be there to show it. Radix renders the closed list into a fragment to learn its options
  // (its hidden native select's, for a form and autofill): the list mounts when the visitor comes to the
  // trigger, or while the browser is idle, one select at a time, instead of as the page hydrates (four
  // chained renders of every option, 40-170 ms of TBT on the press page's three filters).
  const label = currentValue ? optionLabel(children, currentValue) : undefined;
  const [listWanted, setListWanted] = useState(false);
  const wantList = () => {
    if (!listWanted) setListWanted(true);
  };
  useEffect(() => mountWhenIdle(() => startTransition(() => setListWanted(true))), []);
  const listMounted = listWanted || isOpen || (Boolean(currentValue) && label === undefined);
  /** The option focus lands on when the list opens next, with the value it was highlighted under. */
  const highlighted = useRef<{ option: string; value: string } | undefined>(undefined);
  /** Set while the list opens, until focus first lands on an option. */
  const opening = useRef(false);
  /** Set by Tab in the open list: where focus goes once the list has closed. */
  const leaveTowards = useRef<'next' | 'previous' | undefined>(undefined);

  const setOpen = (next: boolean) => {
    openRef.current = next;
    if (next) opening.current = true;
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const setValue = (next: string) => {
    setOwnValue(next);
    if (next !== currentValue) onValueChange?.(next);
  };

  // Hydrated on a touch screen, the trigger is about to become the browser's own select (`Select`); a
  // press in between (one made as the page hydrated, done again by the page's loader) opens that instead.
  const onTriggerPress = (event: React.SyntheticEvent) => {
    if (picker !== 'auto' || !isTouchScreen() || !triggerRef.current?.id) return;
    event.preventDefault();
    askForPicker(triggerRef.current.id);
  };

  const onTriggerKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || disabled || !typeahead.handles(event)) return;
    // Radix would choose the matching option with the list closed; APG opens the list at it instead.
    event.preventDefault();
    typeahead.type(event.key);
    if (!isOpen) setOpen(true);
  };

  const onContentFocus = (event: React.FocusEvent<HTMLDivElement>) => {
    const options = enabledOptions(event.currentTarget);
    const focused = options.findIndex((option) => option === event.target);
    if (opening.current) {
      opening.current = false;
      // Radix focuses the chosen option (else the first); start at the one last highlighted instead.
      const last = highlighted.current;
      const start =
        last && last.value === currentValue
          ? options.findIndex((option) => option.dataset.value === last.option)
          : -1;
      const from = start >= 0 ? start : focused;
      const target = (typeahead.hasPending() && typeahead.search(options, from)) || options[from];
      if (target && target !== event.target) {
        target.focus();
        return;
      }
    }
    const option = options[focused];
    if (option?.dataset.value !== undefined) {
      highlighted.current = { option: option.dataset.value, value: currentValue };
    }
  };

  const onContentKeyDownCapture = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') {
      // The highlighted option is chosen and focus moves on from the trigger, as with a native select.
      const option = enabledOptions(event.currentTarget).find((item) => item === document.activeElement);
      if (option?.dataset.value !== undefined) setValue(option.dataset.value);
      leaveTowards.current = event.shiftKey ? 'previous' : 'next';
      setOpen(false);
    } else if (typeahead.handles(event)) {
      // One search from the trigger on (Radix's own would start afresh once the list has focus).
      typeahead.type(event.key);
      typeahead.search(enabledOptions(event.currentTarget))?.focus();
    } else {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  const onCloseAutoFocus = (event: Event) => {
    const towards = leaveTowards.current;
    leaveTowards.current = undefined;
    const trigger = triggerRef.current;
    if (!towards || !trigger) return;
    event.preventDefault();
    // Through the trigger, so that leaving it is a blur the form hears.
    trigger.focus({ preventScroll: true });
    tabbableNeighbour(trigger, towards)?.focus();
  };

  return (
    <SelectPrimitive.unstable_SelectProvider
      value={currentValue}
      onValueChange={setValue}
      open={isOpen}
      onOpenChange={setOpen}
      name={name}
      required={required}
      autoComplete={autoComplete}
      form={form}
      disabled={disabled}
    >
      <SelectPrimitive.Trigger
        data-slot="select-trigger"
        ref={setTriggerRef}
        id={control.id}
        aria-labelledby={labelledBy ?? control.labelId}
        aria-describedby={control['aria-describedby']}
        aria-invalid={control['aria-invalid']}
        className={cn(selectTriggerVariants(), className)}
        onBlur={(event) => {
          if (!openRef.current) onBlur?.(event);
        }}
        onKeyDown={onTriggerKeyDown}
        // A press held as the page hydrated opens the browser's own select that replaces this trigger
        // on a touch screen (`pressAgain`, @cepa/core).
        data-native-on-touch={picker === 'auto' ? '' : undefined}
        onPointerOverCapture={wantList}
        onPointerDown={onTriggerPress}
        onClick={onTriggerPress}
        onPointerDownCapture={wantList}
        onFocusCapture={wantList}
        onKeyDownCapture={wantList}
        {...triggerProps}
      >
        <span className="min-w-0 flex-1 truncate">
          <SelectPrimitive.Value placeholder={placeholder}>
            {label === undefined ? undefined : <ChosenLabel label={label} />}
          </SelectPrimitive.Value>
        </span>
        <SelectPrimitive.Icon asChild>
          <Icon name="chevron-down" className="text-fg-muted" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      {listMounted && (
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content
            data-slot="select-content"
            position="popper"
            sideOffset={4}
            collisionPadding={8}
            className={cn(selectContentVariants(), contentClassName)}
            onFocus={onContentFocus}
            onKeyDownCapture={onContentKeyDownCapture}
            onCloseAutoFocus={onCloseAutoFocus}
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
      )}
      {isFormControl && <SelectPrimitive.unstable_SelectBubbleInput />}
    </SelectPrimitive.unstable_SelectProvider>
  );
}

/**
 * The options given as SelectItem elements (in SelectGroup or not, as `optionLabel` finds them) as the
 * browser's own: an `<option>` each, an `<optgroup>` for a group, labelled by its SelectGroupLabel.
 */
function nativeOptions(children: React.ReactNode): React.ReactNode {
  return Children.toArray(children).map((child) => {
    if (!isValidElement<SelectItemProps & SelectGroupProps>(child)) return null;
    if (child.type === SelectItem)
      return (
        <option key={child.key} value={child.props.value} disabled={child.props.disabled}>
          {child.props.textValue ?? child.props.children}
        </option>
      );
    if (child.type === SelectGroup) {
      const groupLabel = Children.toArray(child.props.children).find(
        (item) => isValidElement(item) && item.type === SelectGroupLabel,
      );
      const text = isValidElement<{ children?: React.ReactNode }>(groupLabel)
        ? groupLabel.props.children
        : undefined;
      return (
        <optgroup key={child.key} label={typeof text === 'string' ? text : undefined}>
          {nativeOptions(child.props.children)}
        </optgroup>
      );
    }
    // A fragment, or another element holding options: its options.
    return nativeOptions(child.props.children);
  });
}

/**
 * A press on a list trigger that a touch screen is about to swap for the browser's own select (one held as
 * the page hydrated, done again by `pressAgain` of @cepa/core, or one made in between) asks that select to
 * open: the page's root carries the id, and the select with that id opens once it is in the page.
 */
const pickerWanted = 'data-picker-wanted';

function askForPicker(id: string) {
  document.documentElement.setAttribute(pickerWanted, id);
}

/** Opens `select` when a press asked for it (see `pickerWanted`): focused, its picker shown. */
function openIfWanted(select: HTMLSelectElement) {
  const root = document.documentElement;
  if (!select.id || root.getAttribute(pickerWanted) !== select.id) return;
  root.removeAttribute(pickerWanted);
  select.focus();
  try {
    // Within the press's user activation, where it is still live.
    select.showPicker();
  } catch {
    // No activation left, or a browser without showPicker(): focused, the next tap opens it.
  }
}

/** Opens the select when a press asks for it, as it mounts or later (the press done again after hydrating). */
function useOpenWhenWanted(select: React.RefObject<HTMLSelectElement | null>) {
  useEffect(() => {
    const open = () => select.current && openIfWanted(select.current);
    open();
    const observer = new MutationObserver(open);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: [pickerWanted] });
    return () => observer.disconnect();
  }, [select]);
}

/**
 * The select as the browser's own `<select>`: what a touch screen opens (the phone's picker, in a
 * frame of its own: no list for the page to render, position or trap focus in), and what a page
 * without JavaScript already shows. The same props as the list's; the value, names and ARIA go to the
 * select itself.
 */
function NativePicker({
  value,
  defaultValue,
  onValueChange,
  name,
  required,
  autoComplete,
  form,
  disabled,
  placeholder,
  children,
  className,
  id,
  ref,
  onBlur,
  'aria-label': ariaLabel,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: SelectProps) {
  const control = useFieldControl({ id, 'aria-describedby': describedBy, 'aria-invalid': invalid });
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const currentValue = value ?? ownValue;
  const selectRef = useRef<HTMLSelectElement>(null);
  // The trigger's ref: a form library focuses the select, as it would the list's trigger.
  const setRef = useMemo(
    () =>
      composeRefs<HTMLSelectElement>(
        selectRef,
        ref as React.Ref<HTMLElement> as React.Ref<HTMLSelectElement>,
      ),
    [ref],
  );
  useOpenWhenWanted(selectRef);
  return (
    // Drawn as the list's trigger is (its chevron, the text where the trigger has it), so that the swap
    // after hydrating is not seen; the picker is the phone's.
    <span data-slot="select-native-frame" className="relative block">
      <select
        data-slot="select-native"
        ref={setRef}
        id={control.id}
        name={name}
        required={required}
        autoComplete={autoComplete}
        form={form}
        disabled={disabled}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabel ? labelledBy : (labelledBy ?? control.labelId)}
        aria-describedby={control['aria-describedby']}
        aria-invalid={control['aria-invalid']}
        value={currentValue}
        onChange={(event) => {
          setOwnValue(event.target.value);
          onValueChange?.(event.target.value);
        }}
        onBlur={onBlur as React.FocusEventHandler<HTMLElement> | undefined}
        className={cn(
          selectTriggerVariants(),
          'appearance-none pe-10',
          currentValue === '' && 'text-fg-muted',
          className,
        )}
      >
        {/* Nothing chosen yet: the placeholder shows, and cannot be chosen back. */}
        {currentValue === '' && typeof placeholder === 'string' && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {nativeOptions(children)}
      </select>
      <Icon
        name="chevron-down"
        className="pointer-events-none absolute end-3.25 top-1/2 -translate-y-1/2 text-fg-muted"
      />
    </span>
  );
}

/**
 * A select: on a touch screen the browser's own picker (`NativePicker`), elsewhere a list of its own
 * (`ListSelect`). Both render the list's trigger on the server and while hydrating; a touch screen then
 * swaps it for the native select, of the same size and name.
 */
function Select({ picker = 'auto', id, ...props }: SelectProps) {
  const touch = useTouchScreen();
  const hydrated = useHydrated();
  // One id for both (a Field's own, where there is one): a press on the trigger opens the select by it.
  const ownId = useId();
  const native = picker === 'native' ? hydrated : picker === 'auto' && touch;
  return native ? (
    <NativePicker id={id ?? ownId} {...props} />
  ) : (
    <ListSelect picker={picker} id={id ?? ownId} {...props} />
  );
}

type SelectItemProps = React.ComponentProps<typeof SelectPrimitive.Item>;
type SelectGroupProps = React.ComponentProps<typeof SelectPrimitive.Group>;

function SelectItem({ className, children, ...props }: React.ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      // Read by the Select's type-ahead and by Tab, which choose options outside Radix.
      data-value={props.value}
      data-text-value={props.textValue}
      className={cn(selectItemVariants(), className)}
      {...props}
    >
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
