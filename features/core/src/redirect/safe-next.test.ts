import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it.each([
    ['/', '/'],
    ['/club/my-club', '/club/my-club'],
    ['/es/tienda/vino?category=tintos#top', '/es/tienda/vino?category=tintos#top'],
    ['/en/book%20now', '/en/book%20now'],
  ])('keeps the same-site path %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    'https://evil.example',
    'http://evil.example/club',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '%252F%252Fevil.example',
    '/%5Cevil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' /club',
    '/club\n',
    '/\tevil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    'data:text/html,hi',
    'evil.example',
    '',
    null,
    undefined,
    '%E0%A4%A',
  ])('rejects %j', (next) => {
    expect(safeNextPath(next as string | null)).toBe('/');
  });

  it('uses the fallback given', () => {
    expect(safeNextPath('//evil.example', '/es/')).toBe('/es/');
  });
});

describe('loginPathFor', () => {
  it('carries the original full path in next', () => {
    expect(loginPathFor('/es/club/pedidos?page=2')).toBe('/login?next=%2Fes%2Fclub%2Fpedidos%3Fpage%3D2');
  });
});
