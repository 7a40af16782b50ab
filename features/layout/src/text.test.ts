import { describe, expect, it } from 'vitest';
import { htmlToRichParagraphs } from './text';

describe('htmlToRichParagraphs (the banner and the footer text)', () => {
  it.each([
    [
      '<p><strong>Casa Solera</strong>. Haro.</p><p>Bebe con moderación.</p>',
      [[{ text: 'Casa Solera', strong: true }, { text: '. Haro.' }], [{ text: 'Bebe con moderación.' }]],
    ],
    ['Uno<br>Dos<br/>Tres', [[{ text: 'Uno' }], [{ text: 'Dos' }], [{ text: 'Tres' }]]],
    ['<p>A &amp; B &lt;3 &#8364; &#x20AC; &nbsp;x</p>', [[{ text: 'A & B <3 € € x' }]]],
    [
      '<p>Una <em>cata</em> <b>y</b> <i>más</i></p>',
      [
        [
          { text: 'Una ' },
          { text: 'cata', em: true },
          { text: ' ' },
          { text: 'y', strong: true },
          { text: ' ' },
          { text: 'más', em: true },
        ],
      ],
    ],
    ['<img src=x onerror=alert(1)>', []],
    ['<!-- <p>oculto</p> -->', []],
    ['', []],
  ])('%s', (html, paragraphs) => {
    expect(htmlToRichParagraphs(html)).toEqual(paragraphs);
  });

  it('keeps links to a path of this site and to https pages', () => {
    expect(
      htmlToRichParagraphs(
        '<p>Ayuda <a href="/es/la-bodega">Más información</a> y <a href=\'https://example.org/ayudas?x=1&amp;y=2\'>la orden</a></p>',
      ),
    ).toEqual([
      [
        { text: 'Ayuda ' },
        { text: 'Más información', href: '/es/la-bodega' },
        { text: ' y ' },
        { text: 'la orden', href: 'https://example.org/ayudas?x=1&y=2' },
      ],
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'https://user:pass@evil.example/',
    '&#106;avascript:alert(1)',
  ])('keeps the words but no link for %s', (href) => {
    const [paragraph] = htmlToRichParagraphs(`<p><a href="${href}" onclick="x()">enlace</a></p>`);
    expect(paragraph).toEqual([{ text: 'enlace' }]);
  });

  it('drops scripts, styles and every attribute but a link’s address', () => {
    expect(
      htmlToRichParagraphs(
        `<script>alert(1)</script><style>p{}</style><p onclick="x()" style="color:red">Texto <a href="/x" onmouseover="y()">enlace</a></p>`,
      ),
    ).toEqual([[{ text: 'Texto ' }, { text: 'enlace', href: '/x' }]]);
  });
});
