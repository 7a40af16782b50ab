import { useState } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useNavigate } from '@cepa/core';
import type { BookingOptions, BookingPageData } from '../../api';
import { goToStepAtom, saveThirdStepAtom } from '../../atoms/actions';
import { submittingNowAtom, thirdStepAtom } from '../../atoms/queries';
import { redeemAtom } from '../../atoms/submit';
import { ClientStep } from '../../components/client-step';
import { useVisitSummary } from './use-visit-summary';

export function ClientContainer({
  data,
  options,
  withVoucher,
  focusHeading,
  privacyPath,
}: {
  data: BookingPageData;
  options: BookingOptions;
  withVoucher: boolean;
  focusHeading: boolean;
  privacyPath?: string;
}) {
  const navigate = useNavigate();
  const store = useStore();
  // The form keeps its own values; it starts from the state's (re-rendering on each keystroke is not needed).
  const [third] = useState(() => store.get(thirdStepAtom));
  const saveThirdStep = useSetAtom(saveThirdStepAtom);
  const goToStep = useSetAtom(goToStepAtom);
  const redeem = useSetAtom(redeemAtom);
  const busy = useAtomValue(submittingNowAtom);
  const summary = useVisitSummary();
  // Cleared at each press, so a second refusal is said again.
  const [retryAfterSeconds, setRetryAfterSeconds] = useState<number | null>(null);

  return (
    <ClientStep
      defaultValues={third}
      onChange={saveThirdStep}
      countries={options.country_options}
      regions={options.region_options}
      withVoucher={withVoucher}
      busy={busy}
      retryAfterSeconds={retryAfterSeconds}
      onBack={() => goToStep(2)}
      onNext={(values) => {
        if (withVoucher) {
          setRetryAfterSeconds(null);
          void redeem(values).then((outcome) => {
            if (outcome.ok) navigate(`${data.confirmation_path}?voucher_redemption=${outcome.redemptionId}`);
            else if (outcome.kind === 'tooManyAttempts') setRetryAfterSeconds(outcome.retryAfterSeconds);
          });
        } else goToStep(4);
      }}
      focusHeading={focusHeading}
      summary={summary}
      privacyPath={privacyPath}
    />
  );
}
