import { useId, useState } from 'react';
import { useSetAtom } from 'jotai';
import { formatDate, parsePageData, useLanguage, useNavigate } from '@cepa/core';
import { useDocumentTypeOptions } from '@cepa/core/address';
import type { PageProps } from '@cepa/core/page';
import { useRemote } from '@cepa/core/remote';
import { Alert, Button } from '@cepa/ui';
import type { PersonalInformation } from '../../api';
import {
  personalInformationAtom,
  saveAddressAtom,
  savePersonalInformationAtom,
} from '../../atoms/personal-information';
import { BillingAddressForm } from '../../components/billing-address-form';
import { ClubPageShell } from '../../components/club-page-shell';
import { PersonalDataForm } from '../../components/personal-data-form';
import { useFocusBack } from '../../components/use-focus-back';
import {
  fromClubAddress,
  fromPersonalInformation,
  toClubAddressPayload,
  toPersonalInformationPatch,
} from '../../mappers';
import { useClubMessages } from '../../messages';
import { clubPageDataSchema } from '../../page-data';

type Row = { label: string; value: string };

function Facts({ rows }: { rows: Row[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.label} className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{row.label}</dt>
          <dd className="wrap-anywhere text-fg">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Personal information (SPEC §2, §4, §5): the member's data and the billing address, each shown, then
 * edited with cancel and save (the address added when there is none). Name, e-mail and document are
 * read-only, with the reason. A save that changes the language goes to the address the server gives.
 */
export default function PersonalInformationPage({ page }: Pick<PageProps, 'page'>) {
  const t = useClubMessages();
  const language = useLanguage();
  const data = parsePageData(page, clubPageDataSchema);
  // Loading while an answer is on its way (another language's, a retry): the sections start afresh.
  const [state, retry] = useRemote(personalInformationAtom, language, { afresh: true });

  return (
    <ClubPageShell
      title={page.title}
      navigation={data.navigation}
      current="club_personal_information"
      state={state.state}
      loadingMessage={t('club.personal.loading')}
      failedMessage={t('club.personal.loadFailed')}
      onRetry={retry}
    >
      {state.state === 'hasData' && (
        <div className="grid max-w-5xl gap-8 lg:grid-cols-2">
          <UserDataSection data={state.data} />
          <BillingSection data={state.data} />
        </div>
      )}
    </ClubPageShell>
  );
}

/** Shows a section's outcome and returns focus to its Edit/Add button after a cancel or a save. */
function useSectionEditing() {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const { opener, focusBack } = useFocusBack(editing);
  const close = (wasSaved: boolean) => {
    focusBack();
    setEditing(false);
    setSaved(wasSaved);
  };
  const open = () => {
    setSaved(false);
    setEditing(true);
  };
  return { editing, saved, opener, open, close };
}

function UserDataSection({ data }: { data: PersonalInformation }) {
  const t = useClubMessages();
  const language = useLanguage();
  const navigate = useNavigate();
  const titleId = useId();
  const documentTypes = useDocumentTypeOptions();
  const save = useSetAtom(savePersonalInformationAtom);
  const { editing, saved, opener, open, close } = useSectionEditing();
  const info = data.personal_information;
  const textOf = (options: { value: string; text: string }[], value: string | null) =>
    options.find((o) => o.value === value)?.text ?? (value || t('club.personal.none'));
  const fixed: Row[] = [
    { label: t('club.personal.memberNumber'), value: data.member_number },
    {
      label: t('club.personal.title'),
      value: info.title ? t(`club.personal.title.${info.title}`) : t('club.personal.none'),
    },
    { label: t('club.personal.name'), value: info.name },
    { label: t('club.personal.surname'), value: info.surname },
    { label: t('club.personal.email'), value: info.email },
    { label: t('club.personal.documentType'), value: textOf(documentTypes, info.document_type) },
    { label: t('club.personal.documentNumber'), value: info.document_number },
  ];
  const own: Row[] = [
    { label: t('club.personal.phoneNumber'), value: info.phone_number || t('club.personal.none') },
    {
      label: t('club.personal.birthday'),
      value: info.birthday ? formatDate(info.birthday, language) : t('club.personal.none'),
    },
    { label: t('club.personal.language'), value: textOf(data.options.language, info.language) },
    { label: t('club.personal.nationality'), value: textOf(data.options.country, info.nationality) },
    { label: t('club.personal.companyName'), value: info.company_name || t('club.personal.none') },
  ];
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-5 rounded-lg border border-border bg-surface p-5"
    >
      <h2 id={titleId} className="font-display text-xl font-semibold text-fg">
        {t('club.personal.userData')}
      </h2>
      <Facts rows={fixed} />
      <p className="text-sm text-fg-muted">{t('club.personal.blocked')}</p>
      {saved && <Alert tone="success" live="polite" description={t('club.personal.saved')} />}
      {editing ? (
        <PersonalDataForm
          defaultValues={fromPersonalInformation(info)}
          languages={data.options.language}
          countries={data.options.country}
          onCancel={() => close(false)}
          onSave={async (values) => {
            const result = await save({ patch: toPersonalInformationPatch(values), language });
            if (!result.ok) return result;
            if (result.goTo) navigate(result.goTo);
            else close(true);
            return true;
          }}
        />
      ) : (
        <>
          <Facts rows={own} />
          <div>
            <Button
              ref={opener}
              variant="secondary"
              onClick={open}
              aria-label={t('club.personal.editUserData')}
            >
              {t('club.personal.edit')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function BillingSection({ data }: { data: PersonalInformation }) {
  const t = useClubMessages();
  const titleId = useId();
  const documentTypes = useDocumentTypeOptions();
  const saveAddress = useSetAtom(saveAddressAtom);
  const { editing, saved, opener, open, close } = useSectionEditing();
  const address = data.address;
  const rows: Row[] = address
    ? [
        {
          label: t('club.personal.documentType'),
          value: documentTypes.find((o) => o.value === address.document_type)?.text ?? address.document_type,
        },
        { label: t('club.personal.documentNumber'), value: address.document_number },
        ...(address.company
          ? [{ label: t('club.personal.companyName'), value: address.company }]
          : [
              {
                label: t('club.personal.name'),
                value: `${address.first_name ?? ''} ${address.last_name ?? ''}`.trim(),
              },
            ]),
        { label: t('club.personal.email'), value: address.email },
        {
          label: t('club.personal.billing'),
          value: [
            address.line1,
            address.line2,
            `${address.postcode} ${address.locality}`,
            address.state,
            data.options.country.find((o) => o.value === address.country)?.text ?? address.country,
          ]
            .filter(Boolean)
            .join(', '),
        },
      ]
    : [];
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-5 rounded-lg border border-border bg-surface p-5"
    >
      <h2 id={titleId} className="font-display text-xl font-semibold text-fg">
        {t('club.personal.billing')}
      </h2>
      {saved && <Alert tone="success" live="polite" description={t('club.personal.saved')} />}
      {editing ? (
        <BillingAddressForm
          defaultValues={fromClubAddress(address, data.personal_information)}
          countries={data.options.country}
          postcodePatterns={data.country_postcode_regex_map}
          onCancel={() => close(false)}
          onSave={async (values) => {
            const result = await saveAddress(toClubAddressPayload(values));
            if (result === true) close(true);
            return result;
          }}
        />
      ) : (
        <>
          {address ? <Facts rows={rows} /> : <p className="text-fg-muted">{t('club.personal.noAddress')}</p>}
          <div>
            <Button
              ref={opener}
              variant="secondary"
              onClick={open}
              aria-label={address ? t('club.personal.editBilling') : undefined}
            >
              {t(address ? 'club.personal.edit' : 'club.personal.add')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
