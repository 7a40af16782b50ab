import { useAtomValue, useSetAtom } from 'jotai';
import type { BookingOptions, Experience } from '../../api';
import { goToStepAtom, saveFirstStepAtom } from '../../atoms/actions';
import { activeVoucherAtom, firstStepAtom, limitsAtom } from '../../atoms/queries';
import { canLeaveVisitorsStep, totalPriceCents } from '../../rules';
import { VisitorsStep } from '../../components/visitors-step';

export function VisitorsContainer({
  experience,
  options,
  notice,
  focusHeading,
}: {
  experience: Experience;
  options: BookingOptions;
  notice: React.ReactNode;
  focusHeading: boolean;
}) {
  const first = useAtomValue(firstStepAtom);
  const limits = useAtomValue(limitsAtom);
  // A voucher pays the visit: no price is shown (its booking skips payment).
  const voucher = useAtomValue(activeVoucherAtom);
  const goToStep = useSetAtom(goToStepAtom);
  const saveFirstStep = useSetAtom(saveFirstStepAtom);
  return (
    <VisitorsStep
      languages={options.languages_options}
      value={first}
      onChange={saveFirstStep}
      min={limits.min}
      max={limits.max}
      totalPrice={voucher ? null : totalPriceCents(experience, first) / 100}
      canContinue={canLeaveVisitorsStep(first, limits)}
      onNext={() => goToStep(2)}
      focusHeading={focusHeading}
      notice={notice}
    />
  );
}
