import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { formatDate, parsePageData, useNavigate, type Language, type PageContent } from '@cepa/core';
import {
  FormScope,
  FormSelect,
  FormTextField,
  NeedsJavaScript,
  rules,
  useTooManyAttemptsText,
} from '@cepa/core/form';
import { tooManyAttemptsOf } from '@cepa/core/http';
import type { PageProps } from '@cepa/core/page';
import { remoteAtom, useRemote } from '@cepa/core/remote';
import { Alert, Button, Card, Spinner } from '@cepa/ui';
import {
  checkVoucher,
  getExperiences,
  voucherPageDataSchema,
  type Voucher,
  type VoucherPageData,
} from '../../api';
import { voucherCheckOutcome } from '../../errors';
import { voucherCodeSchema, type VoucherCodeInput, type VoucherCodeValues } from '../../forms';
import { useVoucherMessages } from './messages';
import { useVoucherOutcomeMessages, voucherOutcomeMessage, type VoucherRefusal } from '../../voucher-outcome';

type CheckState =
  | { status: 'idle' }
  | { status: 'valid'; voucher: Voucher }
  // Too many attempts: the seconds to wait, which its words say.
  | { status: 'invalid'; outcome: VoucherRefusal; retryAfterSeconds?: number };

/** The booking page with the voucher: `booking_path?experience=ID&voucher=CODE`. */
export function voucherBookingUrl(bookingPath: string, experienceId: number, code: string): string {
  const [path = '', query = ''] = bookingPath.split('?');
  const params = new URLSearchParams(query);
  params.set('experience', String(experienceId));
  params.set('voucher', code);
  return `${path}?${params.toString()}`;
}

function pageData(page: PageContent): VoucherPageData {
  return parsePageData(page, voucherPageDataSchema);
}

/** The page content, and the address's query (`?voucher=CODE` pre-fills the code). */
export type VoucherRedemptionPageProps = Pick<PageProps, 'page' | 'query'>;

/**
 * Voucher redemption (SPEC §2, §4, §8): the code is checked; a unique voucher shows its card
 * (experience, participants, validity); without a fixed experience one is chosen; then the booking
 * page opens with the voucher.
 */
