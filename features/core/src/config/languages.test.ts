import { describe, expect, it } from 'vitest';
import { intlLocale, languageNames } from '../i18n/i18n';
import { pageContentSchema } from '../page/page-content';
import { rumBeaconSchema } from '../rum/beacon';
import { languages as translatorsLanguages } from '../../../../tools/messages-catalogues.mjs';
import { pseudoMessageText } from '@cepa/ui';
import { alternatesOf, languages, pseudoLanguage } from './config';

/**
 * The site's languages are one list (`languages`); what depends on them follows it (ARCHITECTURE.md, "A
 * language, added"). Each list here is read from what the code uses, so one written by hand beside the list
 * (a third language missing from it) fails.
 */
describe('the languages, one list', () => {
  const accepted = (parse: (language: string) => boolean) =>
    [...languages, 'fr', 'de', 'es-ES'].filter((language) => parse(language));

  it('gives each language the locale its numbers and dates are written in, and its name in itself', () => {
    expect(Object.keys(intlLocale)).toEqual([...languages]);
    expect(Object.keys(languageNames)).toEqual([...languages]);
    expect(languageNames).toEqual({ es: 'Español', en: 'English', qps: '[Ƥşḗḗŭŭḓǿǿ]' });
  });

  it('has the pseudo-language where the build says so (the tests), written as its catalogues write', () => {
    expect(import.meta.env.CEPA_PSEUDO_LANGUAGE).toBe('1');
    expect([...languages]).toEqual(['es', 'en', pseudoLanguage]);
    expect(languageNames[pseudoLanguage]).toBe(pseudoMessageText('Pseudo'));
  });

  it('is what the page content’s alternates and the real visitors’ beacons accept, and nothing else', () => {
    const beacon = (language: string) =>
      rumBeaconSchema.safeParse({
        page_type: 'content',
        brand: 'solera',
        language,
        device: 'phone',
        navigation: 'navigate',
        metrics: [{ name: 'CLS', value: 0 }],
      }).success;
    expect(accepted(beacon)).toEqual([...languages]);
    const alternates = pageContentSchema.shape.alternates;
    expect(accepted((language) => alternates.safeParse([{ language, path: '/x' }]).success)).toEqual([
      ...languages,
    ]);
  });

  it('is the list the translators’ files are written for, the source language first, but the pseudo one', () => {
    expect([...translatorsLanguages]).toEqual(languages.filter((language) => language !== pseudoLanguage));
  });

  it('gives a page its versions in every other language, and only those', () => {
    for (const language of languages)
      expect(alternatesOf(language, (other) => `/${other}/`)).toEqual(
        languages
          .filter((other) => other !== language)
          .map((other) => ({ language: other, path: `/${other}/` })),
      );
    expect(alternatesOf('es', (other) => `/${other}/`).map((alternate) => alternate.language)).not.toContain(
      'es',
    );
  });
});
