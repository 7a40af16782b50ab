import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatMoney } from '@cepa/core';
import { AddressFields, useAddressLabel } from '@cepa/core/address';
import { FormErrorSummary, FormScope, useTooManyAttemptsText, type FormOption } from '@cepa/core/form';
import { CardPayment, type CardPaymentHandle } from '@cepa/core/payment';
import { Alert, Button, Checkbox, Loader } from '@cepa/ui';
import {
  billingFields,
  billingFormSchema,
  emptyBillingForm,
  type BillingFormInput,
  type BillingFormValues,
  type VisitorFormInput,
} from '../forms';
import { billingFieldsFromVisitor, billingFromVisitor } from '../mappers';
import { useBookingMessages } from '../messages';
import { StepShell } from './step-shell';

export type PaymentStepProps = {
  subStep: 'billing-address' | 'payment';
  /** What was typed before, read when the billing form opens. */
  initialBilling: () => BillingFormInput;
  /** Step 3's visitor data, for the "same as the visitor" choice (read when it is ticked). */
  visitorDetails?: () => VisitorFormInput;
  onBillingChange: (values: BillingFormInput) => void;
  /** The billing address is valid: go on to the card. */
  onBillingDone: (values: BillingFormValues) => void;
  onEditBilling: () => void;
  countries: readonly FormOption[];
  regions: readonly FormOption[];
  /** What the visitor pays, in cents. */
  amount: number;
  /** Pays with the card fields' handle; the container guards against a second intent. */
  onPay: (card: CardPaymentHandle) => void;
  /** While the booking intent is created and the payment confirmed. */
  paying: boolean;
  /** Where a paid booking sends the browser (a seam for stories; a full load by default). */
  onPaymentRedirect?: (url: string) => void;
  /** Set when this booking turned out to be paid already: its confirmation's address. */
  paidConfirmationUrl?: string | null;
  /**
   * Set when the site's limits refused the last press (429): the seconds to wait, said as "Too many
   * attempts. Try again in N minutes." beside Pay. Nothing typed is lost; the press may be tried again.
   */
  retryAfterSeconds?: number | null;
  onBack: () => void;
  focusHeading?: boolean;
  /** The visit being booked (see `VisitSummary`). */
  summary?: React.ReactNode;
};

/** Step 4: the billing address, then the card payment (sub-steps 'billing-address' and 'payment'). */
export function PaymentStep({
  subStep,
  initialBilling,
  visitorDetails,
  onBillingChange,
  onBillingDone,
  onEditBilling,
  countries,
  regions,
  amount,
  onPay,
  paying,
  onPaymentRedirect,
  paidConfirmationUrl,
  retryAfterSeconds,
  onBack,
  focusHeading,
  summary,
}: PaymentStepProps) {
  const t = useBookingMessages();
  return (
    <StepShell
      step={4}
      title={t('booking.steps.payment')}
      focusHeading={focusHeading && subStep === 'billing-address'}
      onBack={subStep === 'payment' ? onEditBilling : onBack}
      summary={summary}
    >
      {subStep === 'billing-address' ? (
        <BillingForm
          initialValues={initialBilling}
          visitorDetails={visitorDetails}
          onChange={onBillingChange}
          onDone={onBillingDone}
          countries={countries}
          regions={regions}
        />
      ) : (
        <CardSection
          amount={amount}
          onPay={onPay}
          paying={paying}
          onEditBilling={onEditBilling}
          onPaymentRedirect={onPaymentRedirect}
          paidConfirmationUrl={paidConfirmationUrl}
          retryAfterSeconds={retryAfterSeconds}
          focusHeading={focusHeading}
        />
      )}
    </StepShell>
  );
}

