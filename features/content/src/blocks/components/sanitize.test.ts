// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps formatting and safe links, drops scripts, handlers and unsafe addresses, each time it is asked', () => {
    const html =
      '<p onclick="x()">Hola <a href="javascript:alert(1)">x</a> <a href="https://example.com/">y</a></p><script>x()</script>';
    const clean = '<p>Hola <a>x</a> <a href="https://example.com/" rel="noopener noreferrer">y</a></p>';
    expect(sanitizeHtml(html)).toBe(clean);
    // Asked again (the next request for the page): the same safe text, never the input.
    expect(sanitizeHtml(html)).toBe(clean);
    expect(sanitizeHtml('<p>Otra</p><img src=x onerror="x()">')).toBe('<p>Otra</p>');
  });

  // Past the 500 texts kept: the oldest go, and each text is still made safe. A DOM parse each in jsdom
  // (about 5 ms on a loaded machine): a longer budget than a unit test's default.
  it('stays bounded: many different texts, each still made safe', { timeout: 30_000 }, () => {
    for (let i = 0; i < 520; i++)
      expect(sanitizeHtml(`<p>${i}</p><script>${i}</script>`)).toBe(`<p>${i}</p>`);
  });
});

describe('inline handlers', () => {
  it('are gone before any parser sees them, and the text that mentions one is left alone', () => {
    const seen: string[] = [];
    const parse = DOMParser.prototype.parseFromString;
    DOMParser.prototype.parseFromString = function (
      this: DOMParser,
      text: string,
      type: DOMParserSupportedType,
    ) {
      seen.push(text);
      return parse.call(this, text, type);
    };
    try {
      expect(sanitizeHtml('<p ONCLICK="x()">Usa onclick="x()" con cuidado</p><img src=x onerror=x()>')).toBe(
        '<p>Usa onclick="x()" con cuidado</p>',
      );
    } finally {
      DOMParser.prototype.parseFromString = parse;
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.join('')).not.toMatch(/<[^>]*\son\w+=/i);
  });
});
