import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, ErrorSummary, Field, Loader, TextArea } from '@cepa/ui';
import type { Option } from '../api';
import { visitorFormSchema, type VisitorFormInput, type VisitorFormValues } from '../forms';
import { useBookingMessages, type BookingMessageId } from '../messages';
import {
  SelectInput,
  TextInput,
  errorSummaryItems,
  fieldId,
  useDocumentTypeOptions,
  useErrorText,
} from './form-fields';
import { StepShell } from './step-shell';

const form = 'client';
const fieldOrder = [
  'documentType',
  'documentNumber',
  'name',
  'surname',
  'email',
  'phoneNumber',
  'country',
  'region',
  'comment',
  'consent',
] as const;

export type ClientStepProps = {
  /** What was typed before (from the address hash). */
  defaultValues: VisitorFormInput;
  /** Called with every change, so nothing typed is lost on a reload. */
  onChange: (values: VisitorFormInput) => void;
  countries: readonly Option[];
  regions: readonly Option[];
  /** A voucher booking ends here: next reads "finish". */
  withVoucher: boolean;
  /** While the voucher is being redeemed. */
  busy?: boolean;
  onBack: () => void;
  onNext: (values: VisitorFormValues) => void;
  focusHeading?: boolean;
};

/** Step 3, client data: the visitor form, the privacy consent and the newsletter box. */
export function ClientStep({
  defaultValues,
  onChange,
  countries,
  regions,
  withVoucher,
  busy = false,
  onBack,
  onNext,
  focusHeading,
}: ClientStepProps) {
  const t = useBookingMessages();
  const text = useErrorText();
  const documentTypes = useDocumentTypeOptions();
  const [failedSubmits, setFailedSubmits] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    subscribe,
    formState: { errors, isValid, touchedFields, isDirty },
  } = useForm<VisitorFormInput, unknown, VisitorFormValues>({
    resolver: zodResolver(visitorFormSchema),
    defaultValues,
    mode: 'onTouched',
  });
  const [consent, country] = useWatch({ control, name: ['consent', 'country'] });

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => onChange(values),
      }),
    [subscribe, onChange],
  );

  const touched = isDirty || Object.keys(touchedFields).length > 0;
  const nextDisabled = busy || !consent || (touched && !isValid);
  const label = (name: string) => t(`booking.client.${name}` as BookingMessageId);
  const submit = handleSubmit(onNext, () => setFailedSubmits((n) => n + 1));

  return (
    <StepShell
      step={3}
      title={t('booking.steps.client')}
      focusHeading={focusHeading}
      onBack={onBack}
      onNext={() => void submit()}
      nextDisabled={nextDisabled}
      nextLabel={withVoucher ? t('booking.steps.finish') : undefined}
    >
      <Loader loading={busy} message={busy ? t('booking.redeem.processing') : undefined}>
        <form
          noValidate
          aria-labelledby="booking-step-3-title"
          onSubmit={(event) => {
            event.preventDefault();
            if (!nextDisabled) void submit();
          }}
          className="flex max-w-3xl flex-col gap-5"
        >
          {failedSubmits > 0 && (
            <ErrorSummary
              key={failedSubmits}
              focusOnMount
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
            <TextInput
              form={form}
              name="documentNumber"
              label={label('documentNumber')}
              register={register}
              errors={errors}
              required
            />
            <TextInput
              form={form}
              name="name"
              label={label('name')}
              register={register}
              errors={errors}
              required
              autoComplete="given-name"
            />
            <TextInput
              form={form}
              name="surname"
              label={label('surname')}
              register={register}
              errors={errors}
              required
              autoComplete="family-name"
            />
            <TextInput
              form={form}
              name="email"
              label={label('email')}
              register={register}
              errors={errors}
              required
              type="email"
              autoComplete="email"
            />
            <TextInput
              form={form}
              name="phoneNumber"
              label={label('phoneNumber')}
              register={register}
              errors={errors}
              required
              type="tel"
              autoComplete="tel"
            />
            <SelectInput
              form={form}
              name="country"
              label={label('country')}
              control={control}
              options={countries}
              required
            />
            {country === 'ES' && (
              <SelectInput
                form={form}
                name="region"
                label={label('region')}
                control={control}
                options={regions}
              />
            )}
          </div>
          <Field label={`${label('comment')} ${t('booking.client.optional')}`} id={fieldId(form, 'comment')}>
            <TextArea maxLength={500} {...register('comment')} />
          </Field>
          <Controller
            control={control}
            name="consent"
            render={({ field, fieldState }) => (
              <Checkbox
                id={fieldId(form, 'consent')}
                name={field.name}
                ref={field.ref}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                required
                label={label('consent')}
                error={text(fieldState.error?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="newsletter"
            render={({ field }) => (
              <Checkbox
                id={fieldId(form, 'newsletter')}
                name={field.name}
                ref={field.ref}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                label={label('newsletter')}
              />
            )}
          />
        </form>
      </Loader>
    </StepShell>
  );
}
