import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FormErrorSummary,
  FormMaskedField,
  FormScope,
  FormSelect,
  FormTextField,
  NeedsJavaScript,
  labelsFrom,
  type FormOption,
} from '@cepa/core/form';
import { Alert, Button } from '@cepa/ui';
import { birthdayMask } from '../birthday';
import {
  personalInformationFields,
  personalInformationFormSchema,
  personalInformationLabels,
  type PersonalInformationInput,
} from '../forms';
import { isClubMessageId, useClubMessages } from '../messages';
import type { SaveFailure } from '../errors';
import { useOneSave } from './use-one-save';

export type PersonalDataFormProps = {
  defaultValues: PersonalInformationInput;
  languages: readonly FormOption[];
  countries: readonly FormOption[];
  onCancel: () => void;
  /** Saves; resolves false or why when the save failed (the form keeps what was typed). */
  onSave: (values: PersonalInformationInput) => Promise<boolean | SaveFailure>;
};

/** The member's own data that may change (SPEC §5): phone, birthday (dd / mm / yyyy), language, nationality, company. */
export function PersonalDataForm({
  defaultValues,
  languages,
  countries,
  onCancel,
  onSave,
}: PersonalDataFormProps) {
  const t = useClubMessages();
  const { saving, failure, onSubmit } = useOneSave(t('club.personal.saveFailed'));
  const form = useForm<PersonalInformationInput>({
    resolver: zodResolver(personalInformationFormSchema),
    defaultValues,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  return (
    <FormScope
      form={form}
      id="club-personal"
      order={personalInformationFields.order}
      label={labelsFrom(personalInformationLabels, t)}
      translate={(id) => (isClubMessageId(id) ? t(id) : undefined)}
    >
      <form
        method="post"
        noValidate
        onSubmit={onSubmit(form, onSave)}
        className="flex max-w-[540px] flex-col gap-5"
      >
        <NeedsJavaScript />
        <FormErrorSummary headingLevel={3} />
        {failure && <Alert tone="error" live="assertive" description={failure} />}
        <FormTextField name="phoneNumber" type="tel" required autoComplete="tel" />
        <FormMaskedField name="birthday" mask={birthdayMask} description={t('club.personal.birthdayHint')} />
        <FormSelect name="language" options={languages} required />
        <FormSelect name="nationality" options={countries} />
        <FormTextField name="companyName" autoComplete="organization" />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={saving}>
            {t('club.personal.save')}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={saving}>
            {t('club.personal.cancel')}
          </Button>
        </div>
      </form>
    </FormScope>
  );
}
