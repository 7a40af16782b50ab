import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AddressFields,
  addressWithEntityFields,
  addressWithEntitySchema,
  useAddressLabel,
  type AddressWithEntityInput,
} from '@cepa/core/address';
import { FormErrorSummary, FormScope, NeedsJavaScript, type FormOption } from '@cepa/core/form';
import { Alert, Button } from '@cepa/ui';
import { isClubMessageId, useClubMessages } from '../messages';
import type { SaveFailure } from '../errors';
import { useOneSave } from './use-one-save';

export type BillingAddressFormProps = {
  defaultValues: AddressWithEntityInput;
  countries: readonly FormOption[];
  postcodePatterns: Readonly<Record<string, string>>;
  onCancel: () => void;
  /** Saves; resolves false or why when the save failed (the form keeps what was typed). */
  onSave: (values: AddressWithEntityInput) => Promise<boolean | SaveFailure>;
};

/**
 * The club address form (SPEC §5): document type and number, for nif_cif the person/company choice
 * (changing it clears the names and the company), a company's name or a person's, e-mail, address,
 * country, region, postcode (checked against the country's expression) and locality.
 */
export function BillingAddressForm({
  defaultValues,
  countries,
  postcodePatterns,
  onCancel,
  onSave,
}: BillingAddressFormProps) {
  const t = useClubMessages();
  const addressLabel = useAddressLabel();
  const { saving, failure, onSubmit } = useOneSave(t('club.personal.saveFailed'));
  const form = useForm<AddressWithEntityInput>({
    resolver: zodResolver(addressWithEntitySchema({ postcodePatterns })),
    defaultValues,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  // The company's name shows only when it is required (billing a company): not the optional one's label.
  const label = (name: string) =>
    name === 'entity'
      ? t('club.personal.entity')
      : name === 'company'
        ? t('club.personal.companyName')
        : (addressLabel(name) ?? name);
  const entities: FormOption[] = [
    { value: 'person', text: t('club.personal.entity.person') },
    { value: 'company', text: t('club.personal.entity.company') },
  ];

  return (
    <FormScope
      form={form}
      id="club-billing"
      order={addressWithEntityFields.order}
      label={label}
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
        <AddressFields document names="personOrCompany" entities={entities} countries={countries} />
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
