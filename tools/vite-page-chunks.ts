import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The module a page's head imports: each page type's code, as the addresses of its files. */
export const pageChunksModule = 'virtual:cepa/page-chunks';
const resolvedPageChunks = `\0${pageChunksModule}`;
/** Where the client's build leaves the list for the server's build (beside dist/client). */
const listFile = (clientOutDir: string) => path.join(clientOutDir, '..', 'page-chunks.json');

type Chunk = { fileName: string; imports: readonly string[]; isEntry?: boolean };
type Node = { type: string; [key: string]: unknown };

/** Every node under `node` (an ESTree program or part of one), depth first. */
function* walk(node: unknown): Generator<Node> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) yield* walk(item);
    return;
  }
  const n = node as Node;
  if (typeof n.type === 'string') yield n;
  for (const [key, value] of Object.entries(n)) {
    if (key !== 'parent' && value && typeof value === 'object') yield* walk(value);
  }
}

/** The module addresses imported anywhere under `node` (`import('…')` with a literal address). */
const importsUnder = (node: unknown) =>
  [...walk(node)]
    .filter((inner) => inner.type === 'ImportExpression')
    .map((inner) => (inner.source as Node).value)
    .filter((source): source is string => typeof source === 'string');

/**
 * The page types a slice's module defines (`definePages({ product: () => import('./…'), … })`), each
 * with the modules its loader imports: the steps of `loadInSteps` too, and those of a helper declared in
 * the module that the loader calls (the shop's `afterContracts`).
 */
export function pageTypesIn(program: unknown): Map<string, string[]> {
  const helpers = new Map<string, string[]>();
  for (const node of walk(program)) {
    const id = node.id as Node | undefined;
    if (node.type === 'VariableDeclarator' && id?.type === 'Identifier') {
      const sources = importsUnder(node.init);
      if (sources.length > 0) helpers.set(id.name as string, sources);
    }
  }
  const found = new Map<string, string[]>();
  for (const node of walk(program)) {
    const callee = node.callee as Node | undefined;
    if (node.type !== 'CallExpression' || callee?.type !== 'Identifier' || callee.name !== 'definePages')
      continue;
    const pages = (node.arguments as Node[])[0];
    if (pages?.type !== 'ObjectExpression') continue;
    for (const property of pages.properties as Node[]) {
      if (property.type !== 'Property') continue;
      const key = property.key as Node;
      const name = key.type === 'Identifier' ? (key.name as string) : String(key.value);
      const called = [...walk(property.value)]
        .filter((inner) => inner.type === 'CallExpression' && (inner.callee as Node).type === 'Identifier')
        .flatMap((inner) => helpers.get((inner.callee as Node).name as string) ?? []);
      const sources = [...called, ...importsUnder(property.value)];
      if (sources.length > 0) found.set(name, sources);
    }
  }
  return found;
}

/** `roots` and every file they import statically, each after the files it imports. */
function importOrder(
  roots: readonly string[],
  chunks: ReadonlyMap<string, Chunk>,
  skip: ReadonlySet<string>,
) {
  const order: string[] = [];
  const seen = new Set<string>(skip);
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    // A file no longer in the bundle (the empty chunk of a stylesheet, which Vite removes) is not announced.
    if (seen.has(fileName) || !chunk) return;
    seen.add(fileName);
    for (const imported of chunk.imports) visit(imported);
    order.push(fileName);
  };
  for (const root of roots) visit(root);
  return order;
}

/**
 * Each page type's code, as the server announces it in the page (site/src/pages/+Head.tsx): the
 * client's build finds the page types in the slices' `definePages` calls and lists, for each, the
 * files its loader's imports need, those of Vike's entries left out (Vike announces them itself); the
 * server's build reads that list as `virtual:cepa/page-chunks`. Announced in the page, they are asked
 * for two at a time by the loader after the first paint, and Vite's preload helper finds them there
 * when the page's code is imported: without them, it added 30-odd `<link rel="modulepreload">` in one
 * task as the page hydrated (110 ms of a phone's main thread on a product page). The dev server, which
 * serves modules one by one, gets an empty list.
 */
export function pageChunks(): Plugin {
  let clientOutDir = '';
  return {
    name: 'cepa:page-chunks',
    resolveId(source) {
      return source === pageChunksModule ? resolvedPageChunks : null;
    },
    load(id) {
      if (id !== resolvedPageChunks) return null;
      const file = clientOutDir ? listFile(clientOutDir) : '';
      const list =
        this.environment.mode === 'build' && file && fs.existsSync(file)
          ? fs.readFileSync(file, 'utf8')
          : '{}';
      return `export default ${list};`;
    },
    configResolved(config) {
      clientOutDir = path.resolve(
        config.root,
        config.environments.client?.build.outDir ?? config.build.outDir,
      );
    },
    // Once written: the bundle then holds only the files on disk.
    async writeBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const chunks = new Map<string, Chunk>();
      const byModule = new Map<string, string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, output);
        for (const id of output.moduleIds) byModule.set(id, output.fileName);
      }
      const entries = importOrder(
        [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
        chunks,
        new Set(),
      );
      const list: Record<string, string[]> = {};
      for (const id of this.getModuleIds()) {
        const code = this.getModuleInfo(id)?.code;
        if (!code?.includes('definePages(') || id.includes('/node_modules/')) continue;
        for (const [pageType, sources] of pageTypesIn(this.parse(code))) {
          const roots: string[] = [];
          for (const source of sources) {
            const resolved = await this.resolve(source, id);
            const file = resolved && byModule.get(resolved.id);
            if (!file) this.error(`page type "${pageType}" (${id}): no chunk for import('${source}')`);
            roots.push(file);
          }
          list[pageType] = importOrder(roots, chunks, new Set(entries)).map((file) => `/${file}`);
        }
      }
      if (Object.keys(list).length === 0) this.error('no page types found in definePages calls');
      // The files the entry script evaluates (Vike's router and a page entry, `$page`, `$login`,
      // `$_error`), each after the files it imports, for the loader to evaluate a file a task before it
      // adds the entry script. The entries themselves are left out: the router's starts the page when the
      // entry script runs it, and the page entry is the router's to import (imported first by the loader,
      // Firefox then failed the router's own import of it).
      const isPageEntry = (chunk: Chunk & { facadeModuleId?: string | null }) =>
        chunk.facadeModuleId?.includes('page-entry:client:') ?? false;
      const entryChunks = [...chunks.values()].filter((chunk) => chunk.isEntry) as (Chunk & {
        facadeModuleId?: string | null;
      })[];
      const entryFiles = new Set(entryChunks.map((chunk) => chunk.fileName));
      const routers = entryChunks.filter((chunk) => !isPageEntry(chunk)).map((chunk) => chunk.fileName);
      for (const entry of entryChunks.filter(isPageEntry)) {
        const name = entry.facadeModuleId!.split('/').pop()!;
        list[`$${name}`] = importOrder([...routers, entry.fileName], chunks, new Set())
          .filter((file) => !entryFiles.has(file))
          .map((file) => `/${file}`);
      }
      fs.mkdirSync(path.dirname(listFile(clientOutDir)), { recursive: true });
      fs.writeFileSync(listFile(clientOutDir), JSON.stringify(list));
    },
  };
}
