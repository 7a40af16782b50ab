import fs from 'node:fs';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

const cacheDir = path.resolve(__dirname, '../node_modules/.cache/tree-shaking');

/** Bundles an entry that imports `name` from @cepa/ui's index and returns the emitted JavaScript. */
async function bundle(name: string): Promise<string> {
  fs.mkdirSync(cacheDir, { recursive: true });
  const entry = path.join(cacheDir, `${name}.js`);
  fs.writeFileSync(
    entry,
    `import { ${name} } from ${JSON.stringify(path.resolve(__dirname, 'index.ts'))};\nconsole.log(${name});\n`,
  );
  const result = await build({
    logLevel: 'error',
    configFile: false,
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ['es'] },
      rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs
    .flatMap((o) => o.output)
    .map((chunk) => ('code' in chunk ? chunk.code : ''))
    .join('\n');
}

describe('@cepa/ui is tree-shakable', () => {
  it('a bundle importing only Button ships neither the carousel, react-aria nor Radix Select', async () => {
    const code = await bundle('Button');
    expect(code).toContain('data-slot": "button"');
    expect(code).not.toMatch(/carousel/i);
    expect(code).not.toMatch(/react-aria/);
    expect(code).not.toMatch(/SelectContent|radix-ui\/react-select/);
  }, 60_000);

  it('a bundle importing the Carousel does ship it (so the check above can fail)', async () => {
    const code = await bundle('Carousel');
    expect(code).toMatch(/carousel/i);
  }, 60_000);
});
