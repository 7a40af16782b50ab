export {
  documentTypes,
  documentTypesByLanguage,
  documentTypeOf,
  defaultDocumentType,
  entityTypes,
  type DocumentType,
  type EntityType,
} from './documents';
export {
  documentFields,
  addressFields,
  addressSchema,
  emptyAddressForm,
  addressWithEntityFields,
  addressWithEntitySchema,
  billsCompany,
  withEntity,
  withPostcodeCheck,
  type AddressFieldName,
  type AddressFormInput,
  type AddressFormValues,
  type AddressWithEntityInput,
  type AddressSchemaOptions,
  type PostalAddressInput,
  type PostcodePatterns,
} from './schema';
export {
  addressPayloadSchema,
  firstCountry,
  spainFirst,
  type AddressPayload,
  type AddressPayloadInput,
  type PostalAddressPayload,
} from './wire';
export { toAddressPayload, fromAddressPayload, normalisedEmail } from './mappers';
export {
  useAddressMessages,
  useAddressLabel,
  useDocumentTypeOptions,
  type AddressLabelName,
} from './messages';
export {
  AddressFields,
  type AddressFieldsProps,
  type AddressNames,
  type AddressSection,
} from './address-fields';
