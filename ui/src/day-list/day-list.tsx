import { useId } from 'react';
import { Label, Radio, RadioGroup, type RadioGroupProps, type RadioProps } from 'react-aria-components';
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
  'data-hovered:border-primary data-hovered:bg-surface-muted',
  'data-selected:border-primary data-selected:bg-primary data-selected:text-primary-fg',
  // The radio input itself is visually hidden, so the focus ring is drawn on its label.
  'data-focus-visible:outline-3 data-focus-visible:outline-offset-2 data-focus-visible:outline-focus',
  'data-disabled:cursor-not-allowed data-disabled:border-dashed data-disabled:border-border',
  'data-disabled:bg-surface-muted data-disabled:font-normal data-disabled:text-fg-muted data-disabled:line-through',
]);

type TimeSlotProps = Omit<RadioProps, 'className' | 'children'> & {
  className?: string;
  /** The visible time, already formatted ("10:00 AM"). */
  children: React.ReactNode;
};

/** One choosable time: a radio of the surrounding DayList's group, drawn as a button-like chip. */
function TimeSlot({ className, children, ...props }: TimeSlotProps) {
  return (
    <Radio data-slot="time-slot" className={cn(timeSlotVariants(), className)} {...props}>
      {children}
    </Radio>
  );
}

type DayListProps = Omit<
  RadioGroupProps,
  'className' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'orientation'
> & {
  className?: string;
  days: readonly DayOption[];
  /** Heading text of a day, e.g. "jueves, 3 de diciembre" for "2026-12-03". Also starts each slot's name. */
  formatDay: (day: string) => string;
  /** Visible name of the whole choice. Without it, pass `aria-label`. */
  label?: React.ReactNode;
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
 * WAI-ARIA radio group: Tab enters at the chosen slot, arrow keys move and choose across days.
 */
function DayList({
  className,
  days,
  formatDay,
  label,
  slotLabel = defaultSlotLabel,
  value,
  defaultValue,
  onSelect,
  isSlotDisabled,
  empty,
  headingLevel = 3,
  ...props
}: DayListProps) {
  const t = useDayListStrings();
  const baseId = useId();
  const daysWithSlots = days.filter((option) => option.slots.length > 0);
  const Heading = `h${headingLevel}` as const;

  if (daysWithSlots.length === 0) {
    return (
      <div data-slot="day-list-empty" className={cn('text-fg-muted', className)}>
        {empty}
      </div>
    );
  }

  return (
    <RadioGroup
      data-slot="day-list"
      className={cn('flex flex-col gap-6', className)}
      value={value === undefined ? undefined : value && toRadioValue(value)}
      defaultValue={defaultValue ? toRadioValue(defaultValue) : undefined}
      onChange={(radioValue) => onSelect?.(fromRadioValue(radioValue))}
      {...props}
    >
      {label && <Label className="text-lg font-semibold">{label}</Label>}
      {daysWithSlots.map(({ day, slots }, index) => {
        const headingId = `${baseId}-day-${index}`;
        const dayLabel = formatDay(day);
        return (
          <div key={day} role="group" aria-labelledby={headingId} data-slot="day-list-day">
            <Heading id={headingId} className="mb-3 font-body text-base font-semibold">
              {dayLabel}
            </Heading>
            <div className="flex flex-wrap gap-2">
              {slots.map((time) => {
                const slot = { day, time };
                const timeLabel = formatSlotTime(time);
                const disabled = isSlotDisabled?.(slot) ?? false;
                const name = slotLabel({ ...slot, dayLabel, timeLabel });
                return (
                  <TimeSlot
                    key={time}
                    value={toRadioValue(slot)}
                    isDisabled={disabled}
                    aria-label={disabled ? `${name}, ${t('full')}` : name}
                  >
                    {timeLabel}
                  </TimeSlot>
                );
              })}
            </div>
          </div>
        );
      })}
    </RadioGroup>
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
