import { lazy, Suspense, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { track, type Brand, type Language } from '@cepa/core';
import { FormCheckbox, FormScope, FormTextField, useConsentLabel } from '@cepa/core/form';
import { Button } from '@cepa/ui';
import {
  newsletterErrorOutcome,
  subscribeNewsletter,
  toNewsletterPayload,
  type NewsletterOutcome,
} from '../api';
import { newsletterFormSchema, type NewsletterFormInput, type NewsletterFormValues } from '../forms';
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

const outcomeMessages = {
  success: ['layout.footer.newsletter.success.title', 'layout.footer.newsletter.success.text'],
  alreadySubscribed: ['layout.footer.newsletter.already.title', 'layout.footer.newsletter.already.text'],
  unknownError: ['layout.footer.newsletter.error.title', 'layout.footer.newsletter.error.text'],
} as const;

/** The footer's newsletter signup (SPEC §5, §7, §8): every outcome ends in an info pop-in. */
export function NewsletterForm({ brand, brandName, language, privacyPath }: NewsletterFormProps) {
  const t = useLayoutMessages();
  const titleElementId = useId();
  const [outcome, setOutcome] = useState<NewsletterOutcome | null>(null);
  const form = useForm<NewsletterFormInput, unknown, NewsletterFormValues>({
    resolver: zodResolver(newsletterFormSchema),
    defaultValues: { email: '', consent: false },
  });
  const {
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = form;

  const onSubmit = async (values: NewsletterFormValues) => {
    void loadPopIn();
    try {
      await subscribeNewsletter(toNewsletterPayload(values, brand, language));
      track({ event: 'subscribe_newsletter', origin: 'footer' });
      reset();
      setOutcome('success');
    } catch (error) {
      // What was typed stays in the form so the visitor can try again.
      setOutcome(newsletterErrorOutcome(error));
    }
  };

  const consent = useConsentLabel(t.intl, 'layout.footer.newsletter.consent', privacyPath, {
    brand: brandName,
  });
  const label = (name: string) =>
    name === 'email' ? t('layout.footer.newsletter.emailLabel', { brand: brandName }) : consent.text;

  const [titleId, textId] = outcome ? outcomeMessages[outcome] : [];
  return (
    <section aria-labelledby={titleElementId} className="flex flex-col gap-4">
      <h2 id={titleElementId} className="font-display text-xl font-semibold">
        {t('layout.footer.newsletter.title')}
      </h2>
      <FormScope form={form} id={`${titleElementId}-newsletter`} order={newsletterFields} label={label}>
        <form
          method="post"
          noValidate
          onSubmit={handleSubmit(onSubmit)}
          className="flex max-w-xl flex-col gap-4"
        >
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
      {titleId && textId && (
        <Suspense fallback={<span data-pending />}>
          <InfoPopIn
            isOpen
            onOpenChange={(open) => !open && setOutcome(null)}
            size="sm"
            title={t(titleId)}
            description={t(textId, { brand: brandName })}
            actionLabel={t('layout.footer.newsletter.ok')}
          />
        </Suspense>
      )}
    </section>
  );
}
