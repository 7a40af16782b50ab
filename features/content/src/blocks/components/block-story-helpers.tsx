import type { Brand, Language } from '@cepa/core';
import { fixturePage } from '../fake/fixtures';
import { preloadBlockParser, preloadInteractiveBlocks, preloadSanitizer } from './block-renderer';
import { parseBlocks, type Block, type BlockType } from './schema';

/**
 * Story loaders: the code the site loads apart (the interactive blocks, and the block parser and
 * sanitiser of pages that parse in the browser) is in before a story renders, so it renders at once,
 * as a server-rendered page shows it.
 */
export const blockCodeLoaders = [
  async () => {
    await Promise.all([preloadInteractiveBlocks(), preloadBlockParser(), preloadSanitizer()]);
    return {};
  },
];

export const storyVariants = [
  ['SoleraSpanish', 'solera', 'es'],
  ['SoleraEnglish', 'solera', 'en'],
  ['BravaSpanish', 'brava', 'es'],
  ['BravaEnglish', 'brava', 'en'],
] as const satisfies readonly (readonly [string, Brand, Language])[];

/** The first block of a type on a fixture page (the home page holds every type), parsed as the renderer does. */
export function fixtureBlock<T extends BlockType>(
  type: T,
  brand: Brand,
  language: Language,
): Extract<Block, { type: T }> {
  const block = parseBlocks(fixturePage(brand, language, 'home').blocks).find((b) => b.type === type);
  if (!block) throw new Error(`No ${type} block on the ${brand}/${language} home page`);
  return block as Extract<Block, { type: T }>;
}

/** Story settings for one brand and language: the brand theme and the story's language. */
export function variant(brand: Brand, language: Language) {
  return { parameters: { brand }, globals: { locale: language } };
}

/** A story of a block type's fixture block for one brand and language. */
export function blockStory<T extends BlockType>(type: T, brand: Brand, language: Language) {
  return { ...variant(brand, language), args: { block: fixtureBlock(type, brand, language) } };
}
