import { useAtomValue, useSetAtom } from 'jotai';
import type { BookingOptions } from '../../api';
import { chooseSlotAtom, goToStepAtom, reloadSlotsAtom, showMonthAtom } from '../../atoms/actions';
import { secondStepAtom, slotsAtom } from '../../atoms/queries';
import { isSlotAvailable, monthOptionsFor, yearOptions } from '../../rules';
import { DateStep } from '../../components/date-step';

export function DateContainer({
  months,
  focusHeading,
}: {
  months: BookingOptions['months_options'];
  focusHeading: boolean;
}) {
  const second = useAtomValue(secondStepAtom);
  const slots = useAtomValue(slotsAtom);
  const goToStep = useSetAtom(goToStepAtom);
  const showMonth = useSetAtom(showMonthAtom);
  const chooseSlot = useSetAtom(chooseSlotAtom);
  const reloadSlots = useSetAtom(reloadSlotsAtom);

  const chosen = second.day && second.slot ? { day: second.day, time: second.slot } : null;
  // SPEC §5: the chosen date must be one of the offered slots.
  const available =
    chosen !== null && slots.state === 'hasData' && isSlotAvailable(slots.data, chosen.day, chosen.time);

  return (
    <DateStep
      year={second.year}
      month={second.month}
      years={yearOptions()}
      months={monthOptionsFor(months, second.year)}
      onYearChange={(year) => showMonth({ year })}
      onMonthChange={(month) => showMonth({ month })}
      slots={slots}
      onRetry={reloadSlots}
      value={available ? chosen : null}
      onSelect={chooseSlot}
      notBookable={chosen !== null && slots.state === 'hasData' && !available}
      onBack={() => goToStep(1)}
      onNext={() => {
        if (available) goToStep(3);
      }}
      focusHeading={focusHeading}
    />
  );
}
