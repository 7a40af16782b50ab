import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath, sameSitePath } from './safe-next';

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
    // Dot segments and encodings a browser resolves to another host.
    '/.//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/x/..//evil.example',
    '/x/%2e%2e//evil.example',
    '/\t/evil.example',
    '/\x00/evil.example',
    '/%2f%2fevil.example',
    '/%5c%5cevil.example',
    '/\u3000/evil.example',
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

describe('sameSitePath', () => {
  it.each([
    ['/es/reservar?experience=3#top', '/es/reservar?experience=3#top'],
    ['/es/a/../b', '/es/b'],
    ['/es/./b', '/es/b'],
  ])('keeps %s as the path the browser follows', (value, expected) => {
    expect(sameSitePath(value)).toBe(expected);
  });

  it('takes the path of an absolute address on the site’s own origin, and refuses any other origin', () => {
    const site = 'https://www.casasolera.es';
    expect(sameSitePath('https://www.casasolera.es/es/reservar?x=1', site)).toBe('/es/reservar?x=1');
    expect(sameSitePath('https://evil.example/x', site)).toBeNull();
    expect(sameSitePath('http://www.casasolera.es/es/', site)).toBeNull();
    expect(sameSitePath('https://www.casasolera.es.evil.example/', site)).toBeNull();
    // Without the site's origin only paths are taken.
    expect(sameSitePath('https://www.casasolera.es/es/')).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example/x',
    '//evil.example',
    '/\\evil.example',
    '/.//evil.example',
    '/x/..//evil.example',
    'es/reservar',
    '',
    42,
    null,
    undefined,
    {},
  ])('refuses %j', (value) => {
    expect(sameSitePath(value)).toBeNull();
  });
});
