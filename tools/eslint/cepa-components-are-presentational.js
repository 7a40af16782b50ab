// @ts-check
/**
 * cepa/components-are-presentational: a slice's `components/` holds presentational parts, props in and
 * callbacks out. They may read an atom (`useAtomValue`: the session's member, the basket's count, shown as
 * they are), but never write one: no `useSetAtom`, `useAtom` (it hands out the setter), `useStore` (it
 * reaches every atom) or jotai/utils' writing hooks, and no stateful hook taken from the slice's atoms
 * (`import { useX } from '../atoms/...'`; types are fine). An effect that loads or changes state needs
 * one of those, so it is kept out too; an effect on the DOM alone (focus, scroll) stays.
 *
 * The writes and the loading live in `atoms/` and are wired by the slice's pages (or by a stateful part
 * with a folder of its own, such as the shop's `basket-preview/`), which hand the component its data
 * and callbacks: a component's stories then show every state from props alone, and what a press does is
 * decided in one place.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A slice's components (any depth: `features/content/src/lists/components/`), not their tests or stories. */
const inComponents = /^features\/[^/]+\/src\/(.+\/)?components\/.+\.tsx?$/;
const exempt = /\.(test|spec|stories)\.tsx?$/;

/** jotai's hooks that write, by the module they come from. */
const writers = new Map([
  ['jotai', new Set(['useSetAtom', 'useAtom', 'useStore'])],
  ['jotai/react', new Set(['useSetAtom', 'useAtom', 'useStore'])],
  ['jotai/utils', new Set(['useResetAtom', 'useReducerAtom', 'useHydrateAtoms', 'useAtomCallback'])],
  ['jotai/react/utils', new Set(['useResetAtom', 'useReducerAtom', 'useHydrateAtoms', 'useAtomCallback'])],
]);

/** @type {import('eslint').Rule.RuleModule} */
const componentsArePresentational = {
  meta: {
    type: 'problem',
    docs: {
      description: "A slice's components/ read atoms at most: writes and loading live in atoms/ and pages.",
    },
    schema: [],
    messages: {
      write:
        "`{{name}}` from '{{from}}' writes atoms, and components/ are presentational (props in, callbacks " +
        "out): call it in the page (or the slice's atoms/) and pass the component the data and a callback.",
      hook:
        '`{{name}}` from "{{from}}" is a stateful hook of the slice\'s atoms, and components/ are ' +
        'presentational (props in, callbacks out): call it in the page and pass the component what it returns.',
    },
  },
  create(context) {
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    if (!inComponents.test(file) || exempt.test(file)) return {};
    return {
      ImportDeclaration(node) {
        if (/** @type {{ importKind?: string }} */ (node).importKind === 'type') return;
        const from = String(node.source.value);
        const written = writers.get(from);
        const fromAtoms =
          from.startsWith('.') &&
          /(^|\/)atoms(\/|\.tsx?$|$)/.test(
            path
              .relative(root, path.resolve(path.dirname(context.filename), from))
              .split(path.sep)
              .join('/'),
          );
        for (const specifier of node.specifiers) {
          if (
            specifier.type !== 'ImportSpecifier' ||
            /** @type {{ importKind?: string }} */ (specifier).importKind === 'type'
          )
            continue;
          const name =
            specifier.imported.type === 'Identifier'
              ? specifier.imported.name
              : String(specifier.imported.value);
          if (written?.has(name))
            context.report({ node: specifier, messageId: 'write', data: { name, from } });
          else if (fromAtoms && /^use[A-Z]/.test(name))
            context.report({ node: specifier, messageId: 'hook', data: { name, from } });
        }
      },
    };
  },
};

export default componentsArePresentational;
