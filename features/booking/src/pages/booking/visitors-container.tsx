import { useAtomValue, useSetAtom } from 'jotai';
import type { BookingOptions, Experience } from '../../api';
import { goToStepAtom, saveFirstStepAtom } from '../../atoms/actions';
import { firstStepAtom, limitsAtom } from '../../atoms/queries';
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
  const goToStep = useSetAtom(goToStepAtom);
  const saveFirstStep = useSetAtom(saveFirstStepAtom);
  return (
    <VisitorsStep
      languages={options.languages_options}
      value={first}
      onChange={saveFirstStep}
      min={limits.min}
      max={limits.max}
      totalPrice={totalPriceCents(experience, first) / 100}
      canContinue={canLeaveVisitorsStep(first, limits)}
      onNext={() => goToStep(2)}
      focusHeading={focusHeading}
      notice={notice}
    />
  );
}
