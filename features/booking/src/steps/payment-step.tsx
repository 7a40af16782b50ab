import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatMoney } from '@cepa/core';
import { CardPayment, type CardPaymentHandle } from '@cepa/core/payment';
import { Button, ErrorSummary, Loader } from '@cepa/ui';
import type { Option } from '../api';
import { billingFormSchema, type BillingFormInput, type BillingFormValues } from '../forms';
import { useBookingMessages, type BookingMessageId } from '../messages';
import {
  SelectInput,
  TextInput,
  errorSummaryItems,
  useDocumentTypeOptions,
  useErrorText,
} from './form-fields';
import { StepShell } from './step-shell';

const form = 'billing';
const fieldOrder = [
  'documentType',
  'documentNumber',
  'company',
  'name',
  'surname',
  'email',
  'address',
  'optionalAddress',
  'country',
  'region',
  'postalCode',
  'locality',
] as const;

const labelIds: Record<(typeof fieldOrder)[number], BookingMessageId> = {
  documentType: 'booking.client.documentType',
  documentNumber: 'booking.client.documentNumber',
  company: 'booking.billing.company',
  name: 'booking.client.name',
  surname: 'booking.client.surname',
  email: 'booking.client.email',
  address: 'booking.billing.address',
  optionalAddress: 'booking.billing.optionalAddress',
  country: 'booking.client.country',
  region: 'booking.client.region',
  postalCode: 'booking.billing.postalCode',
  locality: 'booking.billing.locality',
};

export type PaymentStepProps = {
  subStep: 'billing-address' | 'payment';
  /** What was typed before, read when the billing form opens. */
  initialBilling: () => BillingFormInput;
  onBillingChange: (values: BillingFormInput) => void;
  /** The billing address is valid: go on to the card. */
  onBillingDone: (values: BillingFormValues) => void;
  onEditBilling: () => void;
  countries: readonly Option[];
  regions: readonly Option[];
  /** What the visitor pays, in cents. */
  amount: number;
  /** Pays with the card fields' handle; the container guards against a second intent. */
  onPay: (card: CardPaymentHandle) => void;
  /** While the booking intent is created and the payment confirmed. */
  paying: boolean;
  /** Where a paid booking sends the browser (a seam for stories; a full load by default). */
  onPaymentRedirect?: (url: string) => void;
  onBack: () => void;
  focusHeading?: boolean;
};

/** Step 4: the billing address, then the card payment (sub-steps 'billing-address' and 'payment'). */
export function PaymentStep({
  subStep,
  initialBilling,
  onBillingChange,
  onBillingDone,
  onEditBilling,
  countries,
  regions,
  amount,
  onPay,
  paying,
  onPaymentRedirect,
  onBack,
  focusHeading,
}: PaymentStepProps) {
  const t = useBookingMessages();
  return (
    <StepShell
      step={4}
      title={t('booking.steps.payment')}
      focusHeading={focusHeading && subStep === 'billing-address'}
      onBack={subStep === 'payment' ? onEditBilling : onBack}
    >
      {subStep === 'billing-address' ? (
        <BillingForm
          initialValues={initialBilling}
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
          focusHeading={focusHeading}
        />
      )}
    </StepShell>
  );
}

function BillingForm({
  initialValues,
  onChange,
  onDone,
  countries,
  regions,
}: {
  initialValues: () => BillingFormInput;
  onChange: (values: BillingFormInput) => void;
  onDone: (values: BillingFormValues) => void;
  countries: readonly Option[];
  regions: readonly Option[];
}) {
  const t = useBookingMessages();
  const text = useErrorText();
  const documentTypes = useDocumentTypeOptions();
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [defaultValues] = useState(initialValues);
  const {
    register,
    control,
    handleSubmit,
    subscribe,
    formState: { errors },
  } = useForm<BillingFormInput, unknown, BillingFormValues>({
    resolver: zodResolver(billingFormSchema),
    defaultValues,
    mode: 'onTouched',
  });

  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => onChange(values) }),
    [subscribe, onChange],
  );

  const label = (name: string) => t(labelIds[name as (typeof fieldOrder)[number]]);
  const fieldProps = { form, register, errors } as const;

  return (
    <form
      noValidate
      aria-labelledby="booking-billing-title"
      onSubmit={handleSubmit(onDone, () => setFailedSubmits((n) => n + 1))}
      className="flex max-w-3xl flex-col gap-5"
    >
      <h3 id="booking-billing-title" className="font-display text-xl font-semibold">
        {t('booking.billing.title')}
      </h3>
      {failedSubmits > 0 && (
        <ErrorSummary
          key={failedSubmits}
          focusOnMount
          headingLevel={4}
          heading={t('booking.form.errors')}
          errors={errorSummaryItems(form, fieldOrder, errors, text, label)}
        />
      )}
      <div className="grid gap-5 md:grid-cols-2">
        <SelectInput
          form={form}
          name="documentType"
          label={label('documentType')}
          control={control}
          options={documentTypes}
          required
        />
        <TextInput {...fieldProps} name="documentNumber" label={label('documentNumber')} required />
        <TextInput {...fieldProps} name="company" label={label('company')} autoComplete="organization" />
        <TextInput {...fieldProps} name="name" label={label('name')} required autoComplete="given-name" />
        <TextInput
          {...fieldProps}
          name="surname"
          label={label('surname')}
          required
          autoComplete="family-name"
        />
        <TextInput
          {...fieldProps}
          name="email"
          label={label('email')}
          required
          type="email"
          autoComplete="email"
        />
        <TextInput
          {...fieldProps}
          name="address"
          label={label('address')}
          required
          autoComplete="address-line1"
        />
        <TextInput
          {...fieldProps}
          name="optionalAddress"
          label={label('optionalAddress')}
          autoComplete="address-line2"
        />
        <SelectInput
          form={form}
          name="country"
          label={label('country')}
          control={control}
          options={countries}
          required
        />
        <SelectInput form={form} name="region" label={label('region')} control={control} options={regions} />
        <TextInput
          {...fieldProps}
          name="postalCode"
          label={label('postalCode')}
          required
          autoComplete="postal-code"
        />
        <TextInput
          {...fieldProps}
          name="locality"
          label={label('locality')}
          required
          autoComplete="address-level2"
        />
      </div>
      <Button type="submit" className="self-start">
        {t('booking.billing.continue')}
      </Button>
    </form>
  );
}

function CardSection({
  amount,
  onPay,
  paying,
  onEditBilling,
  onPaymentRedirect,
  focusHeading,
}: {
  amount: number;
  onPay: (card: CardPaymentHandle) => void;
  paying: boolean;
  onEditBilling: () => void;
  onPaymentRedirect?: (url: string) => void;
  focusHeading?: boolean;
}) {
  const t = useBookingMessages();
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
    </div>
  );
}
