import { describe, expect, it } from 'vitest';
import es from './messages/es.json';
import en from './messages/en.json';

describe('layout messages', () => {
  it('have the same ids in both languages, all scoped by layout.', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
    for (const id of Object.keys(es)) expect(id.startsWith('layout.')).toBe(true);
  });
});
