import { Provider as JotaiProvider } from 'jotai';
import type { Decorator, StoryContext } from '@storybook/react-vite';
import { I18nProvider, NavigationProvider, type Brand, type Language } from '@cepa/core';
import { backend } from '@cepa/core/backend';
import { layoutPage, type LayoutPageOptions } from './fake/page-fixtures';

/** Where the slice asked to go during a story (the story never leaves its frame). */
export const navigations: string[] = [];

const recordNavigation = (to: string) => {
  navigations.push(to);
};

/** The page's language, a fresh jotai store and a navigation that only records. */
export const withLayoutProviders: Decorator = (Story, context) => (
  <JotaiProvider>
    <I18nProvider language={languageOf(context)}>
      <NavigationProvider navigate={recordNavigation}>
        <Story />
      </NavigationProvider>
    </I18nProvider>
  </JotaiProvider>
);

export function languageOf(context: Pick<StoryContext, 'globals'>): Language {
  return context.globals.locale === 'en' ? 'en' : 'es';
}

export function brandOf(context: Pick<StoryContext, 'globals' | 'parameters'>): Brand {
  return (context.parameters.brand ?? context.globals.brand) === 'brava' ? 'brava' : 'solera';
}

/** The fixture page in the story's language and brand. */
export function pageFor(
  context: Pick<StoryContext, 'globals' | 'parameters'>,
  options: LayoutPageOptions = {},
) {
  return layoutPage({ language: languageOf(context), brand: brandOf(context), ...options });
}

const layoutCookies = ['banner_hidden', 'age_verified'];

function clearState() {
  backend.reset();
  for (const name of layoutCookies) document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  navigations.length = 0;
  const dataLayer = (window as { dataLayer?: unknown[] }).dataLayer;
  if (dataLayer) dataLayer.length = 0;
}

/** A story's `beforeEach`: a fresh backend, no layout cookies, no recorded navigation or events. */
export function freshState() {
  clearState();
  return clearState;
}
