import { describe, expect, it } from 'vitest';
import { typeaheadMatch } from './typeahead';

const items = ['Mis pedidos', 'Mis datos', 'Mis preferencias', 'Cerrar sesión'];

describe('typeaheadMatch', () => {
  it.each([
    { case: 'a letter moves to the next item starting with it', current: 0, search: '', key: 'm', index: 1 },
    { case: 'the same letter again moves on', current: 1, search: 'm', key: 'm', index: 2 },
    { case: 'and wraps round', current: 2, search: 'mm', key: 'm', index: 0 },
    { case: 'case and accents do not matter', current: 3, search: '', key: 'M', index: 0 },
    { case: 'with no focused item, from the top', current: -1, search: '', key: 'c', index: 3 },
    { case: 'letters together search from the current item', current: 1, search: 'mis', key: ' ', index: 1 },
    { case: 'letters together find the item', current: 1, search: 'mis ', key: 'p', index: 2 },
    { case: 'a letter that extends no match starts afresh', current: 1, search: 'mm', key: 'c', index: 3 },
  ])('$case', ({ current, search, key, index }) => {
    expect(typeaheadMatch(items, current, search, key)?.index).toBe(index);
  });

  it('keeps the search that matched', () => {
    expect(typeaheadMatch(items, 1, 'mm', 'c')).toEqual({ index: 3, search: 'c' });
    expect(typeaheadMatch(items, 1, 'mis ', 'p')).toEqual({ index: 2, search: 'mis p' });
  });

  it('finds nothing for a letter no item starts with', () => {
    expect(typeaheadMatch(items, 0, '', 'z')).toBeUndefined();
    expect(typeaheadMatch([], -1, '', 'a')).toBeUndefined();
  });

  it('matches accented labels by their base letters', () => {
    expect(typeaheadMatch(['España', 'Mónaco', 'Noruega'], 0, '', 'm')?.index).toBe(1);
    expect(typeaheadMatch(['Austria', 'Émiratos'], 0, '', 'e')?.index).toBe(1);
  });
});
