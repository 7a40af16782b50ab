import { describe, expect, it } from 'vitest';
import {
  changeFilter,
  changePage,
  formatListQuery,
  normaliseCategories,
  parseListQuery,
  requestKey,
  subcategoryBelongs,
  toApiQuery,
  type CategoryOption,
} from './query';

const categories: CategoryOption[] = [
  {
    id: 31,
    name: 'Bodega',
    subcategories: [
      { id: 311, name: 'Barricas' },
      { id: 312, name: 'Embotellado' },
    ],
  },
  { id: 32, name: 'Viñedo', subcategories: [{ id: 321, name: 'Poda' }] },
];

describe('the address query of a list', () => {
  it.each([
    // kind, address, page, filters
    ['press', '', 1, {}],
    ['press', '?year=2024&p=2', 2, { year: '2024' }],
    [
      'press',
      'year=2024&category=awards&locale=en&p=3',
      3,
      { year: '2024', category: 'awards', locale: 'en' },
    ],
    // Malformed values are dropped, never an error.
    ['press', '?year=24&p=-1', 1, {}],
    ['press', '?year=2024&p=abc', 1, { year: '2024' }],
    ['press', '?category=<script>&locale=español', 1, {}],
    ['press', '?p=0', 1, {}],
    ['press', '?p=99999999', 1, {}],
    ['press', '?p=120000', 9999, {}],
    // Another list's filters mean nothing here.
    ['press', '?cat_id=11', 1, {}],
    ['projects', '?cat_id=11&p=2', 2, { cat_id: '11' }],
    ['projects', '?cat_id=0', 1, {}],
    ['projects', '?cat_id=1e3', 1, {}],
    ['videos', '?cat_id=31&subcat_id=311', 1, { cat_id: '31', subcat_id: '311' }],
  ] as const)('%s %s is page %s with %j', (kind, address, page, filters) => {
    expect(parseListQuery(kind, address)).toEqual({ page, filters });
  });

  it('writes filters in a fixed order and p only past page 1, and reads back the same', () => {
    const query = { page: 2, filters: { locale: 'en', year: '2024' } };
    expect(formatListQuery('press', query)).toBe('?year=2024&locale=en&p=2');
    expect(parseListQuery('press', formatListQuery('press', query))).toEqual(query);
    expect(formatListQuery('press', { page: 1, filters: {} })).toBe('');
    expect(formatListQuery('videos', { page: 1, filters: { subcat_id: '311', cat_id: '31' } })).toBe(
      '?cat_id=31&subcat_id=311',
    );
  });

  it('goes back to page 1 when a filter changes, and keeps the other filters', () => {
    const query = { page: 3, filters: { year: '2024' } };
    expect(changeFilter('press', query, 'category', 'awards')).toEqual({
      page: 1,
      filters: { year: '2024', category: 'awards' },
    });
    expect(changeFilter('press', query, 'year', undefined)).toEqual({ page: 1, filters: {} });
  });

  it('clamps a page change to 1 and up', () => {
    expect(changePage({ page: 2, filters: {} }, 0)).toEqual({ page: 1, filters: {} });
    expect(changePage({ page: 2, filters: {} }, 3.7)).toEqual({ page: 3, filters: {} });
  });

  it('sends the language and brand, and the videos call cat_id or subcat_id, never both', () => {
    expect(toApiQuery('press', { page: 2, filters: { year: '2024' } }, 'en', 'brava')).toEqual({
      p: '2',
      year: '2024',
      language_code: 'en',
      branding: 'brava',
    });
    expect(
      toApiQuery('videos', { page: 1, filters: { cat_id: '31', subcat_id: '311' } }, 'es', 'solera'),
    ).toEqual({
      p: '1',
      subcat_id: '311',
      language_code: 'es',
      branding: 'solera',
    });
    expect(toApiQuery('videos', { page: 1, filters: { cat_id: '31' } }, 'es', 'solera')).toMatchObject({
      cat_id: '31',
    });
  });

  it('names a request by its call, whatever the order of the query', () => {
    expect(requestKey('press', { p: '1', year: '2024' })).toBe(requestKey('press', { year: '2024', p: '1' }));
    expect(requestKey('press', { p: '1' })).not.toBe(requestKey('projects', { p: '1' }));
  });
});

describe('a subcategory belongs to its category', () => {
  it('knows which subcategories are a category’s', () => {
    expect(subcategoryBelongs(categories, '31', '311')).toBe(true);
    expect(subcategoryBelongs(categories, '32', '311')).toBe(false);
    expect(subcategoryBelongs(categories, undefined, '311')).toBe(false);
  });

  it.each([
    // filters in, filters out
    [
      { cat_id: '31', subcat_id: '311' },
      { cat_id: '31', subcat_id: '311' },
    ],
    // A subcategory of another category is dropped.
    [{ cat_id: '32', subcat_id: '311' }, { cat_id: '32' }],
    // A subcategory alone brings its category.
    [{ subcat_id: '321' }, { cat_id: '32', subcat_id: '321' }],
    // Unknown ones are dropped.
    [{ cat_id: '99' }, {}],
    [{ subcat_id: '999' }, {}],
    [
      { cat_id: '99', subcat_id: '311' },
      { cat_id: '31', subcat_id: '311' },
    ],
  ])('%j becomes %j', (filters, expected) => {
    expect(normaliseCategories(filters, categories)).toEqual(expected);
  });

  it('reads an address with the rule applied, and a new category drops the subcategory', () => {
    expect(parseListQuery('videos', '?cat_id=32&subcat_id=311&p=2', categories)).toEqual({
      page: 2,
      filters: { cat_id: '32' },
    });
    const query = { page: 2, filters: { cat_id: '31', subcat_id: '311' } };
    expect(changeFilter('videos', query, 'cat_id', '32', categories)).toEqual({
      page: 1,
      filters: { cat_id: '32' },
    });
    expect(changeFilter('videos', query, 'subcat_id', '312', categories)).toEqual({
      page: 1,
      filters: { cat_id: '31', subcat_id: '312' },
    });
  });

  it.each([
    // What the filters' form sends without JavaScript: every field, "all" as an empty value.
    ['?cat_id=&subcat_id=321', {}],
    ['?cat_id=31&subcat_id=321', { cat_id: '31' }],
    ['?cat_id=32&subcat_id=321', { cat_id: '32', subcat_id: '321' }],
    ['?cat_id=32&subcat_id=', { cat_id: '32' }],
    // A subcategory alone (no cat_id at all, as a shared link may be) still brings its category.
    ['?subcat_id=321', { cat_id: '32', subcat_id: '321' }],
  ])(
    'reads the form without JavaScript: %s is %j (all categories drop the subcategory)',
    (address, filters) => {
      expect(parseListQuery('videos', address, categories)).toEqual({ page: 1, filters });
    },
  );

  it('reads the press form without JavaScript: empty fields are no filter', () => {
    expect(parseListQuery('press', '?year=2024&category=&locale=')).toEqual({
      page: 1,
      filters: { year: '2024' },
    });
  });

  it('drops a projects category the page does not offer', () => {
    expect(parseListQuery('projects', '?cat_id=99', [{ id: 11, name: 'Enología' }])).toEqual({
      page: 1,
      filters: {},
    });
  });
});
