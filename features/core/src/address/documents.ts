import type { Language } from '../config/config';

/** SPEC §9: document types dni, passport and nif_cif; dni is the default. */
export const documentTypes = ['dni', 'passport', 'nif_cif'] as const;
export type DocumentType = (typeof documentTypes)[number];
export const defaultDocumentType: DocumentType = 'dni';

/**
 * SPEC §9: the option list depends on the locale; this table is the one place every form's document
 * select reads it from (docs/i18n-and-brands.md, "Document types by language", gives the reasons).
 * Spanish: a visitor who reads Spanish is most likely resident in Spain, so the national ID comes first
 * (it is the default), then the passport, then the tax number a self-employed person or a company bills
 * under. English: a visitor who reads English is most likely from abroad and carries a passport, so it
 * comes first, then the NIF/CIF (a foreigner's NIE is a NIF, a company's CIF); the DNI stays last, for
 * a resident who reads English and for the members whose DNI is on record (a type with no option
 * would show an empty select). Every language offers every type, so no stored document is lost.
 */
export const documentTypesByLanguage: Record<Language, readonly DocumentType[]> = {
  es: ['dni', 'passport', 'nif_cif'],
  en: ['passport', 'nif_cif', 'dni'],
  // The pseudo-language is English made longer: English's order, where the build has it (i18n.tsx's intlLocale).
  ...(import.meta.env.CEPA_PSEUDO_LANGUAGE === '1'
    ? { qps: ['passport', 'nif_cif', 'dni'] as const }
    : ({} as { qps: readonly DocumentType[] })),
};

/** A wire document type as one the forms know (an unknown one reads as the default). */
export function documentTypeOf(value: string): DocumentType {
  return documentTypes.find((type) => type === value) ?? defaultDocumentType;
}

/** SPEC §5, §9: for nif_cif the visitor says whether a person or a company is billed. */
export const entityTypes = ['person', 'company'] as const;
export type EntityType = (typeof entityTypes)[number];
