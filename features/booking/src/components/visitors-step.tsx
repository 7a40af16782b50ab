import { Alert, Field, Price, QuantityPicker, Select, SelectItem } from '@cepa/ui';
import type { Option } from '../api';
import { counterMax, type Visitors } from '../rules';
import { useBookingMessages } from '../messages';
import { StepShell } from './step-shell';

/** The first step's choices (SPEC §2: language, adults, children, babies). */
export type VisitorsValue = {
  language: string;
  adults: number;
  children: number;
  babies: number;
};

export type VisitorsStepProps = {
  /** The visit's languages, from the booking options. */
  languages: readonly Option[];
  value: VisitorsValue;
  /**
   * One choice changed, to be merged into the current value. A change, not a whole value: the pickers
   * may report several before the step renders again (the numbers typed into the server's fields before
   * the page hydrated are all taken over at once), and each would otherwise be a copy of the same old
   * value with only its own number changed, the last one undoing the others.
   */
  onChange: (change: Partial<VisitorsValue>) => void;
  /** Fewest visitors in total. */
  min: number;
  /** Most visitors in total: the options' max_visitors, or the voucher's participants_number. */
  max: number;
  /**
   * adults × price_adult + children × price_child + babies × price_baby, in euro; null when a voucher
   * pays the visit, which then shows no price at all.
   */
  totalPrice: number | null;
  /** Whether next is allowed (total within min/max and a language chosen). */
  canContinue: boolean;
  onNext: () => void;
  focusHeading?: boolean;
  /** Shown above the choices, e.g. the voucher in use. */
  notice?: React.ReactNode;
};

/** Step 1, booking data: the visit's language and how many adults, children and babies come. */
export function VisitorsStep({
  languages,
  value,
  onChange,
  min,
  max,
  totalPrice,
  canContinue,
  onNext,
  focusHeading,
  notice,
}: VisitorsStepProps) {
  const t = useBookingMessages();
  const total = value.adults + value.children + value.babies;
  const outOfRange = total < min || total > max;
  // Each picker may grow only as far as the group's max allows.
  const room = (key: keyof Visitors) => Math.max(value[key], counterMax(value, key, { min, max }));

  return (
    <StepShell
      step={1}
      title={t('booking.steps.visitors')}
      focusHeading={focusHeading}
      onNext={onNext}
      nextDisabled={!canContinue}
      missing={[
        ...(value.language ? [] : [t('booking.next.language')]),
        ...(outOfRange ? [t('booking.next.visitors', { min, max })] : []),
      ]}
      nextLabel={t('booking.visitors.chooseDate')}
    >
      {notice}
      <div className="grid max-w-xl gap-6">
        <Field label={t('booking.visitors.language')} id="booking-language" required>
          <Select
            value={value.language}
            onValueChange={(language) => onChange({ language })}
            placeholder={t('booking.visitors.languagePlaceholder')}
            name="language"
          >
            {languages.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.text}
              </SelectItem>
            ))}
          </Select>
        </Field>
        <fieldset className="flex flex-col gap-4" aria-describedby="booking-visitors-limits">
          <legend className="sr-only">{t('booking.steps.visitors')}</legend>
          <p id="booking-visitors-limits" className="text-sm text-fg-muted">
            {t('booking.visitors.limits', { min, max })}
          </p>
          <div className="flex flex-wrap gap-6">
            <QuantityPicker
              label={t('booking.visitors.adults')}
              value={value.adults}
              min={0}
              max={room('adults')}
              onChange={(adults) => onChange({ adults })}
            />
            <QuantityPicker
              label={t('booking.visitors.children')}
              value={value.children}
              min={0}
              max={room('children')}
              onChange={(children) => onChange({ children })}
            />
            <QuantityPicker
              label={t('booking.visitors.babies')}
              value={value.babies}
              min={0}
              max={room('babies')}
              onChange={(babies) => onChange({ babies })}
            />
          </div>
        </fieldset>
        {outOfRange && (
          <Alert tone="warning" live="off" description={t('booking.visitors.outOfRange', { min, max })} />
        )}
        <div
          role="status"
          className="flex flex-wrap items-baseline justify-between gap-2 border-t border-border pt-4"
        >
          <span className="text-fg-muted">{t('booking.visitors.total', { count: total })}</span>
          {totalPrice !== null && (
            <span className="flex items-baseline gap-2">
              <span className="font-semibold">{t('booking.visitors.price')}</span>
              <Price amount={totalPrice} size="lg" />
            </span>
          )}
        </div>
      </div>
    </StepShell>
  );
}
