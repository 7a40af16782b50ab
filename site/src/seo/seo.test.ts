import { describe, expect, it } from 'vitest';
import { pages as bookingPages } from '@cepa/booking';
import { pages as clubPages } from '@cepa/club';
import { pages as contentPages } from '@cepa/content';
import { pages as shopPages } from '@cepa/shop';
import { layoutPage } from '@cepa/layout/fake';
import { indexedPageTypes, robotsFor } from './robots';
import { mainImageOf, socialTags } from './social';

describe('which pages search engines may index', () => {
  it('decides every page type the site composes, none left indexed by default', () => {
    const composed = Object.keys({ ...contentPages, ...bookingPages, ...shopPages, ...clubPages }).sort();
    expect(Object.keys(indexedPageTypes).sort()).toEqual(composed);
  });

  it('keeps out the pages of a visitor’s own task or data, the login and the error pages', () => {
    for (const type of ['booking', 'booking_confirmation', 'basket', 'checkout', 'order_confirmation'])
      expect(robotsFor(type), type).toBe('noindex');
    for (const type of Object.keys(clubPages)) expect(robotsFor(type), type).toBe('noindex');
    expect(robotsFor(null)).toBe('noindex');
    for (const type of ['home', 'content', 'product', 'catalogue', 'press', 'contact', 'voucher_redemption'])
      expect(robotsFor(type), type).toBeUndefined();
    // A page type without a page of its own renders as a content page, and is indexed as one.
    expect(robotsFor('landing')).toBeUndefined();
  });
});

describe('a page’s social card', () => {
  const tags = (page: ReturnType<typeof layoutPage>, origin = 'https://www.casasolera.example') =>
    Object.fromEntries([
      ...socialTags(page, origin).map((tag) => ['property' in tag ? tag.property : tag.name, tag.content]),
    ]);

  it('says the page’s address, brand, languages and picture, on the configured origin', () => {
    const page = layoutPage({ language: 'es', path: '/es/la-bodega' });
    const card = tags(page);
    expect(card).toMatchObject({
      'og:type': 'website',
      'og:site_name': 'Casa Solera',
      'og:url': 'https://www.casasolera.example/es/la-bodega',
      'og:locale': 'es_ES',
      'og:locale:alternate': 'en_GB',
      'og:image': 'https://www.casasolera.example/social/solera.png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'Casa Solera',
      'twitter:card': 'summary_large_image',
    });
    expect(
      tags(layoutPage({ brand: 'brava', language: 'en' }), 'https://www.islabrava.example'),
    ).toMatchObject({
      'og:site_name': 'Isla Brava',
      'og:locale': 'en_GB',
      'og:image': 'https://www.islabrava.example/social/brava.png',
    });
    // The Spanish page; the tests have the pseudo-language too, written in English's locale.
    expect(
      socialTags(layoutPage({ brand: 'brava', language: 'en' }), 'https://www.islabrava.example')
        .filter((tag) => 'property' in tag && tag.property === 'og:locale:alternate')
        .map((tag) => tag.content),
    ).toEqual(['es_ES', 'en_GB']);
  });

  it('shows a wine’s own photograph when a social network can fetch it, the brand’s card otherwise', () => {
    const wine = (url: string) => ({
      ...layoutPage({ path: '/es/tienda/solera-crianza-2020' }),
      page_type: 'product',
      data: { product: { images: [{ url, alt: 'Botella de Solera Crianza 2020' }] } },
    });
    expect(mainImageOf(wine('/media/crianza.jpg'))).toEqual({
      url: '/media/crianza.jpg',
      alt: 'Botella de Solera Crianza 2020',
    });
    expect(tags(wine('/media/crianza.jpg'))).toMatchObject({
      'og:image': 'https://www.casasolera.example/media/crianza.jpg',
      'og:image:alt': 'Botella de Solera Crianza 2020',
    });
    expect(tags(wine('/media/crianza.jpg'))['og:image:width']).toBeUndefined();
    expect(mainImageOf(wine('data:image/svg+xml,%3Csvg%3E'))).toBeNull();
    expect(mainImageOf(wine('http://cdn.example/crianza.jpg'))).toBeNull();
    expect(tags(wine('data:image/svg+xml,x'))['og:image']).toBe(
      'https://www.casasolera.example/social/solera.png',
    );
  });

  it('names the picture before its size and what it shows (Open Graph reads them in that order)', () => {
    const order = socialTags(layoutPage(), 'https://www.casasolera.example').map((tag) =>
      'property' in tag ? tag.property : tag.name,
    );
    for (const detail of ['og:image:width', 'og:image:height', 'og:image:alt'])
      expect(order.indexOf('og:image'), detail).toBeLessThan(order.indexOf(detail));
  });
});
