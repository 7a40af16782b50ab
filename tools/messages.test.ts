import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueProblems } from './messages';

describe('catalogueProblems', () => {
  it('finds keys in one language only, empty messages, unscoped ids and bad ICU', () => {
    expect(
      catalogueProblems(
        'layout',
        { 'layout.a': 'Hola', 'layout.b': '', 'shop.c': 'x', 'layout.d': '{count, plural, one {x}' },
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

  it('finds a number formatted through Intl.NumberFormat: a plural\'s "#", a number argument', () => {
    expect(
      catalogueProblems(
        'shop',
        {
          'shop.a': '{count, plural, one {# botella} other {# botellas}}',
          'shop.b': 'Quedan {count, number}',
          'shop.c': '{count, plural, one {{count} botella} other {{count} botellas}}',
        },
        { 'shop.a': 'x', 'shop.b': 'y', 'shop.c': '{count, plural, one {<b>#</b>} other {x}}' },
      ),
    ).toEqual([
      expect.stringMatching(/^es\.shop\.a formats a number through Intl\.NumberFormat/),
      expect.stringMatching(/^es\.shop\.b formats a number through Intl\.NumberFormat/),
      expect.stringMatching(/^en\.shop\.c formats a number through Intl\.NumberFormat/),
    ]);
  });

  it('accepts a complete pair', () => {
    expect(catalogueProblems('club', { 'club.title': 'Mi club' }, { 'club.title': 'My club' })).toEqual([]);
  });
});

const root = path.resolve(__dirname, '..');
/** Every catalogue folder: each slice's (any `messages` folder under its src), and the site's own. */
const catalogues = [
  ...fs.readdirSync(path.join(root, 'features')).flatMap((slice) =>
    fs
      .readdirSync(path.join(root, 'features', slice, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((entry) => path.basename(entry) === 'messages')
      .map((dir) => ({ scope: slice, dir: path.join(root, 'features', slice, 'src', dir) })),
  ),
  { scope: 'site', dir: path.join(root, 'site/src/messages') },
].filter(({ dir }) => fs.existsSync(path.join(dir, 'es.json')) || fs.existsSync(path.join(dir, 'en.json')));

it('finds the message catalogues', () => {
  expect(catalogues.map((c) => c.scope)).toContain('site');
});

describe.each(catalogues)('$scope message catalogues', ({ scope, dir }) => {
  it('have the same ids in Spanish and English, scoped, non-empty and valid ICU', () => {
    const read = (lang: string) => {
      const file = path.join(dir, `${lang}.json`);
      return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {};
    };
    expect(catalogueProblems(scope, read('es'), read('en'))).toEqual([]);
  });
});
