import { Fragment, useSyncExternalStore } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatDate, parsePageData, useLanguage, type Language } from '@cepa/core';
import type { PageProps } from '@cepa/core/page';
import {
  FormCheckbox,
  FormDateField,
  FormErrorSummary,
  FormNumberField,
  FormScope,
  FormTextField,
  PostedFormName,
  valuesFromPosted,
  type PostedForm,
} from '@cepa/core/form';
import { remoteAtom, useRemote } from '@cepa/core/remote';
import { Button } from '@cepa/ui';
import { experienceRequestPageDataSchema, fetchContactPageUrl } from '../../api';
import { RequestFailure, RequestPageFrame } from '../../components';
import {
  experienceRequestFields,
  experienceRequestOrder,
  isoDay,
  requestFormNames,
  type ExperienceRequestInput,
  type ExperienceRequestValues,
} from '../../forms';
import { useRequestMessages } from '../../messages';
import { useRequestForm } from '../../use-request-form';
import { sendExperienceRequestAtom, sendingNowAtom } from '../../send';

type Sent = { name: string; email: string; date: string; people: number };

const emptyForm = experienceRequestFields('2000-01-01').empty;

/** The consent is a Radix checkbox: without JavaScript a native one stands in. */
const nativeTwins = ['consent'] as const;

/** What the confirmation says of a request sent without JavaScript (`experienceRequestAction`), or null. */
function sentByPost(posted: PostedForm | null): Sent | null {
  if (posted?.outcome.kind !== 'sent') return null;
  const { name = '', email = '', dateOfVisit = '', numberOfPeople = '0' } = posted.values;
  return { name, email, date: dateOfVisit, people: Number(numberOfPeople) };
}

const noSubscription = () => () => {};
const browserToday = () => isoDay(new Date());
const serverToday = () => undefined;

/**
 * The experience request page (SPEC §2, §5, §7): the form's id (`page_id`) comes from the page's
 * data; a captcha token, then the request is sent; a confirmation takes the form's place. Sent without
 * JavaScript, the page comes back with its outcome (`experienceRequestAction`).
 */
export default function ExperienceRequestPage({ page }: Pick<PageProps, 'page'>) {
  const t = useRequestMessages();
  const language = useLanguage();
  const { page_id: pageId } = parsePageData(page, experienceRequestPageDataSchema);

  return (
    <RequestPageFrame
      page={page}
      formName={requestFormNames.experienceRequest}
      intro={t('content.experience.intro')}
      sentByPost={sentByPost}
      confirmation={(sent) => ({
        title: t('content.experience.sent.title'),
        text: t('content.experience.sent.text', { ...sent, date: formatDate(sent.date, language) }),
      })}
      againLabel={t('content.experience.sent.again')}
    >
      {({ posted, onSent }) => (
        <ExperienceRequestForm
          pageId={pageId}
          posted={posted}
          language={language}
          privacyPath={page.layout.privacy_path}
          onSent={(values) =>
            onSent({
              name: values.name,
              email: values.email.toLowerCase(),
              date: values.dateOfVisit,
              people: values.numberOfPeople,
            })
          }
        />
      )}
    </RequestPageFrame>
  );
}

function ExperienceRequestForm({
  pageId,
  posted,
  language,
  privacyPath,
  onSent,
}: {
  pageId: number;
  /** The form as it was sent without JavaScript and not sent on (refused, or failed), or null. */
  posted: PostedForm | null;
  language: Language;
  privacyPath: string | undefined;
  onSent: (values: ExperienceRequestValues) => void;
}) {
  const send = useSetAtom(sendExperienceRequestAtom);
  const sending = useAtomValue(sendingNowAtom);
  // The visitor's today, known only in the browser (the server's day may differ): the date input's
  // `min` follows once the page is live; the rule reads the day of each submit.
  const today = useSyncExternalStore(noSubscription, browserToday, serverToday);
  const form = useForm<ExperienceRequestInput, unknown, ExperienceRequestValues>({
    resolver: (values, context, options) =>
      zodResolver(experienceRequestFields(isoDay(new Date())).schema)(values, context, options),
    defaultValues: valuesFromPosted(emptyForm, posted),
    shouldFocusError: false,
  });
  const { t, failure, postedScope, consent, label, translate, onSubmit } = useRequestForm({
    form,
    posted,
    nativeTwins,
    privacyPath,
    send: (values) => send({ pageId, values }),
    onSent,
  });

  return (
    <FormScope
      form={form}
      id="experience-request"
      translate={translate}
      order={experienceRequestOrder}
      label={label}
      posted={postedScope}
    >
      <form
        method="post"
        noValidate
        aria-labelledby="page-title"
        onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
        className="flex max-w-2xl flex-col gap-5"
      >
        <PostedFormName name={requestFormNames.experienceRequest} />
        <FormErrorSummary />
        <div className="grid gap-5 md:grid-cols-2">
          <FormTextField name="name" required autoComplete="given-name" />
          <FormTextField name="surname" required autoComplete="family-name" />
          <FormTextField name="email" required type="email" autoComplete="email" />
          <FormTextField name="phoneNumber" required type="tel" autoComplete="tel" />
          <FormDateField name="dateOfVisit" required min={today} />
          <FormNumberField
            name="numberOfPeople"
            required
            min={1}
            description={t('content.experience.peopleHint')}
          />
        </div>
        <FormTextField
          name="comments"
          label={`${label('comments')} ${t('content.request.optional')}`}
          multiline
        />
        <FormCheckbox name="consent" required labelContent={consent.content} />
        <RequestFailure
          failure={failure}
          failedText={
            <>
              {t('content.request.failed')} <ContactHint language={language} />
            </>
          }
          postedFailedText={t('content.request.failed')}
        />
        <Button type="submit" loading={sending} className="self-start">
          {t('content.experience.submit')}
        </Button>
      </form>
    </FormScope>
  );
}

/** The contact page's address (SPEC §7 `get_contact_page_slug`), in a language. */
const contactPageUrlAtom = remoteAtom((language: Language) => fetchContactPageUrl(language), {
  report: 'content: the contact page address',
});
contactPageUrlAtom.debugLabel = 'content/contactPageUrl';

/**
 * After a failed send, a way to reach a person: the contact page, wherever the backend says it is
 * (SPEC §7 `get_contact_page_slug`). Nothing when that call fails too.
 */
function ContactHint({ language }: { language: Language }) {
  const t = useRequestMessages();
  const [contactPage] = useRemote(contactPageUrlAtom, language);
  if (contactPage.state !== 'hasData' || !contactPage.data) return null;
  const url = contactPage.data;
  // The catalogue's rich text: the `<contact>` tag becomes the link.
  const format = t.intl.formatMessage as unknown as (
    descriptor: { id: string },
    values: Record<string, unknown>,
  ) => string | React.ReactNode[];
  const parts = format(
    { id: 'content.experience.contactHint' },
    {
      contact: (chunks: React.ReactNode[]) => (
        <a
          href={url}
          className="font-semibold text-fg-accent underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-focus"
        >
          {chunks}
        </a>
      ),
    },
  );
  return (
    <span>{Array.isArray(parts) ? parts.map((part, i) => <Fragment key={i}>{part}</Fragment>) : parts}</span>
  );
}
