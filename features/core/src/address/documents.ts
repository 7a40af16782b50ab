import type { Language } from '../config/config';

/** SPEC §9: document types dni, passport and nif_cif; dni is the default. */
export const documentTypes = ['dni', 'passport', 'nif_cif'] as const;
export type DocumentType = (typeof documentTypes)[number];
export const defaultDocumentType: DocumentType = 'dni';

/**
 * SPEC §9: the option list depends on the locale. SPEC does not say how, so both languages offer
 * every type, the default first; this table is the one place to change it.
 */
export const documentTypesByLanguage: Record<Language, readonly DocumentType[]> = {
  es: documentTypes,
  en: documentTypes,
};

/** A wire document type as one the forms know (an unknown one reads as the default). */
export function documentTypeOf(value: string): DocumentType {
  return documentTypes.find((type) => type === value) ?? defaultDocumentType;
}

/** SPEC §5, §9: for nif_cif the visitor says whether a person or a company is billed. */
export const entityTypes = ['person', 'company'] as const;
export type EntityType = (typeof entityTypes)[number];
