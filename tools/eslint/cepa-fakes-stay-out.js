// @ts-check
/**
 * cepa/fakes-stay-out: the embedded backend (core's kit, `@cepa/core/backend` and `@cepa/core/backend/node`;
 * each slice's `fake/`, `@cepa/<slice>/fake`; the site's composed list, `@cepa/site/backend`) is imported
 * only by what runs it on purpose: stories and their helpers, story decorators, tests, the fakes
 * themselves, core's story kit, the backend's own process (`site/backend/`) and `.storybook/`.
 *
 * Anywhere else (a page, an atom, a component, the site's server) it would ship fixtures and a demo backend
 * in the visitor's bundle or the production server, and blur the contract: the app would be reading the
 * fake's answers instead of the backend's.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Files that may run the embedded backend, by their path from the repository's root. */
const allowed = [
  /\.stories\.tsx?$/,
  /\.(test|spec)\.tsx?$/,
  /(^|\/)story-decorators\.tsx?$/,
  /(^|\/)[\w-]*story-helpers\.tsx?$/,
  /(^|\/)fake\//,
  /^features\/core\/src\/backend\//,
  /^features\/core\/src\/stories\//,
  /^site\/backend\//,
  /^\.storybook\//,
];

/** A package entry of the embedded backend. */
const fakeEntry = /^@cepa\/(core\/backend(\/.*)?|site\/backend|[a-z-]+\/fake(\/.*)?)$/;

/** @type {import('eslint').Rule.RuleModule} */
const fakesStayOut = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'The embedded backend and its fixtures are imported only by stories, tests and the backend.',
    },
    schema: [],
    messages: {
      fake:
        '"{{spec}}" is the embedded backend (fixtures and a demo backend): only stories, tests, story ' +
        'decorators and helpers, the fakes, the backend process (site/backend/) and .storybook/ import it. ' +
        "In the app it would ship in the bundle and blur the contract: reach the backend through the slice's api.ts.",
    },
  },
  create(context) {
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    if (file.startsWith('..') || allowed.some((pattern) => pattern.test(file))) return {};
    /** @param {import('estree').Node} node @param {unknown} value */
    const check = (node, value) => {
      if (typeof value !== 'string') return;
      let isFake = fakeEntry.test(value);
      if (!isFake && value.startsWith('.')) {
        const target = path
          .relative(root, path.resolve(path.dirname(context.filename), value))
          .split(path.sep)
          .join('/');
        isFake =
          /(^|\/)fake(\/|$)/.test(target) ||
          /^features\/core\/src\/backend(\/|$)/.test(target) ||
          /^site\/backend(\/|$)/.test(target);
      }
      if (isFake) context.report({ node, messageId: 'fake', data: { spec: value } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default fakesStayOut;
