import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Alert, Button } from '@cepa/ui';
import { FormScope, FormTextField, NeedsJavaScript, rules, useTooManyAttemptsText } from '@cepa/core/form';
import type { VoucherOutcome } from '../errors';
import { useShopMessages } from '../messages';

const voucherFormSchema = z.object({ code: rules.required() });
type VoucherFormInput = z.input<typeof voucherFormSchema>;
type VoucherFormValues = z.output<typeof voucherFormSchema>;

export type VoucherFormProps = {
  /** The code already applied to the basket: the entry is disabled and names it. */
  appliedCode: string | null;
  /** Applies a code; resolves with the outcome to show. */
  onApply: (
    code: string,
  ) => Promise<{ ok: true } | { ok: false; outcome: VoucherOutcome; retryAfterSeconds?: number }>;
};

/**
 * The voucher or coupon entry (SPEC §2, §4, §8): each refusal's message under the field, the SPEC's
 * success message once applied, and the entry disabled while a code is applied. What was typed stays.
 */
export function VoucherForm({ appliedCode, onApply }: VoucherFormProps) {
  const t = useShopMessages();
  const tooManyAttemptsText = useTooManyAttemptsText();
  const [outcome, setOutcome] = useState<VoucherOutcome | 'success' | null>(null);
  /** Too many attempts: the seconds to wait, which its words say. */
  const [retryAfterSeconds, setRetryAfterSeconds] = useState<number | undefined>();
  const form = useForm<VoucherFormInput, unknown, VoucherFormValues>({
    resolver: zodResolver(voucherFormSchema),
    defaultValues: { code: '' },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const submit = handleSubmit(async ({ code }) => {
    setOutcome(null);
    const result = await onApply(code);
    setRetryAfterSeconds(result.ok ? undefined : result.retryAfterSeconds);
    setOutcome(result.ok ? 'success' : result.outcome);
  });

  const refusal =
    outcome === 'tooManyAttempts'
      ? tooManyAttemptsText(retryAfterSeconds)
      : outcome && outcome !== 'success'
        ? t(`shop.voucher.${outcome}`)
        : undefined;

  return (
    <FormScope form={form} id="basket-voucher" order={['code']} label={() => t('shop.voucher.label')}>
      <form method="post" noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
        <NeedsJavaScript />
        <div className="flex items-end gap-2">
          <FormTextField
            name="code"
            className="flex-1"
            autoComplete="off"
            disabled={appliedCode !== null}
            error={refusal}
          />
          <Button type="submit" variant="secondary" disabled={appliedCode !== null} loading={isSubmitting}>
            {isSubmitting ? t('shop.voucher.applying') : t('shop.voucher.apply')}
          </Button>
        </div>
        {/* The outcome is shown where it belongs (under the field, or as a success note) and said once here. */}
        <p role="status" className="sr-only">
          {outcome === 'success' ? t('shop.voucher.success') : (refusal ?? '')}
        </p>
        {outcome === 'success' && <Alert tone="success" live="off" description={t('shop.voucher.success')} />}
        {appliedCode && outcome !== 'success' && (
          <p className="text-sm text-fg">{t('shop.voucher.applied', { code: appliedCode })}</p>
        )}
      </form>
    </FormScope>
  );
}
