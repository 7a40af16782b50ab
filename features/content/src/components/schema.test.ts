import { describe, expect, it, vi } from 'vitest';
import { isSafeEmbedUrl, parseBlocks } from './schema';

describe('parseBlocks', () => {
  it('keeps valid blocks in order and skips unknown types and broken blocks, logging each', () => {
    const onSkip = vi.fn();
    const blocks = parseBlocks(
      [
        { type: 'hero', title: 'Hola' },
        { type: 'newsletter_teaser', title: '?' },
        { type: 'rich_text' },
        'not a block',
        { type: 'dropdown', items: [{ title: 'A', html: '<p>B</p>' }] },
      ],
      onSkip,
    );
    expect(blocks.map((b) => b.type)).toEqual(['hero', 'dropdown']);
    expect(onSkip).toHaveBeenCalledTimes(3);
    expect(onSkip).toHaveBeenCalledWith(1, 'unknown block type "newsletter_teaser"');
    expect(onSkip).toHaveBeenCalledWith(2, expect.stringMatching(/^invalid "rich_text" block/));
  });

  it('logs a warning by default instead of throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseBlocks([{ type: 'mystery' }])).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('rejects book and slide links that leave the site or run script', () => {
    const card = (booking_path: string) => ({
      type: 'experience_cards',
      cards: [{ experience_id: 1, title: 'T', text: 'X', booking_path }],
    });
    const skipped = vi.fn();
    const parsed = parseBlocks(
      [
        card('/es/reservar?experience=3'),
        card('javascript:alert(1)'),
        card('//evil.example/'),
        card('https://evil.example/'),
      ],
      skipped,
    );
    expect(parsed).toHaveLength(1);
    expect(skipped).toHaveBeenCalledTimes(3);
  });
});

describe('link and player address checks', () => {
  it.each([
    ['/es/reservar?experience=3', true],
    ['/', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['/.//evil.example', false],
    ['javascript:alert(1)', false],
    ['https://example.com/', false],
  ])('a block link to %s is kept: %s', (path, kept) => {
    const [block] = parseBlocks([
      {
        type: 'experience_cards',
        title: 'Experiencias',
        cards: [{ experience_id: 1, title: 'Cata', text: 'En la bodega', booking_path: path }],
      },
    ]);
    expect(block !== undefined).toBe(kept);
  });

  it.each([
    ['https://player.example/embed/1', true],
    ['data:text/html;charset=utf-8,%3Cp%3Ex', true],
    ['http://player.example/embed/1', false],
    ['javascript:alert(1)', false],
    ['data:image/svg+xml,x', false],
  ])('isSafeEmbedUrl(%s) is %s', (value, expected) => expect(isSafeEmbedUrl(value)).toBe(expected));
});
