import type { StoryContext } from '@storybook/react-vite';
import { brandOf, freshStoryState, languageOf } from '@cepa/core/stories';
import { layoutPage, type LayoutPageOptions } from './fake/page-fixtures';

export {
  navigations,
  languageOf,
  brandOf,
  withSliceProviders as withLayoutProviders,
} from '@cepa/core/stories';

/** The fixture page in the story's language and brand. */
export function pageFor(
  context: Pick<StoryContext, 'globals' | 'parameters'>,
  options: LayoutPageOptions = {},
) {
  return layoutPage({ language: languageOf(context), brand: brandOf(context), ...options });
}

/** The story's brand as its pages name it ("Casa Solera", "Isla Brava"), for plays that read it. */
export function brandNameOf(context: Pick<StoryContext, 'globals' | 'parameters'>) {
  return pageFor(context).layout.brand_name;
}

const layoutCookies = ['banner_hidden', 'age_verified'];

/** A story's `beforeEach`: a fresh backend, no layout cookies, no recorded navigation or events. */
export const freshState = freshStoryState(() => {
  for (const name of layoutCookies) document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
});
