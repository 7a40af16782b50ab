import { useFormContext, useWatch } from 'react-hook-form';
import { FormSelect, FormTextField, type FormOption } from '../form/form-fields';
import { FormRadioGroup } from '../form/form-radio-group';
import type { EntityType } from './documents';
import { useDocumentTypeOptions } from './messages';
import { addressWithEntityFields, billsCompany, withEntity, type AddressWithEntityInput } from './schema';

/**
 * The address a form's autofill tokens name (HTML's `autocomplete` sections): the checkout asks for a
 * shipping and a billing address on one page, so the browser must not fill one with the other.
 */
export type AddressSection = 'shipping' | 'billing';

/**
 * Whom the address names, and in which order the form asks:
 * - `companyFirst`: an optional company, then first and last name and e-mail (the booking's billing);
 * - `companyLast`: first and last name, e-mail (and the phone), then an optional company (the checkout);
 * - `personOrCompany`: for nif_cif the person/company choice (`entities`, its options), then a
 *   company's name or a person's first and last name, whichever is billed and then required, then the
 *   e-mail (SPEC §5, the club's billing address; the form holds `AddressWithEntityInput`).
 */
export type AddressNames = 'companyFirst' | 'companyLast' | 'personOrCompany';

export type AddressFieldsProps = {
  countries: readonly FormOption[];
  /** The region's choices, shown as a select; without them the region is typed. */
  regions?: readonly FormOption[];
  /** The document type and number first (a billing address; a shipping address has none). */
  document?: boolean;
  /** The phone after the e-mail (the shop's shipping address). */
  phone?: boolean;
  /** Prefixes the autofill tokens of the address's own fields (not the e-mail's and phone's). */
  section?: AddressSection;
} & (
  | { names: Exclude<AddressNames, 'personOrCompany'> }
  | {
      names: 'personOrCompany';
      /** The person/company choice's options, in the form's words. */
      entities: readonly FormOption[];
    }
);

/**
 * The address form's fields (SPEC §3), bound to the surrounding `FormScope`, which names them (its
 * `label`; `useAddressLabel()` has the core's words) and lays them out: they come as siblings, for
 * the form's own grid or column. Each keeps its form key as name (the scope's id before it), so the
 * server's HTML, what was typed before hydration and the error summary find it.
 */
export function AddressFields(props: AddressFieldsProps) {
  const { countries, regions, document: asksDocument = false, phone = false, section } = props;
  const token = (name: string) => (section ? `${section} ${name}` : name);
  const email = <FormTextField name="email" required type="email" autoComplete="email" />;
  const personNames = (
    <>
      <FormTextField name="name" required autoComplete={token('given-name')} />
      <FormTextField name="surname" required autoComplete={token('family-name')} />
    </>
  );
  const company = <FormTextField name="company" autoComplete={token('organization')} />;
  return (
    <>
      {asksDocument && <DocumentFields />}
      {props.names === 'companyFirst' && (
        <>
          {company}
          {personNames}
          {email}
        </>
      )}
      {props.names === 'companyLast' && (
        <>
          {personNames}
          {email}
          {phone && <FormTextField name="phoneNumber" required type="tel" autoComplete="tel" />}
          {company}
        </>
      )}
      {props.names === 'personOrCompany' && (
        <>
          <PersonOrCompany entities={props.entities} token={token} personNames={personNames} />
          {email}
        </>
      )}
      <FormTextField name="address" required autoComplete={token('address-line1')} />
      <FormTextField name="optionalAddress" autoComplete={token('address-line2')} />
      <FormSelect name="country" options={countries} required />
      {regions ? (
        <FormSelect name="region" options={regions} />
      ) : (
        <FormTextField name="region" autoComplete={token('address-level1')} />
      )}
      <FormTextField name="postalCode" required autoComplete={token('postal-code')} />
      <FormTextField name="locality" required autoComplete={token('address-level2')} />
    </>
  );
}

function DocumentFields() {
  const documentTypes = useDocumentTypeOptions();
  return (
    <>
      <FormSelect name="documentType" options={documentTypes} required />
      <FormTextField name="documentNumber" required />
    </>
  );
}

/**
 * SPEC §5: for nif_cif the person/company choice; a company's name (then required) or a person's first
 * and last name. Changing the choice clears the names and the company (the core's `withEntity`), as
 * it is made, so no render shows the new choice with the old values.
 */
function PersonOrCompany({
  entities,
  token,
  personNames,
}: {
  entities: readonly FormOption[];
  token: (name: string) => string;
  personNames: React.ReactNode;
}) {
  const form = useFormContext<AddressWithEntityInput>();
  const [documentType, entity] = useWatch({ control: form.control, name: ['documentType', 'entity'] });
  const chooseEntity = (chosen: string) => {
    const values = form.getValues();
    const next = withEntity(values, chosen as EntityType);
    for (const name of addressWithEntityFields.order) {
      if (next[name] !== values[name]) form.setValue(name, next[name]);
    }
  };
  return (
    <>
      {documentType === 'nif_cif' && (
        <FormRadioGroup
          name="entity"
          options={entities}
          orientation="horizontal"
          required
          onChoose={chooseEntity}
        />
      )}
      {billsCompany({ documentType, entity }) ? (
        <FormTextField name="company" required autoComplete={token('organization')} />
      ) : (
        personNames
      )}
    </>
  );
}
