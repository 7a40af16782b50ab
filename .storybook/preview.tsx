import './fixed-clock';
import type { Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { UiLocaleProvider, type UiLocale } from '@cepa/ui';
import { languages } from '@cepa/core/config';
import { languageNames } from '@cepa/core/i18n';
import '@cepa/ui/styles.css';
import { CepaDocsPage } from './docs-page';
import { startStoryWorker } from './msw';

// find*/waitFor wait up to 5 s: code loaded on demand and the embedded backend's answers can take
// longer than testing-library's default second while several story workers share 2 cores.
configure({ asyncUtilTimeout: 5000 });

// The embedded backend answers every story (its test card form, its stand-in video player), as the
// server says in a page it renders with the embedded backend (`embeddedBackendAnswers`, @cepa/core).
document.documentElement.setAttribute('data-backend', 'embedded');

const preview: Preview = {
  // Every component and screen has a docs page (Docs in the sidebar); see docs-page.tsx for its layout.
  tags: ['autodocs'],
  loaders: [mswLoader(startStoryWorker)],
  globalTypes: {
    locale: {
      description: 'Language of the story',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        // The site's languages, each named in itself (the pseudo-language too: Storybook's build has it,
        // tools/vite-messages.ts).
        items: languages.map((language) => ({ value: language, title: languageNames[language] })),
        dynamicTitle: true,
      },
    },
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'solera', title: 'Casa Solera (winery)' },
          { value: 'brava', title: 'Isla Brava (island estate)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: languages[0],
    // No language forced (the pseudo-language check sets it; see the decorator).
    forceLocale: '',
    brand: 'solera',
  },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { expanded: true },
    docs: { page: CepaDocsPage },
    viewport: {
      options: {
        phone: { name: 'Phone (375)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  decorators: [
    (Story, context) => {
      // The pseudo-language check (e2e/pseudo) shows every story in one language, a story that pins its
      // own for its play function's words too: `forceLocale`, a global no toolbar and no story sets. It
      // reaches every decorator and the story as their `globals.locale`.
      const forced = (context.globals.forceLocale as string | undefined) || undefined;
      const globals = forced ? { ...context.globals, locale: forced } : context.globals;
      const locale = (globals.locale ?? 'es') as UiLocale;
      const brand = (context.parameters.brand ?? context.globals.brand ?? 'solera') as string;
      useEffect(() => {
        document.documentElement.dataset.brand = brand;
        document.documentElement.lang = locale;
      }, [brand, locale]);
      return (
        <UiLocaleProvider locale={locale}>
          <div data-brand={brand} className="bg-surface font-body text-fg">
            {forced ? <Story globals={globals} /> : <Story />}
          </div>
        </UiLocaleProvider>
      );
    },
  ],
};

export default preview;
