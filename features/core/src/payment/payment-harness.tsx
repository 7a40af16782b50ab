import { useRef, useState } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { Button } from '@cepa/ui';
import { I18nProvider, useLanguage } from '../i18n';
import { languageOf } from '../stories/story-providers';
import { CardPayment } from './card-payment';
import type { CardPaymentHandle, PaymentError } from './types';

export type PaymentHarnessProps = {
  amount: number;
  /** The intent's secret, as the booking or checkout gets it from its backend (read when paying). */
  clientSecret: string | (() => string);
  returnUrl: string;
  /** Where the form sends the browser after a successful payment (recorded, never followed). */
  onRedirect: (url: string) => void;
  /** What `validate()` or `confirm()` resolved with. */
  onResult: (result: PaymentError | null) => void;
};

/**
 * For the card payment's stories: what a booking step does with the card fields: check them, then pay
 * the intent it created.
 */
export function PaymentHarness({
  amount,
  clientSecret,
  returnUrl,
  onRedirect,
  onResult,
}: PaymentHarnessProps) {
  const language = useLanguage();
  const payment = useRef<CardPaymentHandle>(null);
  const [paying, setPaying] = useState(false);
  const pay = async () => {
    if (!payment.current) return;
    setPaying(true);
    const secret = typeof clientSecret === 'function' ? clientSecret() : clientSecret;
    const result =
      (await payment.current.validate()) ??
      (await payment.current.confirm({ clientSecret: secret, returnUrl }));
    onResult(result);
    setPaying(false);
  };
  return (
    <div className="flex max-w-md flex-col gap-6">
      <CardPayment amount={amount} ref={payment} onRedirect={onRedirect} />
      <Button onClick={pay} loading={paying}>
        {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- the stories' stand-in for a booking's pay button, never on the site */}
        {language === 'en' ? 'Pay €50.00' : 'Pagar 50,00 €'}
      </Button>
    </div>
  );
}

/** The toolbar's language for the harness (the payment's messages come from the core's catalogue). */
export const withPaymentLanguage: Decorator = (Story, context) => (
  <I18nProvider language={languageOf(context)}>
    <Story />
  </I18nProvider>
);
