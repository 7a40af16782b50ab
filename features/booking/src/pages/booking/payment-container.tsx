import { useState } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import type { CardPaymentHandle } from '@cepa/core/payment';
import type { BookingOptions, BookingPageData, Experience } from '../../api';
import { goToStepAtom, goToSubStepAtom, saveBillingAtom } from '../../atoms/actions';
import {
  firstStepAtom,
  paymentStateAtom,
  paymentSubStepAtom,
  submittingNowAtom,
  thirdStepAtom,
} from '../../atoms/queries';
import { payAtom } from '../../atoms/submit';
import type { BillingFormValues } from '../../forms';
import { totalPriceCents } from '../../rules';
import { PaymentStep } from '../../components/payment-step';
import { useVisitSummary } from './use-visit-summary';

export function PaymentContainer({
  data,
  experience,
  options,
  focusHeading,
  onPaymentRedirect,
}: {
  data: BookingPageData;
  experience: Experience;
  options: BookingOptions;
  focusHeading: boolean;
  onPaymentRedirect?: (url: string) => void;
}) {
  const store = useStore();
  const subStep = useAtomValue(paymentSubStepAtom);
  const first = useAtomValue(firstStepAtom);
  const goToStep = useSetAtom(goToStepAtom);
  const goToSubStep = useSetAtom(goToSubStepAtom);
  const saveBilling = useSetAtom(saveBillingAtom);
  const pay = useSetAtom(payAtom);
  const paying = useAtomValue(submittingNowAtom);
  const summary = useVisitSummary();

  const [paidConfirmationUrl, setPaidConfirmationUrl] = useState<string | null>(null);
  // Cleared at each press, so a second refusal is said again.
  const [retryAfterSeconds, setRetryAfterSeconds] = useState<number | null>(null);

  const onPay = (card: CardPaymentHandle) => {
    setRetryAfterSeconds(null);
    void pay({ card, returnUrl: data.confirmation_path }).then((outcome) => {
      if (!outcome.ok && outcome.kind === 'tooManyAttempts') {
        setRetryAfterSeconds(outcome.retryAfterSeconds);
      }
      // A hash edited by hand can hold a billing address that does not pass: back to the form.
      if (!outcome.ok && outcome.kind === 'invalid') goToSubStep('billing-address');
      if (!outcome.ok && outcome.kind === 'paid') setPaidConfirmationUrl(outcome.confirmationUrl);
    });
  };

  return (
    <PaymentStep
      subStep={subStep}
      initialBilling={() => store.get(paymentStateAtom).form}
      visitorDetails={() => store.get(thirdStepAtom)}
      onBillingChange={saveBilling}
      onBillingDone={(_values: BillingFormValues) => goToSubStep('payment')}
      onEditBilling={() => goToSubStep('billing-address')}
      countries={options.country_options}
      regions={options.region_options}
      amount={totalPriceCents(experience, first)}
      onPay={onPay}
      paying={paying}
      onPaymentRedirect={onPaymentRedirect}
      paidConfirmationUrl={paidConfirmationUrl}
      retryAfterSeconds={retryAfterSeconds}
      onBack={() => goToStep(3)}
      focusHeading={focusHeading}
      summary={summary}
    />
  );
}
