import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { precompiledMessages } from './vite-messages';

/**
 * A slice's catalogue and the code that reads it, built as the site builds it: what reaches the bundle
 * in the pseudo-language where the build has it, and where it does not (production).
 */
async function bundle(options: Parameters<typeof precompiledMessages>[0]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cepa-messages-'));
  fs.mkdirSync(path.join(dir, 'messages'));
  fs.writeFileSync(path.join(dir, 'messages/en.json'), JSON.stringify({ 'x.hello': 'Hello {name}' }));
  fs.writeFileSync(path.join(dir, 'messages/es.json'), JSON.stringify({ 'x.hello': 'Hola {name}' }));
  // As a slice's messages.ts reads its catalogues, and @cepa/core/config its list.
  fs.writeFileSync(
    path.join(dir, 'entry.ts'),
    `import es from './messages/es.json';
import en from './messages/en.json';
import qps from './messages/qps.json';
const defineMessages = (catalogues: object) => () => catalogues;
export const useMessages = defineMessages({ es, en, qps });
export const languages = import.meta.env.CEPA_PSEUDO_LANGUAGE === '1' ? ['es', 'en', 'qps'] : ['es', 'en'];`,
  );
  const output = await build({
    root: dir,
    logLevel: 'silent',
    configFile: false,
    plugins: [precompiledMessages(options)],
    build: { write: false, lib: { entry: 'entry.ts', formats: ['es'] }, minify: true },
  });
  fs.rmSync(dir, { recursive: true, force: true });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : []));
  return chunks.map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
}

describe('precompiledMessages and the pseudo-language', () => {
  it('makes messages/qps.json from the English catalogue, bracketed, where the build has the language', async () => {
    const code = await bundle({ pseudo: true });
    expect(code).toContain('Ħḗḗŀŀǿǿ');
    expect(code).toContain('"qps"');
    expect(code).toMatch(/\bqps:/);
  });

  it('leaves the language and its catalogue out of a production build', async () => {
    // The tests' own process has the language (vitest.config.ts); a build's default is without it.
    const inTests = process.env.CEPA_PSEUDO_LANGUAGE;
    delete process.env.CEPA_PSEUDO_LANGUAGE;
    const code = await bundle({}).finally(() => {
      if (inTests !== undefined) process.env.CEPA_PSEUDO_LANGUAGE = inTests;
    });
    expect(code).not.toContain('Ħḗḗŀŀǿǿ');
    expect(code).not.toContain('qps');
    expect(code).toMatch(/\["es", ?"en"\]/);
  });

  it('fails a production build where a file reads the pseudo-language’s catalogue another way', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cepa-messages-'));
    fs.mkdirSync(path.join(dir, 'messages'));
    fs.writeFileSync(path.join(dir, 'messages/en.json'), '{}');
    fs.writeFileSync(
      path.join(dir, 'entry.ts'),
      `import pseudo from './messages/qps.json';\nexport { pseudo };`,
    );
    const plugin = precompiledMessages({ pseudo: false });
    await expect(
      build({
        root: dir,
        logLevel: 'silent',
        configFile: false,
        plugins: [plugin],
        build: { write: false, lib: { entry: 'entry.ts', formats: ['es'] } },
      }).finally(() => fs.rmSync(dir, { recursive: true, force: true })),
    ).rejects.toThrow(/read as `import qps from/);
  });
});
