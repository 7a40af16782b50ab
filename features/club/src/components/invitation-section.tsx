import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatDate, useLanguage } from '@cepa/core';
import { useDocumentTypeOptions } from '@cepa/core/address';
import {
  FormErrorSummary,
  FormScope,
  FormSelect,
  FormTextField,
  NeedsJavaScript,
  labelsFrom,
} from '@cepa/core/form';
import { Alert, Button, Icon } from '@cepa/ui';
import type { Invitation, InvitationPayload, MyClub, Option } from '../api';
import type { InvitationOutcome } from '../errors';
import { invitationFields, invitationLabels, invitationSchema, type InvitationInput } from '../forms';
import { toInvitationPayload } from '../mappers';
import { isClubMessageId, useClubMessages } from '../messages';
import { useFocusBack } from './use-focus-back';
import { useOneSave } from './use-one-save';

export type InvitationSectionProps = {
  club: Pick<MyClub, 'invitation' | 'lock_invitation' | 'language_options'>;
  /** Sends the invitation; resolves with the outcome the form shows. */
  onSend: (
    payload: InvitationPayload,
  ) => Promise<{ ok: true; invitation: Invitation } | ({ ok: false } & InvitationOutcome)>;
};

/**
 * Gift a subscription (SPEC §2, §4, §5, §8): locked → a lock and no form; already sent this year →
 * the invitation read-only with the date of the next; otherwise the invitation form behind a button,
 * with cancel and send. The two 400s are field errors; any other failure keeps what was typed.
 */
export function InvitationSection({ club, onSend }: InvitationSectionProps) {
  const t = useClubMessages();
  const language = useLanguage();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { opener: openButton, focusBack } = useFocusBack(open);

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5"
    >
      <h2 id={titleId} className="font-display text-xl font-semibold text-fg">
        {t('club.invitation.title')}
      </h2>
      {club.lock_invitation ? (
        <p className="flex items-center gap-2 text-fg">
          <Icon name="lock" />
          {t('club.invitation.locked')}
        </p>
      ) : club.invitation ? (
        <SentInvitation invitation={club.invitation} sentTo={sentTo} options={club.language_options} />
      ) : open ? (
        <InvitationForm
          languages={club.language_options}
          defaultLanguage={language}
          onCancel={() => {
            focusBack();
            setOpen(false);
          }}
          onSend={async (payload) => {
            const result = await onSend(payload);
            if (result.ok) setSentTo(result.invitation.email);
            return result;
          }}
        />
      ) : (
        <>
          <p className="text-fg-muted">{t('club.invitation.intro')}</p>
          <div>
            <Button ref={openButton} variant="secondary" onClick={() => setOpen(true)}>
              {t('club.invitation.open')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

/** The invitation sent this year, read-only, with the day the next may be sent. */
function SentInvitation({
  invitation,
  sentTo,
  options,
}: {
  invitation: Invitation;
  sentTo: string | null;
  options: Option[];
}) {
  const t = useClubMessages();
  const language = useLanguage();
  const documentTypes = useDocumentTypeOptions();
  const rows: { label: string; value: string }[] = [
    { label: t('club.invitation.name'), value: invitation.name },
    { label: t('club.invitation.surname'), value: invitation.surname },
    {
      label: t('club.invitation.documentType'),
      value:
        documentTypes.find((o) => o.value === invitation.document_type)?.text ?? invitation.document_type,
    },
    { label: t('club.invitation.documentNumber'), value: invitation.document_number },
    { label: t('club.invitation.email'), value: invitation.email },
    {
      label: t('club.invitation.language'),
      value: options.find((o) => o.value === invitation.language)?.text ?? invitation.language,
    },
  ];
  return (
    <>
      {sentTo && (
        <Alert tone="success" live="polite" description={t('club.invitation.success', { email: sentTo })} />
      )}
      <h3 className="font-semibold text-fg">{t('club.invitation.sentTitle')}</h3>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.label} className="min-w-0">
            <dt className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{row.label}</dt>
            <dd className="wrap-anywhere text-fg">{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-fg">
        {t('club.invitation.next', { date: formatDate(invitation.next_invitation_date, language) })}
      </p>
    </>
  );
}

function InvitationForm({
  languages,
  defaultLanguage,
  onCancel,
  onSend,
}: {
  languages: Option[];
  defaultLanguage: string;
  onCancel: () => void;
  onSend: InvitationSectionProps['onSend'];
}) {
  const t = useClubMessages();
  const documentTypes = useDocumentTypeOptions();
  const { saving: sending, failure, onSubmit } = useOneSave(t('club.invitation.failed'));
  const form = useForm<InvitationInput, unknown, InvitationInput>({
    resolver: zodResolver(invitationSchema),
    defaultValues: { ...invitationFields.empty, language: defaultLanguage },
    mode: 'onTouched',
    // The error summary takes focus after a failed send, not the first field.
    shouldFocusError: false,
  });
  const send = async (values: InvitationInput) => {
    const result = await onSend(toInvitationPayload(values));
    if (result.ok) return true;
    // A field error is no failure to retry: the field says what to change, and the error summary, which
    // lists it, takes the focus (as after the form's own errors).
    if (result.kind === 'field') form.setError(result.field, { message: result.message });
    return result.kind === 'field' || result;
  };

  return (
    <FormScope
      form={form}
      id="club-invitation"
      order={invitationFields.order}
      label={labelsFrom(invitationLabels, t)}
      translate={(id) => (isClubMessageId(id) ? t(id) : undefined)}
    >
      <form method="post" noValidate onSubmit={onSubmit(form, send)} className="flex flex-col gap-5">
        <NeedsJavaScript />
        <FormErrorSummary headingLevel={3} />
        {failure && <Alert tone="error" live="assertive" description={failure} />}
        <div className="grid gap-5 md:grid-cols-2">
          <FormTextField name="name" required autoComplete="off" />
          <FormTextField name="surname" required autoComplete="off" />
          <FormSelect name="documentType" options={documentTypes} required />
          <FormTextField name="documentNumber" required autoComplete="off" />
          <FormTextField name="email" type="email" required autoComplete="off" />
          <FormSelect name="language" options={languages} required />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={sending} loadingLabel={t('club.invitation.sending')}>
            {t('club.invitation.send')}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={sending}>
            {t('club.invitation.cancel')}
          </Button>
        </div>
      </form>
    </FormScope>
  );
}
