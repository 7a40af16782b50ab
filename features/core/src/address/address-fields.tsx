import { FormSelect, FormTextField, type FormOption } from '../form/form-fields';
import { useDocumentTypeOptions } from './messages';

export type AddressFieldsProps = {
  countries: readonly FormOption[];
  regions: readonly FormOption[];
};

/**
 * The address form's fields (SPEC §3), bound to the surrounding `FormScope`; labels come from
 * `useAddressLabel()`, which the scope's `label` should use.
 */
export function AddressFields({ countries, regions }: AddressFieldsProps) {
  const documentTypes = useDocumentTypeOptions();
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <FormSelect name="documentType" options={documentTypes} required />
      <FormTextField name="documentNumber" required />
      <FormTextField name="company" autoComplete="organization" />
      <FormTextField name="name" required autoComplete="given-name" />
      <FormTextField name="surname" required autoComplete="family-name" />
      <FormTextField name="email" required type="email" autoComplete="email" />
      <FormTextField name="address" required autoComplete="address-line1" />
      <FormTextField name="optionalAddress" autoComplete="address-line2" />
      <FormSelect name="country" options={countries} required />
      <FormSelect name="region" options={regions} />
      <FormTextField name="postalCode" required autoComplete="postal-code" />
      <FormTextField name="locality" required autoComplete="address-level2" />
    </div>
  );
}
