import { defineMessages } from '../i18n';
import type { Language } from '../config/config';
import { documentTypesByLanguage, type DocumentType } from './documents';
import type { AddressFieldName } from './schema';
import es from './messages/es.json';
import en from './messages/en.json';
import qps from './messages/qps.json';

export const useAddressMessages = defineMessages({ es, en, qps });
type AddressMessageId = keyof typeof es & string;

/** The person and address fields the core names: every field of the address form, the entity and a phone. */
export type AddressLabelName = AddressFieldName | 'entity' | 'phoneNumber';

const addressLabels = {
  documentType: 'core.address.documentType',
  documentNumber: 'core.address.documentNumber',
  entity: 'core.address.entity',
  company: 'core.address.company',
  name: 'core.address.name',
  surname: 'core.address.surname',
  email: 'core.address.email',
  phoneNumber: 'core.address.phoneNumber',
  address: 'core.address.address',
  optionalAddress: 'core.address.optionalAddress',
  country: 'core.address.country',
  region: 'core.address.region',
  postalCode: 'core.address.postalCode',
  locality: 'core.address.locality',
} as const satisfies Record<AddressLabelName, AddressMessageId>;

/** The label of a person or address field (`name`, `postalCode`, ...), or undefined for another. */
export function useAddressLabel() {
  const t = useAddressMessages();
  return (name: string): string | undefined =>
    Object.prototype.hasOwnProperty.call(addressLabels, name)
      ? t(addressLabels[name as AddressLabelName])
      : undefined;
}

/** Each document type's name (SPEC §9): a type without one fails the type check. */
const documentTypeNames = {
  dni: 'core.address.documentType.dni',
  passport: 'core.address.documentType.passport',
  nif_cif: 'core.address.documentType.nif_cif',
} as const satisfies Record<DocumentType, AddressMessageId>;

/** The document types offered in `language`, with their names (SPEC §9). */
export function useDocumentTypeOptions(language?: Language) {
  const t = useAddressMessages();
  return documentTypesByLanguage[language ?? t.language].map((value) => ({
    value,
    text: t(documentTypeNames[value]),
  }));
}
