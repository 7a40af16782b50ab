import { describe, expect, it } from 'vitest';
import { inPageAddress, type LinkFacts } from './links-in-waiting-parts';

const link = (href: string, facts: Partial<LinkFacts> = {}): LinkFacts => ({
  href,
  target: null,
  rel: null,
  download: false,
  ignored: false,
  ...facts,
});
const current = 'http://127.0.0.1:4173/es/tienda?page=2#vinos';

describe('inPageAddress', () => {
  it.each([
    ['/es/visitas', '/es/visitas'],
    ['/en/shop?category=red#top', '/en/shop?category=red#top'],
    ['http://127.0.0.1:4173/es/', '/es/'],
    ['solera-reserva-2016', '/es/solera-reserva-2016'],
    // The same page with another query is another page.
    ['/es/tienda?page=3#vinos', '/es/tienda?page=3#vinos'],
  ])('%s is shown in-page as %s', (href, expected) => {
    expect(inPageAddress(link(href), current)).toBe(expected);
  });

  it.each([
    ['another site', link('https://example.com/es/')],
    ['another port', link('http://127.0.0.1:9999/es/')],
    ['a scheme that is not a page', link('mailto:bodega@example.com')],
    ['a jump within the page', link('#main')],
    ['a jump within the page, written whole', link('/es/tienda?page=2#reservas')],
    ['a new tab', link('/es/visitas', { target: '_blank' })],
    ['a download', link('/media/ficha.pdf', { download: true })],
    ['rel="external"', link('/es/visitas', { rel: 'noopener external' })],
    ['data-vike="false"', link('/es/visitas', { ignored: true })],
  ])('%s is left to the browser', (_, facts) => {
    expect(inPageAddress(facts, current)).toBeNull();
  });

  it('a link to this frame (target _self) is shown in-page', () => {
    expect(inPageAddress(link('/es/visitas', { target: '_self' }), current)).toBe('/es/visitas');
  });
});
