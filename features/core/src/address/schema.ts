import type { z } from 'zod';
import { choiceField, defineFields, textField, type FieldSpec } from '../form/fields';
import {
  documentNumberCheck,
  documentNumberMatchesType,
  formErrorIds,
  matchesPostcode,
  rules,
} from '../form/rules';
import { defaultDocumentType, documentTypes, entityTypes } from './documents';

/** The document fields every person form starts with (booking visitor, billing, invitation). */
export const documentFields = {
  documentType: choiceField(documentTypes, rules.oneOf(documentTypes), defaultDocumentType),
  documentNumber: textField(rules.required()),
};

/**
 * The address of SPEC §3 in the form's keys (booking billing, checkout shipping and billing, the
 * club address form, member checkout data): listed once, in the order the form shows them.
 */
export const addressFields = defineFields({
  ...documentFields,
  company: textField(rules.optional()),
  name: textField(rules.required()),
  surname: textField(rules.required()),
  email: textField(rules.email()),
  address: textField(rules.required()),
  optionalAddress: textField(rules.optional()),
  country: textField(rules.required(), 'ES'),
  region: textField(rules.optional()),
  postalCode: textField(rules.required()),
  locality: textField(rules.required()),
});
export type AddressFieldName = (typeof addressFields.order)[number];

/** Each country's postcode expression by country code (SPEC §3 `postcode_regex`). */
export type PostcodePatterns = Readonly<Record<string, string>>;

/**
 * SPEC §5: the postcode matches the country's regular expression when a country is set. The check
 * runs as soon as the country and the postcode are valid, even while other fields are still empty, so
 * it is listed with the rest after the first submit.
 */
export function withPostcodeCheck<S extends z.ZodType<{ country: string; postalCode: string }>>(
  schema: S,
  patterns: PostcodePatterns = {},
): S {
  return schema.refine((value) => matchesPostcode(value.postalCode, patterns[value.country]), {
    path: ['postalCode'],
    error: formErrorIds.postcode,
    when: (payload) =>
      !payload.issues.some((issue) => ['country', 'postalCode'].includes(String(issue.path?.[0]))),
  });
}

export type AddressSchemaOptions = {
  /** Each country's postcode expression by country code (SPEC §3 `postcode_regex`). */
  postcodePatterns?: PostcodePatterns;
};

/** The address form's schema: every field's rule, the dni check and the country's postcode check. */
export function addressSchema({ postcodePatterns = {} }: AddressSchemaOptions = {}) {
  return withPostcodeCheck(
    addressFields.schema.refine(documentNumberMatchesType, documentNumberCheck),
    postcodePatterns,
  );
}
export type AddressFormInput = z.input<typeof addressFields.schema>;
export type AddressFormValues = z.output<typeof addressFields.schema>;
/** The address without the document (the shop's shipping address): where, and to whom. */
export type PostalAddressInput = Omit<AddressFormInput, 'documentType' | 'documentNumber'>;
export const emptyAddressForm: AddressFormInput = addressFields.empty;

/**
 * The address with the person/company choice (SPEC §5, club address form): for nif_cif the visitor
 * picks person or company; a company needs its name, a person (and dni, passport) a first and last
 * name. The names are optional field by field and required by the choice.
 */
export const addressWithEntityFields = defineFields({
  ...documentFields,
  entity: choiceField(entityTypes, rules.oneOf(entityTypes), 'person'),
  company: addressFields.fields.company,
  name: textField(rules.optional()),
  surname: textField(rules.optional()),
  email: addressFields.fields.email,
  address: addressFields.fields.address,
  optionalAddress: addressFields.fields.optionalAddress,
  country: addressFields.fields.country,
  region: addressFields.fields.region,
  postalCode: addressFields.fields.postalCode,
  locality: addressFields.fields.locality,
} satisfies Record<string, FieldSpec>);

export type AddressWithEntityInput = z.input<typeof addressWithEntityFields.schema>;

/** Whether the form bills a company: nif_cif with the company choice. */
export function billsCompany(value: { documentType: string; entity: string }): boolean {
  return value.documentType === 'nif_cif' && value.entity === 'company';
}

export function addressWithEntitySchema({ postcodePatterns = {} }: AddressSchemaOptions = {}) {
  return withPostcodeCheck(
    addressWithEntityFields.schema.refine(documentNumberMatchesType, documentNumberCheck),
    postcodePatterns,
  ).superRefine((value, context) => {
    const required = billsCompany(value) ? (['company'] as const) : (['name', 'surname'] as const);
    for (const name of required) {
      if (!value[name]) context.addIssue({ code: 'custom', path: [name], message: formErrorIds.required });
    }
  });
}

/** SPEC §5: changing person/company clears first name, last name and company. */
export function withEntity<V extends AddressWithEntityInput>(value: V, entity: V['entity']): V {
  return value.entity === entity ? value : { ...value, entity, name: '', surname: '', company: '' };
}
