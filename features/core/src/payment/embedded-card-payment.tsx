import { useImperativeHandle, useRef, useState } from 'react';
import { Alert, Field, MaskedField, cn } from '@cepa/ui';
import {
  cardNumberMask,
  cvcMask,
  expiryMask,
  paymentReturnUrl,
  toConfirmPayload,
  validateCardFields,
  type CardFieldErrors,
  type CardFields,
} from './card-input';
import { confirmEmbeddedPayment, paymentErrorCodeOf } from './embedded-api';
import { usePaymentMessages } from './messages';
import { testCards } from './test-cards';
import type { CardPaymentProps, PaymentError, PaymentErrorCode } from './types';

const fieldOrder: (keyof CardFields)[] = ['cardNumber', 'expiry', 'cvc'];

const assign = (url: string) => window.location.assign(url);

/**
 * The embedded test provider's card form, standing in for Stripe Elements when no publishable key
 * is configured. It never talks to anything but the embedded backend's provider call.
 */
export default function EmbeddedCardPayment({ ref, onRedirect = assign }: CardPaymentProps) {
  const t = usePaymentMessages();
  const [fields, setFields] = useState<CardFields>({ cardNumber: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<CardFieldErrors>({});
  const [formError, setFormError] = useState<PaymentError | null>(null);
  const [processing, setProcessing] = useState(false);
  // The imperative handle reads the latest values without waiting for a render.
  const latest = useRef<{
    fields: CardFields;
    checked: boolean;
    paying: Promise<PaymentError | null> | null;
  }>({ fields, checked: false, paying: null });
  const cardNumberInput = useRef<HTMLInputElement>(null);
  const expiryInput = useRef<HTMLInputElement>(null);
  const cvcInput = useRef<HTMLInputElement>(null);

  const paymentError = (code: PaymentErrorCode): PaymentError => ({
    code,
    message: t(`core.payment.errors.${code}`),
  });

  const change = (name: keyof CardFields, value: string) => {
    const next = { ...latest.current.fields, [name]: value };
    latest.current.fields = next;
    setFields(next);
    // After a first check, errors follow the typing so the customer sees a fix land.
    if (latest.current.checked) setErrors(validateCardFields(next));
  };

  const validate = async (): Promise<PaymentError | null> => {
    latest.current.checked = true;
    const found = validateCardFields(latest.current.fields);
    setErrors(found);
    const first = fieldOrder.find((name) => found[name]);
    if (!first) return null;
    const inputs = { cardNumber: cardNumberInput, expiry: expiryInput, cvc: cvcInput };
    inputs[first].current?.focus();
    return paymentError('incomplete');
  };

  useImperativeHandle(ref, () => ({
    validate,
    confirm({ clientSecret, returnUrl }) {
      // A second press while the provider works waits for the same answer instead of paying twice.
      latest.current.paying ??= (async () => {
        const invalid = await validate();
        if (invalid) return invalid;
        setFormError(null);
        setProcessing(true);
        try {
          const { payment_intent } = await confirmEmbeddedPayment(
            toConfirmPayload(clientSecret, latest.current.fields),
          );
          onRedirect(paymentReturnUrl(returnUrl, { id: payment_intent.id, clientSecret }));
          return null;
        } catch (error) {
          const failure = paymentError(paymentErrorCodeOf(error));
          setFormError(failure);
          setProcessing(false);
          return failure;
        }
      })().finally(() => {
        latest.current.paying = null;
      });
      return latest.current.paying;
    },
  }));

  return (
    <fieldset
      data-slot="card-payment"
      className="flex min-w-0 flex-col gap-4"
      aria-busy={processing || undefined}
    >
      <legend className="mb-2 font-heading text-lg font-semibold">{t('core.payment.legend')}</legend>
      <Alert
        tone="info"
        live="off"
        title={t('core.payment.testHint.title')}
        description={
          <>
            <p>{t('core.payment.testHint.intro')}</p>
            <ul className="mt-1 list-disc ps-5 tabular-nums">
              <li>{t('core.payment.testHint.success', { number: testCards.success })}</li>
              <li>{t('core.payment.testHint.declined', { number: testCards.declined })}</li>
              <li>{t('core.payment.testHint.insufficientFunds', { number: testCards.insufficientFunds })}</li>
            </ul>
          </>
        }
      />
      <Field label={t('core.payment.cardNumber')} error={errors.cardNumber && t(errors.cardNumber)} required>
        <MaskedField
          ref={cardNumberInput}
          name="cardnumber"
          mask={cardNumberMask}
          autoComplete="cc-number"
          value={fields.cardNumber}
          readOnly={processing}
          onValueChange={(masked) => change('cardNumber', masked)}
          className="tabular-nums"
        />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field
          label={t('core.payment.expiry')}
          description={t('core.payment.expiryHint')}
          error={errors.expiry && t(errors.expiry)}
          required
        >
          <MaskedField
            ref={expiryInput}
            name="exp-date"
            mask={expiryMask}
            autoComplete="cc-exp"
            placeholder={t('core.payment.expiryHint')}
            value={fields.expiry}
            readOnly={processing}
            onValueChange={(masked) => change('expiry', masked)}
            className="tabular-nums"
          />
        </Field>
        <Field
          label={t('core.payment.cvc')}
          description={t('core.payment.cvcHint')}
          error={errors.cvc && t(errors.cvc)}
          required
        >
          <MaskedField
            ref={cvcInput}
            name="cvc"
            mask={cvcMask}
            autoComplete="cc-csc"
            value={fields.cvc}
            readOnly={processing}
            onValueChange={(masked) => change('cvc', masked)}
            className="tabular-nums"
          />
        </Field>
      </div>
      <p
        role="status"
        className={cn(processing ? 'flex items-center gap-2 text-sm text-fg-muted' : 'sr-only')}
      >
        {processing && (
          <>
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-pill border-2 border-current border-r-transparent motion-reduce:animate-none"
            />
            {t('core.payment.processing')}
          </>
        )}
      </p>
      {formError && formError.code !== 'incomplete' && (
        <Alert
          tone="error"
          live="assertive"
          title={t('core.payment.errors.title')}
          description={formError.message}
        />
      )}
    </fieldset>
  );
}
