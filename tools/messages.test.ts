import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, descriptionProblems, unusedMessages } from './messages';
import {
  catalogueFolders,
  exportedTranslations,
  formatjsBin,
  jsonText,
  languages,
  readFlat,
  root,
  splitTranslations,
  translationsDir,
} from './messages-catalogues.mjs';

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

describe('descriptionProblems', () => {
  it('finds a message without a description, a description of no message, and one out of order', () => {
    expect(
      descriptionProblems(
        { 'shop.a': 'Cesta', 'shop.b': 'Pagar', 'shop.c': 'Seguir' },
        { 'shop.a': 'Basket', 'shop.b': 'Pay', 'shop.c': 'Continue', 'shop.d': 'Only in English' },
        {
          'shop.c': 'Basket page: the link back',
          'shop.a': 'Header: the basket',
          'shop.b': ' ',
          'shop.x': 'x',
        },
      ),
    ).toEqual([
      'shop.b has no description',
      'shop.d has no description',
      'the description of shop.x names a message the catalogue does not have',
      "descriptions.json is not in es.json's order",
    ]);
  });

  it("finds a description that does not name one of the message's placeholders or tags, in either language", () => {
    expect(
      descriptionProblems(
        {
          'shop.a': '{count, plural, one {{count} botella} other {{count} botellas}} de {name}',
          'shop.b': 'Acepto las <terms>condiciones</terms>',
        },
        { 'shop.a': '{count} bottles', 'shop.b': 'I accept the <terms>terms</terms> of {brand}' },
        { 'shop.a': 'Basket: the lines. {count}: how many bottles', 'shop.b': 'Checkout: the terms box' },
      ),
    ).toEqual([
      'the description of shop.a does not say what {name} is',
      'the description of shop.b does not say what <terms> is',
      'the description of shop.b does not say what {brand} is',
    ]);
  });

  it('finds a description that is not valid ICU', () => {
    expect(
      descriptionProblems({ 'club.a': 'Hola' }, { 'club.a': 'Hi' }, { 'club.a': 'The {greeting' }),
    ).toEqual([expect.stringMatching(/^the description of club\.a is not valid ICU/)]);
  });

  it('accepts a described catalogue', () => {
    expect(
      descriptionProblems(
        { 'club.a': 'Hola, {name}', 'club.b': 'Acepto la <privacy>política</privacy>' },
        { 'club.a': 'Hi, {name}', 'club.b': 'I accept the <privacy>policy</privacy>' },
        {
          'club.a': "Club home: the greeting. {name}: the member's first name",
          'club.b': 'Invitation: the consent box; <privacy>…</privacy> links to the privacy policy',
        },
      ),
    ).toEqual([]);
  });
});

const catalogues = catalogueFolders();
const relative = (dir: string) => path.relative(root, dir);

it('finds the message catalogues, nested ones too', () => {
  expect(catalogues.map(({ dir }) => relative(dir))).toEqual(
    expect.arrayContaining([
      'site/src/messages',
      'features/shop/src/messages',
      'features/layout/src/messages/shell',
    ]),
  );
});

describe.each(catalogues.map(({ scope, dir }) => ({ scope, dir, folder: relative(dir) })))(
  '$folder',
  ({ scope, dir }) => {
    const [es, en, descriptions] = ['es', 'en', 'descriptions'].map((name) =>
      readFlat(path.join(dir, `${name}.json`)),
    );

    it('has the same ids in Spanish and English, scoped, non-empty and valid ICU', () => {
      expect(catalogueProblems(scope, es!, en!)).toEqual([]);
    });

    it('describes each message for the translator, naming its placeholders (descriptions.json)', () => {
      expect(descriptionProblems(es!, en!, descriptions!)).toEqual([]);
    });
  },
);

it('gives each id to one catalogue only (an imported translation goes back by id)', () => {
  const owners = new Map<string, string[]>();
  for (const { dir } of catalogues)
    for (const id of Object.keys(readFlat(path.join(dir, 'es.json'))))
      owners.set(id, [...(owners.get(id) ?? []), relative(dir)]);
  expect([...owners].filter(([, dirs]) => dirs.length > 1)).toEqual([]);
});

