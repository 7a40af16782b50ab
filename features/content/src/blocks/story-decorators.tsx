import type { Decorator } from '@storybook/react-vite';
import { I18nProvider, type Language } from '@cepa/core';

/** Gives the slice's messages the story's language (the toolbar's, or the story's own `globals`). */
export const withLanguage: Decorator = (Story, context) => (
  <I18nProvider language={(context.globals.locale ?? 'es') as Language}>
    <Story />
  </I18nProvider>
);
