import { describe, expect, it } from 'vitest';
import type { PageContent } from '@cepa/core';
import { fixturePage } from '../fake';
import { experienceCardsBlockSchema } from './components/schema';
import { experiencesStructuredData } from './structured-data';

const origin = 'https://www.casasolera.example';
const image = `${origin}/social/solera.png`;
type Json = Record<string, unknown>;
/** The structured data as JSON carries it (the site's head escapes it further: jsonLdText, tested there). */
const asJson = (things: unknown[]) => JSON.parse(JSON.stringify(things)) as Json[];

/** The experience cards a page shows, as its blocks give them. */
const cardsOf = (page: PageContent) =>
  page.blocks.flatMap((block) => {
    const parsed = experienceCardsBlockSchema.safeParse(block);
    return parsed.success ? parsed.data.cards : [];
  });

describe('the experiences’ structured data', () => {
  it('a Product for each experience card: its name, picture and AggregateOffer from its lowest price, leading to its booking', () => {
    const page = fixturePage('solera', 'es', 'experiences');
    const cards = cardsOf(page);
    expect(cards.length).toBeGreaterThan(0);
    const products = experiencesStructuredData({ page, origin, image });
    expect(asJson(products)).toEqual(products);
    expect(products).toHaveLength(cards.length);
    products.forEach((product, index) => {
      const card = cards[index]!;
      expect(product).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: card.title,
        description: card.text,
        sku: String(card.experience_id),
        // The fixtures' pictures are drawings in the page (data: addresses): the page's card stands in.
        image: [image],
        brand: { '@type': 'Brand', name: 'Casa Solera' },
        offers: {
          '@type': 'AggregateOffer',
          lowPrice: card.price_from!.toFixed(2),
          priceCurrency: 'EUR',
          url: `${origin}${card.booking_path}`,
        },
      });
    });
    expect((products[0]!.offers as Json).lowPrice).toBe('25.00');
    expect((products[0]!.offers as Json).url).toBe(`${origin}/es/reservar?experience=1`);
  });

  it('the card’s own picture when a search engine can fetch it; no offer without a price', () => {
    const page = fixturePage('brava', 'en', 'experiences');
    const card = (fields: Json) => ({
      experience_id: 9,
      title: 'Night harvest',
      text: 'Pick by torchlight.',
      booking_path: '/en/book?experience=9',
      ...fields,
    });
    const [photographed, drawn, scripted] = experiencesStructuredData({
      page: {
        ...page,
        blocks: [
          {
            type: 'experience_cards',
            cards: [
              card({ experience_id: 7, image_url: 'https://images.example/harvest.jpg' }),
              card({ experience_id: 8, image_url: 'data:image/svg+xml,<svg/>', price_from: 12.5 }),
              card({ experience_id: 9, image_url: 'javascript:alert(1)' }),
            ],
          },
        ],
      },
      origin,
      image,
    });
    expect(photographed!.image).toEqual(['https://images.example/harvest.jpg']);
    expect(photographed!.offers).toBeUndefined();
    expect(drawn!.image).toEqual([image]);
    expect(drawn!.offers).toMatchObject({ lowPrice: '12.50', priceCurrency: 'EUR' });
    expect(scripted!.image).toEqual([image]);
  });

  it('an experience shown twice is described once; a broken block and the other blocks give nothing', () => {
    const page = fixturePage('solera', 'en', 'home');
    const [cards] = page.blocks.filter((block) => (block as Json).type === 'experience_cards');
    const products = experiencesStructuredData({
      page: {
        ...page,
        blocks: [
          ...page.blocks,
          cards,
          { type: 'experience_cards', cards: [{ experience_id: 99, title: 'No booking page' }] },
          { type: 'experience_cards', cards: [] },
        ],
      },
      origin,
      image,
    });
    expect(products.map((product) => product.sku)).toEqual(cardsOf(page).map((c) => String(c.experience_id)));
    expect(experiencesStructuredData({ page: fixturePage('solera', 'en', 'winery'), origin, image })).toEqual(
      [],
    );
  });
});
