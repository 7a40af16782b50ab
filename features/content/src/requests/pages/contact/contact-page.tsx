import { useAtomValue, useSetAtom } from 'jotai';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { PageProps } from '@cepa/core/page';
import {
  FormCheckbox,
  FormErrorSummary,
  FormScope,
  FormSelect,
  FormTextField,
  PostedFormName,
  valuesFromPosted,
  type PostedForm,
} from '@cepa/core/form';
import { memberAtom } from '@cepa/core/session';
import { fetchMemberData } from '@cepa/core/session-api';
import { remoteAtom, useRemote, type Settled } from '@cepa/core/remote';
import { reportError } from '@cepa/core/report';
import { Alert, Button, SpinnerRing } from '@cepa/ui';
import { fetchContactSubjects } from '../../api';
import { RequestFailure, RequestPageFrame } from '../../components';
import {
  contactFields,
  contactSchema,
  requestFormNames,
  type ContactFormInput,
  type ContactFormValues,
} from '../../forms';
import { contactFormFromMemberData } from '../../mappers';
import { useRequestMessages } from '../../messages';
import { useRequestForm } from '../../use-request-form';
import { sendContactAtom, sendingNowAtom } from '../../send';
import { isContactLoaded, type Prepared } from './load';

export { load } from './load';

/** What the confirmation says of a message sent without JavaScript (`contactAction`), or null. */
function sentByPost(posted: PostedForm | null): { name: string; email: string } | null {
  if (posted?.outcome.kind !== 'sent') return null;
  return { name: posted.values.name ?? '', email: posted.values.email ?? '' };
}

/** The server loader's answer as the preparation's seed (none in a story, or when the loader threw). */
function preparedByServer(loaded: unknown): Settled<Prepared> | undefined {
  if (!isContactLoaded(loaded)) return undefined;
  return 'failed' in loaded ? { state: 'hasError', error: null } : { state: 'hasData', data: loaded };
}

/**
 * The page's subjects and, for a member, the member's details (SPEC §6: from the checkout's call; a
 * failure pre-fills nothing), asked in the browser when the server did not bring them.
 */
const contactPreparationAtom = remoteAtom(
  async ({ pageId, member }: { pageId: number; member?: boolean }, get): Promise<Prepared> => {
    // Asked again after the server's answer: who is logged in is known by then.
    const prefill =
      (member ?? Boolean(get(memberAtom)))
        ? fetchMemberData()
            .then(contactFormFromMemberData)
            .catch((error: unknown) => {
              reportError(error, 'content: member data for the contact form (nothing pre-filled)');
              return null;
            })
        : Promise.resolve(null);
    const [subjects, values] = await Promise.all([fetchContactSubjects(pageId), prefill]);
    return { subjects, prefill: values };
  },
  { report: 'content: contact subjects' },
);
contactPreparationAtom.debugLabel = 'content/contactPreparation';

/**
 * The contact page (SPEC §2, §5, §7): the subjects come from the server for this page; a logged-in
 * member finds their personal information filled in; a captcha token, then the message is sent; a
 * confirmation takes the form's place. The server's loader brings the subjects and the member's
 * details with the page; without them (a story, or a failure) they are asked for here. Sent without
 * JavaScript, the page comes back with its outcome (`contactAction`).
 */
export default function ContactPage({ page, loaded }: Pick<PageProps, 'page' | 'loaded'>) {
  const t = useRequestMessages();
  const member = useAtomValue(memberAtom);
  // What the server prepared stands until the visitor asks again; without it (a story, a loader that
  // threw) it is asked once who is logged in is known.
  const seed = preparedByServer(loaded);
  const [prepared, retry] = useRemote(
    contactPreparationAtom,
    seed
      ? { pageId: page.id }
      : member === undefined
        ? undefined
        : { pageId: page.id, member: member !== null },
    { seed },
  );

  return (
    <RequestPageFrame
      page={page}
      formName={requestFormNames.contact}
      intro={t('content.contact.intro')}
      sentByPost={sentByPost}
      confirmation={(sent) => ({
        title: t('content.contact.sent.title'),
        text: t('content.contact.sent.text', sent),
      })}
      againLabel={t('content.contact.sent.again')}
    >
      {({ posted, onSent }) => {
        if (prepared.state === 'hasError')
          return (
            <Alert
              tone="error"
              live="assertive"
              description={
                <span className="flex flex-wrap items-center gap-3">
                  {t('content.request.loadFailed')}
                  <Button size="sm" variant="secondary" onClick={retry}>
                    {t('content.request.retry')}
                  </Button>
                </span>
              }
            />
          );
        if (prepared.state === 'loading')
          return (
            <p role="status" className="flex items-center gap-3 text-fg-muted">
              <SpinnerRing size="sm" />
              {t('content.request.loading')}
            </p>
          );
        return (
          <ContactForm
            pageId={page.id}
            prepared={prepared.data}
            posted={posted}
            privacyPath={page.layout.privacy_path}
            onSent={(values) => onSent({ name: values.name, email: values.email.toLowerCase() })}
          />
        );
      }}
    </RequestPageFrame>
  );
}

/** The subject is a Radix select and the consent a Radix checkbox: without JavaScript native ones stand in. */
const nativeTwins = ['subject', 'consent'] as const;

function ContactForm({
  pageId,
  prepared,
  posted,
  privacyPath,
  onSent,
}: {
  pageId: number;
  prepared: Prepared;
  /** The form as it was sent without JavaScript and not sent on (refused, or failed), or null. */
  posted: PostedForm | null;
  privacyPath: string | undefined;
  onSent: (values: ContactFormValues) => void;
}) {
  const send = useSetAtom(sendContactAtom);
  const sending = useAtomValue(sendingNowAtom);
  const typed = posted && posted.outcome.kind !== 'sent' ? posted : null;
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactSchema),
    // What was typed before a post the server refused, else the member's details.
    defaultValues: typed
      ? valuesFromPosted(contactFields.empty, typed)
      : { ...contactFields.empty, ...prepared.prefill },
    // The error summary takes focus after a failed submit, not the first field.
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
      id="contact"
      translate={translate}
      order={contactFields.order}
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
        <PostedFormName name={requestFormNames.contact} />
        <FormErrorSummary />
        {prepared.prefill && (
          <Alert tone="info" live="off" description={t('content.request.memberPrefilled')} />
        )}
        <FormSelect
          name="subject"
          options={prepared.subjects.map((subject) => ({ value: subject, text: subject }))}
          required
        />
        <div className="grid gap-5 md:grid-cols-2">
          <FormTextField name="name" required autoComplete="given-name" />
          <FormTextField name="surname" required autoComplete="family-name" />
          <FormTextField name="email" required type="email" autoComplete="email" />
          <FormTextField name="phoneNumber" required type="tel" autoComplete="tel" />
        </div>
        <FormTextField name="message" required multiline />
        <FormCheckbox name="consent" required labelContent={consent.content} />
        <RequestFailure
          failure={failure}
          failedText={t('content.request.failed')}
          postedFailedText={t('content.request.failed')}
        />
        <Button type="submit" loading={sending} className="self-start">
          {t('content.contact.submit')}
        </Button>
      </form>
    </FormScope>
  );
}
