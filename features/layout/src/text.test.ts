import { describe, expect, it } from 'vitest';
import { htmlToParagraphs } from './text';

describe('htmlToParagraphs', () => {
  it.each([
    [
      '<p><strong>Casa Solera</strong>. Haro.</p><p>Bebe con moderación.</p>',
      ['Casa Solera. Haro.', 'Bebe con moderación.'],
    ],
    ['Uno<br>Dos<br/>Tres', ['Uno', 'Dos', 'Tres']],
    ['<p>A &amp; B &lt;3 &#8364; &#x20AC; &nbsp;x</p>', ['A & B <3 € € x']],
    [
      '<script>alert(1)</script><p onclick="x()">Texto <a href="javascript:x">enlace</a></p>',
      ['Texto enlace'],
    ],
    ['<img src=x onerror=alert(1)>', []],
    ['', []],
  ])('%s', (html, paragraphs) => {
    expect(htmlToParagraphs(html)).toEqual(paragraphs);
  });
});
