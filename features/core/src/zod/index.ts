/**
 * zod as a page's first step (`loadInSteps([() => import('@cepa/core/zod'), ...])`): importing it loads
 * and evaluates the chunk of zod the contracts share, in a task of its own before them. It re-exports
 * one function only: `import('zod')` itself would keep zod's whole namespace in the bundle (its sixty
 * locales and its JSON Schema tools, 305 KB minified where the contracts use 78), since a bundler
 * cannot tell which members of a dynamically imported module are used.
 */
export { object } from 'zod';