export function VoucherRedemptionPage({ page, query }: VoucherRedemptionPageProps) {
  const t = useVoucherMessages();
  const outcomeText = useVoucherOutcomeMessages();
  const tooManyAttemptsText = useTooManyAttemptsText();
  const navigate = useNavigate();
  const titleId = useId();
  const data = pageData(page);
  const [check, setCheck] = useState<CheckState>({ status: 'idle' });
  const initialCode = new URLSearchParams(query).get('voucher') ?? '';
  const form = useForm<VoucherCodeInput, unknown, VoucherCodeValues>({
    resolver: zodResolver(voucherCodeSchema),
    defaultValues: { code: initialCode },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = async ({ code }: VoucherCodeValues) => {
    setCheck({ status: 'idle' });
    try {
      const voucher = await checkVoucher({ full_code: code, site: page.brand, language: page.language });
      setCheck({ status: 'valid', voucher });
    } catch (error) {
      const outcome = voucherCheckOutcome(error);
      setCheck(
        outcome === 'silent'
          ? { status: 'idle' }
          : { status: 'invalid', outcome, retryAfterSeconds: tooManyAttemptsOf(error) ?? undefined },
      );
    }
  };

  const goToBooking = (voucher: Voucher, experienceId: number) =>
    navigate(voucherBookingUrl(data.booking_path, experienceId, voucher.full_code));

  return (
    <section aria-labelledby={titleId} className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-10">
      <h1 id={titleId} className="font-display text-3xl font-semibold text-fg-accent">
        {page.title}
      </h1>
      <p className="text-fg-muted">{t('booking.voucher.intro')}</p>
      <FormScope form={form} id="voucher" order={['code']} label={() => t('booking.voucher.code')}>
        <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
          <NeedsJavaScript />
          <FormTextField
            name="code"
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <Button
            type="submit"
            loading={isSubmitting}
            loadingLabel={t('booking.voucher.checking')}
            className="self-start"
          >
            {t('booking.voucher.check')}
          </Button>
        </form>
      </FormScope>
      <div role="status" data-slot="voucher-outcome">
        {check.status === 'invalid' && (
          <Alert
            tone="error"
            live="off"
            description={
              check.outcome === 'too_many_attempts'
                ? tooManyAttemptsText(check.retryAfterSeconds)
                : outcomeText(voucherOutcomeMessage[check.outcome])
            }
          />
        )}
        {check.status === 'valid' && (
          <Alert
            tone="success"
            live="off"
            description={t('booking.voucher.valid', { code: check.voucher.full_code })}
          />
        )}
      </div>
      {check.status === 'valid' && (
        <VoucherDetails
          key={check.voucher.full_code}
          voucher={check.voucher}
          page={page}
          onContinue={(experienceId) => goToBooking(check.voucher, experienceId)}
        />
      )}
    </section>
  );
}

/** What the checked voucher's two follow-ups need: the voucher, the page, and where to go on. */
type VoucherNextProps = {
  voucher: Voucher;
  page: PageContent;
  onContinue: (experienceId: number) => void;
};

function VoucherDetails({ voucher, page, onContinue }: VoucherNextProps) {
  const t = useVoucherMessages();
  const fixed = voucher.experience;
  return (
    <div className="flex flex-col gap-6">
      {voucher.prefix === 'U' && <VoucherCard voucher={voucher} language={page.language} />}
      {fixed ? (
        <Button className="self-start" onClick={() => onContinue(fixed.id)}>
          {t('booking.voucher.continue')}
        </Button>
      ) : (
        <ExperienceChoice voucher={voucher} page={page} onContinue={onContinue} />
      )}
    </div>
  );
}

/** A unique voucher's card: experience, participants and validity (SPEC §2). */
function VoucherCard({ voucher, language }: { voucher: Voucher; language: Language }) {
  const t = useVoucherMessages();
  const headingId = useId();
  const rows: [string, string][] = [
    [t('booking.voucher.card.experience'), voucher.experience?.title ?? '—'],
    [
      t('booking.voucher.card.participants'),
      voucher.participants_number === null
        ? '—'
        : t('booking.voucher.card.participantsValue', { count: voucher.participants_number }),
    ],
    [
      t('booking.voucher.card.validity'),
      t('booking.voucher.card.validityValue', {
        start: formatDate(voucher.start_date, language),
        end: formatDate(voucher.end_date, language),
      }),
    ],
  ];
  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="font-display text-xl font-semibold">
        {t('booking.voucher.card.title')} <span className="font-body text-fg-muted">{voucher.full_code}</span>
      </h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-sm font-semibold text-fg-muted">{term}</dt>
            <dd className="text-fg">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

const experienceChoiceSchema = z.object({ experienceId: rules.required() });
type ExperienceChoiceValues = z.infer<typeof experienceChoiceSchema>;

/** The brand's experiences, in the page's language, to choose one from. */
const experiencesAtom = remoteAtom((page: Pick<PageContent, 'brand' | 'language'>) =>
  getExperiences({ brand: page.brand, language: page.language }),
);
experiencesAtom.debugLabel = 'booking/voucherExperiences';

/** A voucher without a fixed experience: the visitor chooses one of the brand's first. */
function ExperienceChoice({ voucher, page, onContinue }: VoucherNextProps) {
  const t = useVoucherMessages();
  const [experiences] = useRemote(experiencesAtom, { brand: page.brand, language: page.language });
  const form = useForm<ExperienceChoiceValues>({
    resolver: zodResolver(experienceChoiceSchema),
    defaultValues: { experienceId: '' },
  });
  const { handleSubmit } = form;

  const intro =
    voucher.participants_number === null
      ? t('booking.voucher.open.intro')
      : t('booking.voucher.open.introWithCount', { count: voucher.participants_number });

  return (
    <div className="flex flex-col gap-4">
      <p>{intro}</p>
      {experiences.state === 'loading' && <Spinner label={t('booking.voucher.experiencesLoading')} />}
      {experiences.state === 'hasError' && (
        <Alert tone="error" live="assertive" description={t('booking.voucher.experiencesError')} />
      )}
      {experiences.state === 'hasData' && (
        // Shown once the experiences came, never in the server's HTML; in a scope as every form is.
        <FormScope
          form={form}
          id="voucher-experience"
          order={['experienceId']}
          label={() => t('booking.voucher.experience')}
        >
          <form
            method="post"
            noValidate
            onSubmit={handleSubmit(({ experienceId }) => onContinue(Number(experienceId)))}
            className="flex flex-col gap-4"
          >
            <FormSelect
              name="experienceId"
              required
              placeholder={t('booking.voucher.experiencePlaceholder')}
              options={experiences.data.map((experience) => ({
                value: String(experience.id),
                text: experience.name,
              }))}
            />
            <Button type="submit" className="self-start">
              {t('booking.voucher.continue')}
            </Button>
          </form>
        </FormScope>
      )}
    </div>
  );
}

/** Page type `voucher_redemption`. */
export default VoucherRedemptionPage;
