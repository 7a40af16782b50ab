// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import formatjs from 'eslint-plugin-formatjs';
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

/**
 * formatjs's rule reports every string in JSX, `{' '}` included. One with no letter and no digit (the
 * space between two messages, a separator such as "·" or ", ", a symbol such as "×" or "←") has nothing to
 * translate, so only strings with words or numbers in them are reported.
 */
const literalWithWords = {
  ...formatjs.rules['no-literal-string-in-jsx'],
  create(context) {
    const report = (/** @type {any} */ descriptor) => {
      if (/[\p{L}\p{N}]/u.test(staticText(descriptor.node))) context.report(descriptor);
    };
    return formatjs.rules['no-literal-string-in-jsx'].create(
      Object.create(context, { report: { value: report } }),
    );
  },
};
const formatjsWords = {
  ...formatjs,
  rules: { ...formatjs.rules, 'no-literal-string-in-jsx': literalWithWords },
};

/** The fixed text of a node the rule reports: a string, a template's fixed parts, JSX text or an attribute's string. */
function staticText(/** @type {any} */ node) {
  if (node.type === 'JSXAttribute') return staticText(node.value);
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join('');
  return typeof node.value === 'string' ? node.value : '';
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // npm run dev's embedded backend, built (scripts/dev.sh).
      'site/.dev/**',
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
    // What a visitor reads comes from a message catalogue, where a translator sees it: text typed into a
    // component's JSX would show in one language only. The rule reads children and the attributes a
    // visitor reads or hears (formatjs's aria-label, alt, placeholder and title on elements, and the text
    // props of our components); className, name, href and the like are not text.
    files: ['ui/src/**/*.tsx', 'features/*/src/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx'],
    plugins: { formatjs: formatjsWords },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [['*', '{label,placeholder,title,alt,description,heading,caption,message,summary}']],
          },
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'tools/**', '*.config.{js,ts}', 'e2e/**', '.storybook/**', '**/vite.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
);
