import { describe, expect, it, vi } from 'vitest';
import { parseBlocks, standInPlayerPath, videoPlayerOf } from './schema';

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
    ['https://www.youtube-nocookie.com/embed/abc?autoplay=1', 'hosted'],
    ['https://www.youtube.com/embed/abc', 'hosted'],
    ['https://player.vimeo.com/video/1', 'hosted'],
    [standInPlayerPath, 'stand-in'],
    ['http://www.youtube.com/embed/abc', null],
    ['https://www.youtube.com:8443/embed/abc', null],
    ['https://www.youtube.com.evil.example/embed/abc', null],
    ['https://evil.example/www.youtube.com', null],
    ['https://player.example/embed/1', null],
    ['data:text/html;charset=utf-8,%3Cscript%3Ealert(1)%3C/script%3E', null],
    ['javascript:alert(1)', null],
    ['/players/other.html', null],
  ])('the player address %s is %s', (value, kind) => expect(videoPlayerOf(value)).toBe(kind));

  it('takes the stand-in player only while the embedded backend answers', () => {
    const before = process.env.CEPA_BACKEND_EMBEDDED;
    try {
      delete process.env.CEPA_BACKEND_EMBEDDED;
      expect(videoPlayerOf(standInPlayerPath)).toBeNull();
    } finally {
      process.env.CEPA_BACKEND_EMBEDDED = before;
    }
  });

  it('drops a video block whose player address is not allowed', () => {
    const video = { type: 'video', title: 'Vendimia', embed_url: 'data:text/html,<script>alert(1)</script>' };
    expect(parseBlocks([video])).toEqual([]);
  });
});
