// @ts-check
/**
 * cepa/layers: imports only point left (ui <- core <- slices <- site; Storybook and e2e sit on top).
 * A slice may import another slice only when its package.json declares it and the slice graph stays
 * acyclic. A relative import may not leave its own package.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** @typedef {{ name: string, dir: string, layer: number, deps: string[] }} Pkg */

const LAYERS = { ui: 0, core: 1, slice: 2, site: 3, storybook: 4, e2e: 4, tools: 4 };

/** @returns {Pkg[]} */
function readPackages() {
  /** @type {Pkg[]} */
  const pkgs = [];
  const add = (/** @type {string} */ dir, /** @type {number} */ layer) => {
    const file = path.join(root, dir, 'package.json');
    if (!fs.existsSync(file)) return;
    const json = JSON.parse(fs.readFileSync(file, 'utf8'));
    const deps = Object.keys({ ...json.dependencies, ...json.devDependencies, ...json.peerDependencies });
    pkgs.push({ name: json.name, dir, layer, deps: deps.filter((d) => d.startsWith('@cepa/')) });
  };
  add('ui', LAYERS.ui);
  add('features/core', LAYERS.core);
  const featuresDir = path.join(root, 'features');
  if (fs.existsSync(featuresDir)) {
    for (const entry of fs.readdirSync(featuresDir).sort()) {
      if (entry !== 'core') add(`features/${entry}`, LAYERS.slice);
    }
  }
  add('site', LAYERS.site);
  add('e2e', LAYERS.e2e);
  return pkgs;
}

/**
 * Edges of the slice graph that lie on a cycle.
 * @param {Pkg[]} pkgs
 */
export function cyclicEdges(pkgs) {
  const slices = new Map(pkgs.filter((p) => p.layer === LAYERS.slice).map((p) => [p.name, p]));
  const reaches = (/** @type {string} */ from, /** @type {string} */ to) => {
    const seen = new Set();
    const stack = [from];
    while (stack.length) {
      const cur = /** @type {string} */ (stack.pop());
      if (cur === to) return true;
      if (seen.has(cur)) continue;
      seen.add(cur);
      for (const d of slices.get(cur)?.deps ?? []) if (slices.has(d)) stack.push(d);
    }
    return false;
  };
  const cyclic = new Set();
  for (const p of slices.values()) {
    for (const d of p.deps) if (slices.has(d) && reaches(d, p.name)) cyclic.add(`${p.name}->${d}`);
  }
  return cyclic;
}

/** @param {Pkg[]} pkgs @param {string} file */
function ownerOf(pkgs, file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (rel.startsWith('.storybook/'))
    return { name: 'storybook', dir: '.storybook', layer: LAYERS.storybook, deps: [] };
  if (rel.startsWith('tools/') || rel.startsWith('scripts/') || !rel.includes('/'))
    return { name: 'tools', dir: '', layer: LAYERS.tools, deps: [] };
  return pkgs.find((p) => rel === p.dir || rel.startsWith(`${p.dir}/`));
}

/** @type {import('eslint').Rule.RuleModule} */
const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports point from the site toward ui, never back, and never in a cycle.' },
    schema: [],
    messages: {
      wrongWay:
        '{{from}} may not import {{to}}: imports only point left (ui <- core <- slices <- site). See ARCHITECTURE.md.',
      undeclared: '{{from}} imports {{to}} without declaring it in its package.json dependencies.',
      cycle:
        '{{from}} -> {{to}} closes a cycle between slices. Slices may depend on each other in one direction only.',
      escape: 'Relative import "{{spec}}" leaves {{from}}; import the other package by its @cepa/ name.',
    },
  },
  create(context) {
    const pkgs = readPackages();
    const cycles = cyclicEdges(pkgs);
    const file = context.filename;
    const owner = ownerOf(pkgs, file);
    if (!owner) return {};
    /** @param {import('estree').Node} node @param {unknown} value */
    const check = (node, value) => {
      if (typeof value !== 'string') return;
      if (value.startsWith('.')) {
        if (!owner.dir) return;
        const target = path.relative(path.join(root, owner.dir), path.resolve(path.dirname(file), value));
        const fromRoot = path
          .relative(root, path.resolve(path.dirname(file), value))
          .split(path.sep)
          .join('/');
        // The repository's own tooling (tools/) and root configs (tailwind.config.ts) are not packages.
        if (fromRoot.startsWith('tools/') || !fromRoot.includes('/')) return;
        if (target.startsWith('..'))
          context.report({ node, messageId: 'escape', data: { spec: value, from: owner.name } });
        return;
      }
      const match = /^(@cepa\/[^/]+)/.exec(value);
      if (!match) return;
      const toName = match?.[1];
      if (!toName) return;
      if (toName === owner.name) return;
      const to = pkgs.find((p) => p.name === toName);
      if (!to) return;
      const data = { from: owner.name, to: toName };
      if (to.layer > owner.layer || (to.layer === owner.layer && to.layer !== LAYERS.slice)) {
        context.report({ node, messageId: 'wrongWay', data });
      } else if (owner.layer <= LAYERS.site && !owner.deps.includes(toName)) {
        context.report({ node, messageId: 'undeclared', data });
      } else if (cycles.has(`${owner.name}->${toName}`)) {
        context.report({ node, messageId: 'cycle', data });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { layers } };
