import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Language } from '../config/config';
import { I18nProvider } from '../i18n';
import { defaultDocumentType, documentTypes } from './documents';
import { useDocumentTypeOptions } from './messages';

/** The options every form's document select offers, as a visitor reads them, in `language`. */
function optionsIn(language: Language): string[] {
  let seen: string[] = [];
  function Probe() {
    seen = useDocumentTypeOptions().map((option) => `${option.value}: ${option.text}`);
    return null;
  }
  renderToString(
    <I18nProvider language={language}>
      <Probe />
    </I18nProvider>,
  );
  return seen;
}

describe('document types by language (SPEC §9: the option list depends on the locale)', () => {
  it('offers a Spanish reader the DNI first, then the passport and the NIF/CIF', () => {
    expect(optionsIn('es')).toEqual(['dni: DNI', 'passport: Pasaporte', 'nif_cif: NIF/CIF']);
  });

  it('offers an English reader, most likely from abroad, the passport first and the DNI last', () => {
    expect(optionsIn('en')).toEqual(['passport: Passport', 'nif_cif: NIF/CIF', 'dni: DNI (Spanish ID)']);
  });

  it('keeps every type in both languages (a stored document always has its option) and dni the default', () => {
    for (const language of ['es', 'en'] as const) {
      expect(
        optionsIn(language)
          .map((option) => option.split(':')[0])
          .sort(),
      ).toEqual([...documentTypes].sort());
    }
    expect(defaultDocumentType).toBe('dni');
  });
});
