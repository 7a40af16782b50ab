import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useAddressLabel, useDocumentTypeOptions } from '@cepa/core/address';
import {
  FormCheckbox,
  FormErrorSummary,
  FormScope,
  FormSelect,
  FormTextField,
  labelsFrom,
  type FormOption,
  useConsentLabel,
  useTooManyAttemptsText,
} from '@cepa/core/form';
import { Alert, Loader } from '@cepa/ui';
import {
  commentMaxLength,
  visitorFields,
  visitorFormSchema,
  visitorLabels,
  type VisitorFormInput,
  type VisitorFormValues,
} from '../forms';
import { useBookingMessages } from '../messages';
import { StepShell } from './step-shell';

export type ClientStepProps = {
  /** What was typed before (from the address hash). */
  defaultValues: VisitorFormInput;
  /** Called with every change, so nothing typed is lost on a reload. */
  onChange: (values: VisitorFormInput) => void;
  countries: readonly FormOption[];
  regions: readonly FormOption[];
  /** A voucher booking ends here: next reads "finish". */
  withVoucher: boolean;
  /** While the voucher is being redeemed. */
  busy?: boolean;
  /**
   * Set when the site's limits refused the last press (429): the seconds to wait, said as "Too many
   * attempts. Try again in N minutes." beside the moves. Nothing typed is lost; the press may be tried again.
   */
  retryAfterSeconds?: number | null;
  onBack: () => void;
  onNext: (values: VisitorFormValues) => void;
  focusHeading?: boolean;
  /** The visit being booked (see `VisitSummary`). */
  summary?: React.ReactNode;
  /** The privacy policy page the consent links to (the page content's `privacy_path`). */
  privacyPath?: string;
};

/** Step 3, client data: the visitor form, the privacy consent and the newsletter box. */
export function ClientStep({
  defaultValues,
  onChange,
  countries,
  regions,
  withVoucher,
  busy = false,
  retryAfterSeconds,
  onBack,
  onNext,
  focusHeading,
  summary,
  privacyPath,
}: ClientStepProps) {
  const t = useBookingMessages();
  const tooManyAttemptsText = useTooManyAttemptsText();
  const addressLabel = useAddressLabel();
  const documentTypes = useDocumentTypeOptions();
  const form = useForm<VisitorFormInput, unknown, VisitorFormValues>({
    resolver: zodResolver(visitorFormSchema),
    defaultValues,
    mode: 'onTouched',
  });
  const {
    control,
    handleSubmit,
    subscribe,
    formState: { isValid, touchedFields, isDirty },
  } = form;
  const values = useWatch({ control });
  const { consent, country } = values;

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
  const consentLabel = useConsentLabel(t.intl, 'booking.client.consent', privacyPath);
  const ownLabel = labelsFrom(visitorLabels, t);
  const label = (name: string) =>
    name === 'consent' ? consentLabel.text : (addressLabel(name) ?? ownLabel(name));
  const submit = handleSubmit(onNext);
  // While next is disabled, what is missing: each field the form still refuses, then the consent.
  const refused = new Set(
    visitorFormSchema.safeParse({ ...defaultValues, ...values }).error?.issues.map((issue) => issue.path[0]),
  );
  const missing =
    nextDisabled && !busy
      ? [
          ...visitorFields.order.filter((name) => name !== 'consent' && refused.has(name)).map(label),
          ...(consent ? [] : [t('booking.next.consent')]),
        ]
      : [];

  return (
    <StepShell
      step={3}
      title={t('booking.steps.client')}
      focusHeading={focusHeading}
      onBack={onBack}
      onNext={() => void submit()}
      nextDisabled={nextDisabled}
      missing={missing}
      nextLabel={withVoucher ? t('booking.steps.finish') : undefined}
      summary={summary}
    >
      <Loader loading={busy} message={busy ? t('booking.redeem.processing') : undefined}>
        <FormScope form={form} id="booking-client" order={visitorFields.order} label={label}>
          <form
            method="post"
            noValidate
            aria-labelledby="booking-step-3-title"
            onSubmit={(event) => {
              event.preventDefault();
              if (!nextDisabled) void submit();
            }}
            className="flex max-w-3xl flex-col gap-5"
          >
            <FormErrorSummary />
            <div className="grid gap-5 md:grid-cols-2">
              <FormSelect name="documentType" options={documentTypes} required />
              <FormTextField name="documentNumber" required />
              <FormTextField name="name" required autoComplete="given-name" />
              <FormTextField name="surname" required autoComplete="family-name" />
              <FormTextField name="email" required type="email" autoComplete="email" />
              <FormTextField name="phoneNumber" required type="tel" autoComplete="tel" />
              <FormSelect name="country" options={countries} required />
              {country === 'ES' && <FormSelect name="region" options={regions} />}
            </div>
            <FormTextField
              name="comment"
              label={`${label('comment')} ${t('booking.client.optional')}`}
              multiline
              maxLength={commentMaxLength}
            />
            <FormCheckbox name="consent" required labelContent={consentLabel.content} />
            <FormCheckbox name="newsletter" />
          </form>
        </FormScope>
      </Loader>
      {retryAfterSeconds != null && (
        <Alert tone="error" live="assertive" description={tooManyAttemptsText(retryAfterSeconds)} />
      )}
    </StepShell>
  );
}
