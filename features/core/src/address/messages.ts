import { defineMessages } from '../i18n';
import type { Language } from '../config/config';
import { documentTypesByLanguage } from './documents';
import es from './messages/es.json';
import en from './messages/en.json';

export const useAddressMessages = defineMessages({ es, en });
type AddressMessageId = keyof typeof es & string;

/** The label of a person or address field (`name`, `postalCode`, ...), or undefined for another. */
export function useAddressLabel() {
  const t = useAddressMessages();
  return (name: string): string | undefined => {
    const id = `core.address.${name}`;
    return id in es ? t(id as AddressMessageId) : undefined;
  };
}

/** The document types offered in `language`, with their names (SPEC §9). */
export function useDocumentTypeOptions(language?: Language) {
  const t = useAddressMessages();
  return documentTypesByLanguage[language ?? t.language].map((value) => ({
    value,
    text: t(`core.address.documentType.${value}` as AddressMessageId),
  }));
}
