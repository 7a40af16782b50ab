import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIntl } from '@formatjs/intl';
import { answerSiteLocalesAhead } from './known-locales';

const engines = {
  number: Intl.NumberFormat.supportedLocalesOf,
  date: Intl.DateTimeFormat.supportedLocalesOf,
};

afterEach(() => {
  Intl.NumberFormat.supportedLocalesOf = engines.number;
  Intl.DateTimeFormat.supportedLocalesOf = engines.date;
  vi.restoreAllMocks();
});

describe('answerSiteLocalesAhead', () => {
  it('answers for the site’s locales without asking the engine, and formats as before', () => {
    const number = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const date = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    answerSiteLocalesAhead();
    answerSiteLocalesAhead();
    expect(Intl.NumberFormat.supportedLocalesOf('es-ES')).toEqual(['es-ES']);
    expect(Intl.DateTimeFormat.supportedLocalesOf(['en-GB', 'en'])).toEqual(['en-GB', 'en']);
    const intl = createIntl({
      locale: 'es-ES',
      messages: { count: '{count, plural, one {# producto} other {# productos}}' },
    });
    expect(intl.formatMessage({ id: 'count' }, { count: 1234 })).toBe('1234 productos');
    expect(number).not.toHaveBeenCalled();
    expect(date).not.toHaveBeenCalled();
  });

  it('answers for the browser’s own language too, and a malformed tag still throws', () => {
    vi.stubGlobal('navigator', { language: 'de-DE', languages: ['de-DE', 'de'] });
    try {
      const date = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
      answerSiteLocalesAhead();
      expect(Intl.DateTimeFormat.supportedLocalesOf(['de-de'])).toEqual(['de-DE']);
      expect(() => Intl.DateTimeFormat.supportedLocalesOf(['not a locale'])).toThrow(RangeError);
      expect(date).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('leaves any other question to the engine', () => {
    answerSiteLocalesAhead();
    const number = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    expect(Intl.NumberFormat.supportedLocalesOf(['fr-FR'])).toEqual(engines.number(['fr-FR']));
    expect(Intl.NumberFormat.supportedLocalesOf(['es-ES', 'fr'])).toEqual(engines.number(['es-ES', 'fr']));
    expect(number).toHaveBeenCalledTimes(2);
  });

  it('without it, formatjs asks the engine (what the site spares the browser)', () => {
    const number = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    createIntl({ locale: 'es-ES', messages: {} });
    expect(number).toHaveBeenCalled();
  });
});
