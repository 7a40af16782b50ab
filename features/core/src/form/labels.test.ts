import { describe, expect, it } from 'vitest';
import { labelsFrom } from './labels';

describe('labelsFrom', () => {
  const catalogue = { 'x.name': 'Nombre', 'x.email': 'Correo electrónico' } as const;
  const label = labelsFrom({ name: 'x.name', email: 'x.email' } as const, (id) => catalogue[id]);

  it.each([
    ['name', 'Nombre'],
    ['email', 'Correo electrónico'],
    // Only the map's own names: nothing inherited from Object.prototype.
    ['toString', 'toString'],
    ['comments', 'comments'],
  ])('%s is labelled %s', (name, text) => {
    expect(label(name)).toBe(text);
  });
});