function BillingForm({
  initialValues,
  visitorDetails,
  onChange,
  onDone,
  countries,
  regions,
}: {
  initialValues: () => BillingFormInput;
  visitorDetails?: () => VisitorFormInput;
  onChange: (values: BillingFormInput) => void;
  onDone: (values: BillingFormValues) => void;
  countries: readonly FormOption[];
  regions: readonly FormOption[];
}) {
  const t = useBookingMessages();
  const addressLabel = useAddressLabel();
  const [defaultValues] = useState(initialValues);
  const form = useForm<BillingFormInput, unknown, BillingFormValues>({
    resolver: zodResolver(billingFormSchema),
    defaultValues,
    mode: 'onTouched',
  });
  const { handleSubmit, subscribe, getValues, setValue } = form;
  const [sameAsVisitor, setSameAsVisitor] = useState(false);

  // Ticked: the visitor's document, names, e-mail, country and region fill the billing form; unticked:
  // those fields are emptied again (the street, postcode and town stay as typed).
  const applyVisitorDetails = (checked: boolean) => {
    setSameAsVisitor(checked);
    const next =
      checked && visitorDetails ? billingFromVisitor(visitorDetails(), getValues()) : emptyBillingForm;
    for (const key of billingFieldsFromVisitor) {
      setValue(key, next[key] ?? '', { shouldDirty: true, shouldValidate: checked });
    }
  };

  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => onChange(values) }),
    [subscribe, onChange],
  );

  return (
    <FormScope
      form={form}
      id="booking-billing"
      order={billingFields.order}
      label={(name) => addressLabel(name) ?? name}
    >
      <form
        method="post"
        noValidate
        aria-labelledby="booking-billing-title"
        onSubmit={handleSubmit(onDone)}
        className="flex max-w-3xl flex-col gap-5"
      >
        <h3 id="booking-billing-title" className="font-display text-xl font-semibold">
          {t('booking.billing.title')}
        </h3>
        <FormErrorSummary headingLevel={4} />
        {visitorDetails && (
          <Checkbox
            checked={sameAsVisitor}
            onCheckedChange={(checked) => applyVisitorDetails(checked === true)}
            label={t('booking.billing.sameAsVisitor')}
          />
        )}
        <div className="grid gap-5 md:grid-cols-2">
          <AddressFields document names="companyFirst" countries={countries} regions={regions} />
        </div>
        <Button type="submit" className="self-start">
          {t('booking.billing.continue')}
        </Button>
      </form>
    </FormScope>
  );
}

function CardSection({
  amount,
  onPay,
  paying,
  onEditBilling,
  onPaymentRedirect,
  paidConfirmationUrl,
  retryAfterSeconds,
  focusHeading,
}: {
  amount: number;
  onPay: (card: CardPaymentHandle) => void;
  paying: boolean;
  onEditBilling: () => void;
  onPaymentRedirect?: (url: string) => void;
  paidConfirmationUrl?: string | null;
  retryAfterSeconds?: number | null;
  focusHeading?: boolean;
}) {
  const t = useBookingMessages();
  const tooManyAttemptsText = useTooManyAttemptsText();
  const card = useRef<CardPaymentHandle>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  return (
    <div className="flex max-w-xl flex-col gap-5">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-xl font-semibold focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        {t('booking.payment.title')}
      </h3>
      <Button variant="link" className="self-start" onClick={onEditBilling}>
        {t('booking.billing.edit')}
      </Button>
      <p className="flex items-baseline justify-between gap-2 border-y border-border py-3">
        <span className="font-semibold">{t('booking.payment.total')}</span>
        <span className="text-2xl font-semibold tabular-nums">{formatMoney(amount / 100)}</span>
      </p>
      <Loader loading={paying} message={paying ? t('booking.payment.processing') : undefined}>
        <CardPayment amount={amount} ref={card} onRedirect={onPaymentRedirect} />
      </Loader>
      {paidConfirmationUrl ? (
        <Alert tone="info" live="assertive" title={t('booking.payment.alreadyPaid')}>
          <a
            href={paidConfirmationUrl}
            className="font-semibold text-fg-accent underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {t('booking.payment.seeConfirmation')}
          </a>
        </Alert>
      ) : (
        <>
          {retryAfterSeconds != null && (
            <Alert tone="error" live="assertive" description={tooManyAttemptsText(retryAfterSeconds)} />
          )}
          <Button
            size="lg"
            loading={paying}
            className="self-stretch md:self-start"
            onClick={() => {
              if (card.current) onPay(card.current);
            }}
          >
            {t('booking.payment.pay')} {formatMoney(amount / 100)}
          </Button>
        </>
      )}
    </div>
  );
}
