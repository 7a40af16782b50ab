import { describe, expect, it } from 'vitest';
import { brandOfHost, languageOfPath } from './route';

describe('languageOfPath', () => {
  it.each([
    ['/es/', 'es'],
    ['/en/visits', 'en'],
    ['/', null],
    ['/login', null],
    ['/fr/x', null],
    ['/english', null],
  ])('%s → %s', (path, language) => {
    expect(languageOfPath(path)).toBe(language);
  });
});

describe('brandOfHost', () => {
  it.each([
    ['brava.localhost', 'brava'],
    ['solera.localhost', 'solera'],
    ['127.0.0.1', 'solera'],
    ['www.bravas.example', 'solera'],
  ])('%s → %s', (host, brand) => {
    expect(brandOfHost(host, 'solera')).toBe(brand);
  });
});
