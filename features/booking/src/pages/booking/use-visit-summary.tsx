import { useAtomValue } from 'jotai';
import { chosenSlotAtom, firstStepAtom } from '../../atoms/queries';
import { visitorTotal } from '../../rules';
import { VisitSummary } from '../../components/visit-summary';

/** The summary of the visit being booked, once a slot is chosen (steps 3 and 4). */
export function useVisitSummary(): React.ReactNode {
  const slot = useAtomValue(chosenSlotAtom);
  const first = useAtomValue(firstStepAtom);
  if (!slot) return null;
  return <VisitSummary day={slot.day} time={slot.time} visitors={visitorTotal(first)} />;
}
