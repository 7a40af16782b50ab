import { memo, useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { formatSlotTime } from './format-slot-time';
import { useDayListStrings } from './strings';

/** One day of availability as the server sends it (SPEC §3 slot option). */
type DayOption = {
  /** ISO date, "2026-12-03". */
  day: string;
  /** Times in 24-hour "HH:MM". */
  slots: readonly string[];
};

/** A chosen slot. */
type SlotValue = { day: string; time: string };

/** Detail handed to `slotLabel` to build a slot's accessible name. */
type SlotLabelDetail = SlotValue & {
  /** The day as `formatDay` shows it. */
  dayLabel: string;
  /** The time as shown, "5:00 PM". */
  timeLabel: string;
};

// Days and times are free text, so a separator that neither contains keeps the radio value reversible.
const separator = '|';
const toRadioValue = ({ day, time }: SlotValue) => `${day}${separator}${time}`;
const fromRadioValue = (value: string): SlotValue => {
  const [day = '', time = ''] = value.split(separator);
  return { day, time };
};

const timeSlotVariants = cva([
  'inline-flex min-h-11 min-w-24 cursor-pointer items-center justify-center rounded border px-3',
  'border-border-strong bg-surface-raised text-base font-semibold text-fg tabular-nums transition-colors',
  'not-data-selected:not-data-disabled:hover:border-primary not-data-selected:not-data-disabled:hover:bg-surface-muted',
  'data-selected:border-primary data-selected:bg-primary data-selected:text-primary-fg',
  // The radio input itself is visually hidden, so the focus ring is drawn on its label.
  'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus',
  'data-disabled:cursor-not-allowed data-disabled:border-dashed data-disabled:border-border',
  'data-disabled:bg-surface-muted data-disabled:font-normal data-disabled:text-fg-muted data-disabled:line-through',
]);

type TimeSlotProps = {
  /** The group's name: the slots of one list share it, which makes them one radio group for the browser. */
  name: string;
  /** The radio's value. */
  value: string;
  checked: boolean;
  disabled?: boolean;
  /** The slot's accessible name; it must contain the visible time. */
  'aria-label': string;
  /** Called with the value when the visitor chooses this slot (a press, or the arrow keys). */
  onChoose: (value: string) => void;
  className?: string;
  /** The visible time, already formatted ("10:00 AM"). */
  children: React.ReactNode;
};

/**
 * One choosable time: the browser's own radio (visually hidden) in a label drawn as a button-like chip.
 * Rendered again only when its own props change: choosing a slot renders the one chosen and the one left.
 */
const TimeSlot = memo(function TimeSlot({
  name,
  value,
  checked,
  disabled = false,
  onChoose,
  className,
  children,
  ...props
}: TimeSlotProps) {
  return (
    <label
      data-slot="time-slot"
      data-selected={checked || undefined}
      data-disabled={disabled || undefined}
      className={cn(timeSlotVariants(), className)}
    >
      <input
        type="radio"
        className="sr-only"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-label={props['aria-label']}
        onChange={(event) => {
          if (event.target.checked) onChoose(value);
        }}
      />
      {children}
    </label>
  );
});

type DayListProps = {
  className?: string;
  days: readonly DayOption[];
  /** Heading text of a day, e.g. "jueves, 3 de diciembre" for "2026-12-03". Also starts each slot's name. */
  formatDay: (day: string) => string;
  /** Visible name of the whole choice. Without it, pass `aria-label`. */
  label?: React.ReactNode;
  'aria-label'?: string;
  /** Accessible name of one slot; it must contain the visible time. Default: "<day>, <time>". */
  slotLabel?: (slot: SlotLabelDetail) => string;
  /** The chosen slot, controlled; `null` for none. */
  value?: SlotValue | null;
  defaultValue?: SlotValue | null;
  onSelect?: (slot: SlotValue) => void;
  /** Marks slots that exist but cannot be chosen (full). */
  isSlotDisabled?: (slot: SlotValue) => boolean;
  /** Shown instead of the days when no day has a slot, e.g. the 'date unavailable' message. */
  empty?: React.ReactNode;
  /** Level of each day's heading. */
  headingLevel?: 2 | 3 | 4 | 5;
};

const defaultSlotLabel = ({ dayLabel, timeLabel }: SlotLabelDetail) => `${dayLabel}, ${timeLabel}`;

/**
 * Days each with time slots (SPEC §2 booking step 2). A single choice across all days, so it is one
 * WAI-ARIA radio group: Tab enters at the chosen slot, arrow keys move and choose across days. The
 * browser's own radios under one name do all of it: a month of slots is a hundred radios or more, and a
 * choice renders again only the two whose state changed (a group whose every radio read the group's state
 * rendered all of them again at each choice: 600-700 ms on a phone's CPU, docs/performance.md).
 */
function DayList({
  className,
  days,
  formatDay,
  label,
  'aria-label': ariaLabel,
  slotLabel = defaultSlotLabel,
  value,
  defaultValue,
  onSelect,
  isSlotDisabled,
  empty,
  headingLevel = 3,
}: DayListProps) {
  const full = useDayListStrings()('full');
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const [own, setOwn] = useState(defaultValue ? toRadioValue(defaultValue) : null);
  const chosen = value === undefined ? own : value && toRadioValue(value);
  const Heading = `h${headingLevel}` as const;
  // The latest handler, read when a slot is chosen: the slots keep one function and need not render again.
  const onSelectNow = useRef(onSelect);
  useLayoutEffect(() => {
    onSelectNow.current = onSelect;
  });
  const choose = useCallback((radioValue: string) => {
    setOwn(radioValue);
    onSelectNow.current?.(fromRadioValue(radioValue));
  }, []);
  // The days, their slots and their names, made again only when the days or how they are named change.
  const shown = useMemo(
    () =>
      days
        .filter((option) => option.slots.length > 0)
        .map(({ day, slots }) => {
          const dayLabel = formatDay(day);
          return {
            day,
            dayLabel,
            slots: slots.map((time) => {
              const slot = { day, time };
              const timeLabel = formatSlotTime(time);
              const disabled = isSlotDisabled?.(slot) ?? false;
              const name = slotLabel({ ...slot, dayLabel, timeLabel });
              return {
                time,
                value: toRadioValue(slot),
                timeLabel,
                disabled,
                name: disabled ? `${name}, ${full}` : name,
              };
            }),
          };
        }),
    [days, formatDay, isSlotDisabled, slotLabel, full],
  );

  if (shown.length === 0) {
    return (
      <div data-slot="day-list-empty" className={cn('text-fg-muted', className)}>
        {empty}
      </div>
    );
  }

  return (
    <div
      role="radiogroup"
      data-slot="day-list"
      aria-labelledby={label ? labelId : undefined}
      aria-label={label ? undefined : ariaLabel}
      className={cn('flex flex-col gap-6', className)}
    >
      {label && (
        <span id={labelId} className="text-lg font-semibold">
          {label}
        </span>
      )}
      {shown.map(({ day, dayLabel, slots }, index) => {
        const headingId = `${baseId}-day-${index}`;
        return (
          <div key={day} role="group" aria-labelledby={headingId} data-slot="day-list-day">
            <Heading id={headingId} className="mb-3 font-body text-base font-semibold">
              {dayLabel}
            </Heading>
            <div className="flex flex-wrap gap-2">
              {slots.map((slot) => (
                <TimeSlot
                  key={slot.time}
                  name={baseId}
                  value={slot.value}
                  checked={slot.value === chosen}
                  disabled={slot.disabled}
                  aria-label={slot.name}
                  onChoose={choose}
                >
                  {slot.timeLabel}
                </TimeSlot>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}

export {
  DayList,
  TimeSlot,
  timeSlotVariants,
  type DayListProps,
  type TimeSlotProps,
  type DayOption,
  type SlotValue,
  type SlotLabelDetail,
};
