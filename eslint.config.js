// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import cepaLayers from './tools/eslint/cepa-layers.js';
import storyCallsInPlay from './tools/eslint/cepa-story-calls.js';
import fakesStayOut from './tools/eslint/cepa-fakes-stay-out.js';
import componentsArePresentational from './tools/eslint/cepa-components-are-presentational.js';

const cepa = {
  rules: {
    ...cepaLayers.rules,
    'story-calls-in-play': storyCallsInPlay,
    'fakes-stay-out': fakesStayOut,
    'components-are-presentational': componentsArePresentational,
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
      '.storybook/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          // A bundler keeps all of a dynamically imported module's exports: zod's sixty locales with it.
          selector: 'ImportExpression > Literal[value=/^zod(\\/.*)?$/]',
          message:
            "import('@cepa/core/zod') loads zod as a step: import('zod') brings all of zod into the bundle.",
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { cepa },
    rules: {
      'cepa/layers': 'error',
      'cepa/fakes-stay-out': 'error',
      'cepa/components-are-presentational': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    // preview.tsx configures testing-library once, as the preview starts, before any story is selected.
    ignores: ['.storybook/preview.tsx'],
    rules: { 'cepa/story-calls-in-play': 'error' },
  },
  {
    files: ['scripts/**', 'tools/**', '*.config.{js,ts}', 'e2e/**', '.storybook/**', '**/vite.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
