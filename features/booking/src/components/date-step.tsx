import { useCallback, useMemo, useRef } from 'react';
import { formatDate } from '@cepa/core';
import type { Loadable } from '@cepa/core/remote';
import { Alert, Button, DayList, Field, Select, SelectItem, Spinner, type SlotValue } from '@cepa/ui';
import type { Option, SlotOptions } from '../api';
import { useBookingMessages } from '../messages';
import { StepShell } from './step-shell';

export type DateStepProps = {
  year: number;
  month: number;
  /** The current year and the next. */
  years: readonly number[];
  /** The months that may be chosen in `year` (none before the current month). */
  months: readonly Option[];
  onYearChange: (year: number) => void;
  onMonthChange: (month: number) => void;
  /** The month's days with their slots. */
  slots: Loadable<SlotOptions>;
  onRetry: () => void;
  /** The chosen slot, or null. */
  value: SlotValue | null;
  onSelect: (slot: SlotValue) => void;
  /** The slot chosen before (a reload, a link) is not offered any more. */
  notBookable?: boolean;
  onBack: () => void;
  onNext: () => void;
  focusHeading?: boolean;
};

/** Step 2, availability: month and year, then the days of that month with their time slots. */
export function DateStep({
  year,
  month,
  years,
  months,
  onYearChange,
  onMonthChange,
  slots,
  onRetry,
  value,
  onSelect,
  notBookable = false,
  onBack,
  onNext,
  focusHeading,
}: DateStepProps) {
  const t = useBookingMessages();
  const actionsRef = useRef<HTMLDivElement>(null);
  // Whether the choice was made with a pointer (it scrolls further) or a key.
  const pointerChoice = useRef(false);
  const days = useMemo(
    () => (slots.state === 'hasData' ? slots.data.filter((d) => d.slots.length > 0) : []),
    [slots],
  );
  // The same function while the language is: the list names its days and slots again only when it changes.
  const language = t.language;
  const formatDay = useCallback(
    (day: string) => formatDate(day, language, { weekday: 'long', day: 'numeric', month: 'long' }),
    [language],
  );

  const status =
    slots.state === 'loading'
      ? t('booking.date.loading')
      : slots.state === 'hasData'
        ? t('booking.date.loaded', { count: days.length })
        : '';

  return (
    <StepShell
      step={2}
      title={t('booking.steps.date')}
      focusHeading={focusHeading}
      onBack={onBack}
      onNext={onNext}
      nextDisabled={!value}
      missing={value ? [] : [t('booking.next.slot')]}
      actionsRef={actionsRef}
    >
      <div className="flex flex-wrap gap-4">
        <Field label={t('booking.date.month')} id="booking-month" className="w-48">
          <Select value={String(month)} onValueChange={(next) => onMonthChange(Number(next))} name="month">
            {months.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.text}
              </SelectItem>
            ))}
          </Select>
        </Field>
        <Field label={t('booking.date.year')} id="booking-year" className="w-32">
          <Select value={String(year)} onValueChange={(next) => onYearChange(Number(next))} name="year">
            {years.map((option) => (
              <SelectItem key={option} value={String(option)}>
                {option}
              </SelectItem>
            ))}
          </Select>
        </Field>
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
      {notBookable && <Alert tone="warning" live="assertive" description={t('booking.date.notBookable')} />}
      {slots.state === 'loading' && (
        <div className="flex items-center gap-3 text-fg-muted" aria-hidden="true">
          <Spinner aria-hidden="true" />
          <span>{t('booking.date.loading')}</span>
        </div>
      )}
      {slots.state === 'hasError' && (
        <Alert tone="error" live="assertive" description={t('booking.date.error')}>
          <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
            {t('booking.retry')}
          </Button>
        </Alert>
      )}
      {slots.state === 'hasData' && (
        // The wrapper only notes how the choice was made; the radios inside are the controls.
        <div
          // In the capture phase: the slots' press handling stops the pointer's events at the slot.
          onPointerDownCapture={() => {
            pointerChoice.current = true;
          }}
        >
          <DayList
            days={days}
            formatDay={formatDay}
            label={t('booking.date.slots')}
            value={value}
            onSelect={(slot) => {
              onSelect(slot);
              // SPEC §4: choosing a slot brings the next move into view. A pointer's choice scrolls to
              // it; a key's only as far as it takes to show it, and the focus stays on the slot.
              if (!pointerChoice.current) {
                actionsRef.current?.scrollIntoView({ block: 'nearest' });
                return;
              }
              pointerChoice.current = false;
              // After the press is done: the click focuses the slot's radio once the choice is made,
              // and that focus scrolls back to the slot (a tapped slot left next out of view on a
              // phone).
              requestAnimationFrame(() =>
                actionsRef.current?.scrollIntoView({ block: 'end', behavior: 'smooth' }),
              );
            }}
            empty={
              <Alert
                tone="info"
                live="off"
                title={t('booking.date.unavailable')}
                description={t('booking.date.unavailableHint')}
              />
            }
          />
        </div>
      )}
    </StepShell>
  );
}
