import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { track, type Brand, type Language } from '@cepa/core';
import {
  FormCheckbox,
  FormScope,
  FormTextField,
  PostedFormName,
  useConsentLabel,
  usePostedForm,
  valuesFromPosted,
  type PostedForm,
  tooManyAttemptsReason,
  useTooManyAttemptsText,
} from '@cepa/core/form';
import { tooManyAttemptsOf } from '@cepa/core/http';
import { Alert, Button } from '@cepa/ui';
import {
  newsletterErrorOutcome,
  subscribeNewsletter,
  toNewsletterPayload,
  type NewsletterOutcome,
} from '../api';
import {
  emptyNewsletterForm,
  newsletterFormName,
  newsletterFormSchema,
  type NewsletterFormInput,
  type NewsletterFormValues,
} from '../forms';
import { useLayoutMessages } from '../messages';

export type NewsletterFormProps = {
  brand: Brand;
  /** Shown in the label: "Suscríbete a la newsletter de Casa Solera". */
  brandName: string;
  language: Language;
  /** The privacy policy page the consent links to (the page content's `privacy_path`). */
  privacyPath?: string;
};

// The outcome pop-in (react-aria's dialog) loads when the visitor submits, not with every page's footer.
const loadPopIn = () => import('@cepa/ui/pop-in');
const InfoPopIn = lazy(() => loadPopIn().then((m) => ({ default: m.InfoPopIn })));

const newsletterFields = ['email', 'consent'] as const;
/** The consent is a Radix checkbox: without JavaScript a native one stands in. */
const nativeTwins = ['consent'] as const;

const outcomeMessages = {
  success: ['layout.footer.newsletter.success.title', 'layout.footer.newsletter.success.text'],
  alreadySubscribed: ['layout.footer.newsletter.already.title', 'layout.footer.newsletter.already.text'],
  unknownError: ['layout.footer.newsletter.error.title', 'layout.footer.newsletter.error.text'],
  // Its words say when to try again (`useTooManyAttemptsText`), under the failure's title.
  tooManyAttempts: ['layout.footer.newsletter.error.title', null],
} as const;

const toneOf = {
  success: 'success',
  alreadySubscribed: 'info',
  tooManyAttempts: 'error',
  unknownError: 'error',
} as const;

/** What a post of the form sent without JavaScript came to, as the pop-in's outcomes; null for none. */
function postedOutcome(posted: PostedForm | null): NewsletterOutcome | null {
  if (!posted || posted.outcome.kind === 'invalid') return null;
  if (posted.outcome.kind === 'sent') return 'success';
  if (posted.outcome.reason === tooManyAttemptsReason) return 'tooManyAttempts';
  return posted.outcome.reason === 'alreadySubscribed' ? 'alreadySubscribed' : 'unknownError';
}

/**
 * The footer's newsletter signup (SPEC §5, §7, §8): every outcome ends in an info pop-in. Sent without
 * JavaScript (the server's `newsletterAction`), the page comes back with the form's errors and what was
 * typed, or with the pop-in's words in the footer itself, as a status that takes focus.
 */
export function NewsletterForm({ brand, brandName, language, privacyPath }: NewsletterFormProps) {
  const t = useLayoutMessages();
  const titleElementId = useId();
  const [outcome, setOutcome] = useState<NewsletterOutcome | null>(null);
  /** Sent too often: the seconds to wait, which the outcome's words say. */
  const [retryAfterSeconds, setRetryAfterSeconds] = useState<number | undefined>();
  const tooManyAttemptsText = useTooManyAttemptsText();
  const posted = usePostedForm(newsletterFormName);
  const form = useForm<NewsletterFormInput, unknown, NewsletterFormValues>({
    resolver: zodResolver(newsletterFormSchema),
    defaultValues: valuesFromPosted(emptyNewsletterForm, posted),
  });
  const {
    handleSubmit,
    reset,
    formState: { isSubmitting, submitCount },
  } = form;
  const postedScope = useMemo(() => ({ form: posted, nativeTwins }), [posted]);
  // Said in the footer until the form is sent again here (then the pop-in says it).
  const answered = submitCount === 0 ? postedOutcome(posted) : null;

  const onSubmit = async (values: NewsletterFormValues) => {
    void loadPopIn();
    try {
      await subscribeNewsletter(toNewsletterPayload(values, brand, language));
      track({ event: 'subscribe_newsletter', origin: 'footer' });
      reset();
      setOutcome('success');
    } catch (error) {
      // What was typed stays in the form so the visitor can try again.
      setRetryAfterSeconds(tooManyAttemptsOf(error) ?? undefined);
      setOutcome(newsletterErrorOutcome(error));
    }
  };

  const consent = useConsentLabel(t.intl, 'layout.footer.newsletter.consent', privacyPath, {
    brand: brandName,
  });
  const label = (name: string) =>
    name === 'email' ? t('layout.footer.newsletter.emailLabel', { brand: brandName }) : consent.text;

  const textOf = (shown: NewsletterOutcome, wait: number | undefined) => {
    const id = outcomeMessages[shown][1];
    return id ? t(id, { brand: brandName }) : tooManyAttemptsText(wait);
  };
  const postedWait = posted?.outcome.kind === 'failed' ? posted.outcome.retryAfterSeconds : undefined;
  return (
    <section aria-labelledby={titleElementId} className="flex flex-col gap-4">
      <h2 id={titleElementId} className="font-display text-xl font-semibold">
        {t('layout.footer.newsletter.title')}
      </h2>
      {answered && (
        <Alert
          tone={toneOf[answered]}
          live="polite"
          title={t(outcomeMessages[answered][0])}
          description={textOf(answered, postedWait)}
          tabIndex={-1}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the answer to the visitor's own submit, sent without JavaScript: the page loads anew at its top, and the footer is far below it
          autoFocus
          className="max-w-xl"
        />
      )}
      <FormScope
        form={form}
        id={`${titleElementId}-newsletter`}
        order={newsletterFields}
        label={label}
        posted={postedScope}
      >
        <form
          method="post"
          noValidate
          onSubmit={handleSubmit(onSubmit)}
          className="flex max-w-xl flex-col gap-4"
        >
          <PostedFormName name={newsletterFormName} />
          <FormTextField
            name="email"
            description={t('layout.footer.newsletter.emailHint')}
            required
            type="email"
            autoComplete="email"
          />
          <FormCheckbox name="consent" required labelContent={consent.content} />
          <Button type="submit" loading={isSubmitting} className="self-start">
            {t('layout.footer.newsletter.submit')}
          </Button>
        </form>
      </FormScope>
      {outcome && (
        <Suspense fallback={<span data-pending />}>
          <InfoPopIn
            isOpen
            onOpenChange={(open) => !open && setOutcome(null)}
            size="sm"
            title={t(outcomeMessages[outcome][0])}
            description={textOf(outcome, retryAfterSeconds)}
            actionLabel={t('layout.footer.newsletter.ok')}
          />
        </Suspense>
      )}
    </section>
  );
}
