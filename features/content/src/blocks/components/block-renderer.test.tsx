import { prerender } from 'react-dom/static';
import { beforeAll, describe, expect, it } from 'vitest';
import { I18nProvider } from '@cepa/core';
import { blockPageFixtures as pageFixtures } from '../fake';
import { BlockView, preloadInteractiveBlocks } from './block-renderer';
import { blockTypes, parseBlocks, type Block } from './schema';

/** One block of each type, as the home pages use them all. */
const sampleOf = (type: string): Block | undefined =>
  parseBlocks(pageFixtures.filter((page) => page.page_type === 'home').flatMap((page) => page.blocks)).find(
    (block) => block.type === type,
  );

async function serverHtml(block: Block) {
  const { prelude } = await prerender(
    <I18nProvider language="es">
      <BlockView block={block} />
    </I18nProvider>,
  );
  return new Response(prelude).text();
}

beforeAll(() => preloadInteractiveBlocks());

describe('every CMS block type has a renderer', () => {
  it.each(blockTypes)('a "%s" block renders as itself', async (type) => {
    const block = sampleOf(type);
    expect(block, `no home page of the embedded content system has a "${type}" block`).toBeDefined();
    const html = await serverHtml(block!);
    expect(html).toContain(`data-block="${type}"`);
  });
});
