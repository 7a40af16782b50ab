import { z } from 'zod';
import { sitePathSchema } from '@cepa/core';
import { sanitizeHtml } from './sanitize';
import { videoPlayerOf } from './video-player';

export { standInPlayerPath, videoHosts, videoPlayerOf } from './video-player';

/**
 * HTML from the content system, sanitised as it is parsed: what comes out of this schema is safe to
 * render (the server parses a page's blocks; the browser receives them parsed).
 */
const cmsHtml = z.string().transform(sanitizeHtml);

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
  /** HTML from the content system, sanitised. */
  html: cmsHtml,
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
  items: z.array(z.object({ title: z.string(), html: cmsHtml })).min(1),
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

export type Block = z.output<typeof blockSchema>;
/** A block as the content system sends it (its HTML not yet sanitised). */
export type BlockContent = z.input<typeof blockSchema>;
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
