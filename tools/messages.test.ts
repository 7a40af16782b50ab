import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './messages';

describe('catalogueProblems', () => {
  it('finds keys in one language only, empty messages, unscoped ids and bad ICU', () => {
    expect(
      catalogueProblems(
        'layout',
        { 'layout.a': 'Hola', 'layout.b': '', 'shop.c': 'x', 'layout.d': '{count, plural, one {# x}' },
        { 'layout.a': 'Hello', 'layout.b': 'B', 'shop.c': 'x' },
      ),
    ).toEqual([
      'es.layout.b is empty',
      'es.shop.c is not scoped by "layout."',
      'layout.d exists in es only',
      expect.stringMatching(/^es\.layout\.d does not parse/),
      'en.shop.c is not scoped by "layout."',
    ]);
  });

  it('accepts a complete pair', () => {
    expect(catalogueProblems('club', { 'club.title': 'Mi club' }, { 'club.title': 'My club' })).toEqual([]);
  });
});

const features = path.resolve(__dirname, '../features');
const slices = fs
  .readdirSync(features)
  .filter(
    (slice) =>
      fs.existsSync(path.join(features, slice, 'src/messages/es.json')) ||
      fs.existsSync(path.join(features, slice, 'src/messages/en.json')),
  );

describe.runIf(slices.length > 0).each(slices)('%s message catalogues', (slice) => {
  it('have the same ids in Spanish and English, scoped, non-empty and valid ICU', () => {
    const read = (lang: string) => {
      const file = path.join(features, slice, `src/messages/${lang}.json`);
      return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {};
    };
    expect(catalogueProblems(slice, read('es'), read('en'))).toEqual([]);
  });
});
