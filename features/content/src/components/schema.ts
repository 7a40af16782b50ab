import { z } from 'zod';
import { config, sitePathSchema } from '@cepa/core';

/** The video players the content system embeds: https only, these hosts exactly. */
export const videoHosts = ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com'] as const;

/**
 * The embedded backend's stand-in player (no network, no script), a page of the site itself. It is a
 * player address only while the embedded backend answers; a real content system's videos are on
 * `videoHosts`.
 */
export const standInPlayerPath = '/players/stand-in.html';

/** The kind of player an address is, or null when the video block may not load it into a frame. */
export function videoPlayerOf(value: string): 'hosted' | 'stand-in' | null {
  if (config.embeddedBackend && value === standInPlayerPath) return 'stand-in';
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && (videoHosts as readonly string[]).includes(url.hostname) && !url.port
      ? 'hosted'
      : null;
  } catch {
    return null;
  }
}

/** A link the content system may place on the site: a path of this site, checked as the browser will follow it. */
const sitePath = sitePathSchema;

export const heroBlockSchema = z.object({
  type: z.literal('hero'),
  title: z.string(),
  text: z.string().optional(),
  image_url: z.string().optional(),
});

export const richTextBlockSchema = z.object({
  type: z.literal('rich_text'),
  /** HTML from the content system: always sanitised before it is rendered. */
  html: z.string(),
});

export const carouselBlockSchema = z.object({
  type: z.literal('carousel'),
  title: z.string().optional(),
  slides: z
    .array(
      z.object({
        title: z.string(),
        text: z.string().optional(),
        image_url: z.string().optional(),
        link: z.object({ label: z.string(), path: sitePath }).optional(),
      }),
    )
    .min(1),
});

/** The dropdown blocks (SPEC §1): titles that open a panel of HTML. */
export const dropdownBlockSchema = z.object({
  type: z.literal('dropdown'),
  items: z.array(z.object({ title: z.string(), html: z.string() })).min(1),
});

export const quoteSliderBlockSchema = z.object({
  type: z.literal('quote_slider'),
  title: z.string().optional(),
  quotes: z.array(z.object({ text: z.string(), author: z.string() })).min(1),
});

export const videoBlockSchema = z.object({
  type: z.literal('video'),
  title: z.string(),
  poster_url: z.string().optional(),
  embed_url: z
    .string()
    .refine((value) => videoPlayerOf(value) !== null, 'Not an address of an allowed video player'),
});

export const experienceCardsBlockSchema = z.object({
  type: z.literal('experience_cards'),
  title: z.string().optional(),
  cards: z
    .array(
      z.object({
        experience_id: z.number(),
        title: z.string(),
        text: z.string(),
        /** Lowest price in euro; the card reads "desde 25,00 €". */
        price_from: z.number().optional(),
        image_url: z.string().optional(),
        /** The experience's booking page, where the book button leads, e.g. "/es/reservar?experience=3". */
        booking_path: sitePath,
      }),
    )
    .min(1),
});

export const blockSchema = z.discriminatedUnion('type', [
  heroBlockSchema,
  richTextBlockSchema,
  carouselBlockSchema,
  dropdownBlockSchema,
  quoteSliderBlockSchema,
  videoBlockSchema,
  experienceCardsBlockSchema,
]);

export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block['type'];
export type HeroBlock = z.infer<typeof heroBlockSchema>;
export type RichTextBlock = z.infer<typeof richTextBlockSchema>;
export type CarouselBlock = z.infer<typeof carouselBlockSchema>;
export type DropdownBlock = z.infer<typeof dropdownBlockSchema>;
export type QuoteSliderBlock = z.infer<typeof quoteSliderBlockSchema>;
export type VideoBlock = z.infer<typeof videoBlockSchema>;
export type ExperienceCardsBlock = z.infer<typeof experienceCardsBlockSchema>;

export const blockTypes = blockSchema.options.map((option) => option.shape.type.value);

/**
 * Parses a page's blocks one by one. A block of an unknown type, or one that breaks the contract,
 * is left out and reported through `onSkip` (a console warning by default): the rest of the page
 * still renders.
 */
export function parseBlocks(
  raw: readonly unknown[],
  onSkip: (index: number, reason: string) => void = (index, reason) =>
    console.warn(`[content] block ${index} skipped: ${reason}`),
): Block[] {
  const blocks: Block[] = [];
  raw.forEach((candidate, index) => {
    const result = blockSchema.safeParse(candidate);
    if (result.success) {
      blocks.push(result.data);
      return;
    }
    const type =
      candidate && typeof candidate === 'object' && 'type' in candidate ? String(candidate.type) : 'none';
    onSkip(
      index,
      (blockTypes as string[]).includes(type)
        ? `invalid "${type}" block: ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`
        : `unknown block type "${type}"`,
    );
  });
  return blocks;
}