describe('unusedMessages', () => {
  it('finds an id no source names, by a literal or through a template literal’s fixed parts', () => {
    const sources = [
      't(\'shop.basket.title\'); const ids = { a: "shop.basket.empty" };',
      't(`content.lists.${kind}.empty`); t(`core.payment.errors.${code}`);',
      // A template with more than an id in it (a sentence, a path) names no id.
      'const path = `/es/${slug}.pageContext.json`;',
    ];
    expect(
      unusedMessages(
        [
          'shop.basket.title',
          'shop.basket.empty',
          'shop.basket.other',
          'content.lists.press.empty',
          'content.lists.press.count',
          'core.payment.errors.declined',
          'core.payment.errors',
        ],
        sources,
      ),
    ).toEqual(['shop.basket.other', 'content.lists.press.count', 'core.payment.errors']);
  });
});

/**
 * Every message is named by the code that shows it: the site's and the slices' sources, their stories, tests and
 * the embedded backend's fixtures left out (a message only a story names is shown on no screen of the site).
 */
it('sends the translators only messages a screen shows', () => {
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) =>
        entry.name === 'node_modules'
          ? []
          : entry.isDirectory()
            ? files(path.join(dir, entry.name))
            : [path.join(dir, entry.name)],
      );
  const sources = ['features', 'ui/src', 'site/src', 'site/server']
    .flatMap((dir) => files(path.join(root, dir)))
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .filter((file) => !file.split(path.sep).includes('fake'))
    .map((file) => fs.readFileSync(file, 'utf8'));
  expect(sources.length).toBeGreaterThan(200);
  const ids = catalogues.flatMap(({ dir }) => Object.keys(readFlat(path.join(dir, 'es.json'))));
  expect(
    unusedMessages(ids, sources),
    'messages no code shows: use them, or remove them from every catalogue',
  ).toEqual([]);
});

/** A file of translations/: id -> the message and its description. */
type TranslationFile = Record<string, { message: string; description: string }>;

describe('translations/', () => {
  const exported = exportedTranslations();
  // What `pnpm messages:import` reads from a translated file: formatjs's own reading of the format.
  const compiled = new Map<string, Record<string, string>>();
  const compile = (lang: string) => {
    if (!compiled.has(lang)) {
      const file = path.join(translationsDir, `${lang}.json`);
      const output = execFileSync(formatjsBin, ['compile', file, '--format', 'crowdin'], {
        encoding: 'utf8',
      });
      compiled.set(lang, JSON.parse(output) as Record<string, string>);
    }
    return compiled.get(lang)!;
  };

  it.each(languages)('%s.json is the catalogues as they are (else run pnpm messages:extract)', (lang) => {
    const file = path.join(translationsDir, `${lang}.json`);
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    const committed: TranslationFile = text ? JSON.parse(text) : {};
    const current = exported[lang]!;
    const differing = [...new Set([...Object.keys(committed), ...Object.keys(current)])].filter(
      (id) => JSON.stringify(committed[id]) !== JSON.stringify(current[id]),
    );
    expect(differing, `translations/${lang}.json is stale: run pnpm messages:extract`).toEqual([]);
    expect(
      text === jsonText(current),
      `translations/${lang}.json is out of order: run pnpm messages:extract`,
    ).toBe(true);
  });

  it.each(languages)('%s.json reads back through formatjs compile into the same catalogues', (lang) => {
    const { catalogues: split, problems } = splitTranslations(compile(lang), lang);
    expect(problems).toEqual([]);
    for (const { file, messages } of split)
      expect(jsonText(messages), relative(file)).toBe(fs.readFileSync(file, 'utf8'));
  });

  it('refuses, in an import, an id no catalogue has and a missing one', () => {
    const { 'shop.product.back': _dropped, ...translated } = compile('en');
    expect(splitTranslations({ ...translated, 'shop.nowhere': 'Nowhere' }, 'en').problems).toEqual([
      'shop.nowhere is in no catalogue (no messages/es.json has it)',
      'shop.product.back is missing: every catalogue needs all its messages in each language',
    ]);
  });

  it('passes formatjs verify: every key in each language, the same placeholders and tags as the Spanish', () => {
    const files = languages.map((lang) => path.join(translationsDir, `${lang}.json`));
    const flags = ['--missing-keys', '--extra-keys', '--structural-equality'];
    const verify = spawnSync(formatjsBin, ['verify', '--source-locale', 'es', ...flags, ...files], {
      encoding: 'utf8',
    });
    expect({ status: verify.status, problems: verify.stderr }).toEqual({ status: 0, problems: '' });
  });
});
