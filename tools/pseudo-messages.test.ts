import fs from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { defineMessages } from '@cepa/core';
import { pseudoCatalogue, pseudoMessage, pseudoText } from './pseudo-messages';

/** How the site formats a catalogue's messages (`defineMessages`, `@cepa/core`), in English's locale. */
const intlOf = (messages: Record<string, unknown>) =>
  defineMessages({ es: messages, en: messages, qps: messages }).intlFor('en');

const format = (message: string, values?: Record<string, unknown>) =>
  intlOf({ m: pseudoMessage(parse(message)) }).formatMessage(
    { id: 'm' },
    values as Record<string, string>,
  ) as string;

describe('the pseudo-language’s messages', () => {
  it('writes every letter accented, once each, and doubles the vowels', () => {
    expect(pseudoText('Book now')).toBe('Ɓǿǿǿǿķ ƞǿǿẇ');
    const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const written = [...letters].map((letter) =>
      pseudoText(letter).slice(0, pseudoText(letter).length / (/[aeiou]/i.test(letter) ? 2 : 1)),
    );
    expect(written.every((char) => [...char].length === 1 && !letters.includes(char))).toBe(true);
    expect(new Set(written).size).toBe(52);
    // Digits, spaces and punctuation stay as they are.
    expect(pseudoText('12:30, 5 €!')).toBe('12:30, 5 €!');
  });

  it('brackets the whole message and keeps its placeholders, plurals, selects and tags working', () => {
    expect(format('Hello {name}', { name: 'Ana' })).toBe('[Ħḗḗŀŀǿǿ Ana]');
    expect(format('{count, plural, one {# bottle} other {# bottles}}', { count: 3 })).toBe('[3 ƀǿǿŧŧŀḗḗş]');
    expect(format('{kind, select, gift {A gift} other {A visit}}', { kind: 'gift' })).toBe('[ȦȦ ɠīīƒŧ]');
    expect(format('Read <b>this</b>', { b: (chunks: string[]) => `*${chunks.join('')}*` })).toBe(
      '[Řḗḗȧȧḓ *ŧħīīş*]',
    );
  });

  it('makes the English catalogue a third longer or more, and every message bracketed', () => {
    const english = JSON.parse(
      fs.readFileSync(new URL('../features/booking/src/messages/en.json', import.meta.url), 'utf8'),
    ) as Record<string, string>;
    const compiled = Object.fromEntries(Object.entries(english).map(([id, text]) => [id, parse(text)]));
    const pseudo = pseudoCatalogue(compiled);
    expect(Object.keys(pseudo)).toEqual(Object.keys(english));
    const intl = intlOf(pseudo);
    const plainIds = Object.keys(english).filter((id) => !/[{<]/.test(english[id]!));
    let before = 0;
    let after = 0;
    for (const id of plainIds) {
      before += english[id]!.length;
      after += intl.formatMessage({ id }).length - 2;
    }
    expect(after / before).toBeGreaterThan(1.3);
    for (const id of plainIds) expect(intl.formatMessage({ id })).toMatch(/^\[.*\]$/s);
  });
});
