import { Provider as JotaiProvider } from 'jotai';
import type { Decorator, StoryContext } from '@storybook/react-vite';
import { isLanguage, languages, type Brand, type Language } from '../config';
import { I18nProvider } from '../i18n';
import { NavigationProvider } from '../navigation';
import { backend } from '../backend';

/** Where a slice asked to go during a story (the story never leaves its frame). */
export const navigations: string[] = [];

const recordNavigation = (to: string) => {
  navigations.push(to);
};

/** The story's language, a fresh jotai store and a navigation that only records: every slice's stories. */
export const withSliceProviders: Decorator = (Story, context) => (
  <JotaiProvider>
    <I18nProvider language={languageOf(context)}>
      <NavigationProvider navigate={recordNavigation}>
        <Story />
      </NavigationProvider>
    </I18nProvider>
  </JotaiProvider>
);

export function languageOf(context: Pick<StoryContext, 'globals'>): Language {
  return isLanguage(context.globals.locale) ? context.globals.locale : languages[0];
}

export function brandOf(context: Pick<StoryContext, 'globals' | 'parameters'>): Brand {
  return (context.parameters.brand ?? context.globals.brand) === 'brava' ? 'brava' : 'solera';
}

/**
 * A story's `beforeEach`: a fresh embedded backend, no recorded navigation or analytics events, and
 * whatever else the slice resets (its cookies, the address hash); the same again when the story ends.
 */
export function freshStoryState(resetSlice: () => void = () => {}) {
  const clear = () => {
    backend.reset();
    resetSlice();
    navigations.length = 0;
    const dataLayer = (window as { dataLayer?: unknown[] }).dataLayer;
    if (dataLayer) dataLayer.length = 0;
  };
  return () => {
    clear();
    return clear;
  };
}
