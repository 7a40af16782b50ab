import fs from 'node:fs';
import path from 'node:path';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { pseudoCatalogue } from './pseudo-messages.ts';

const prefix = '\0cepa-messages:';
const catalogue = /[\\/]messages[\\/](es|en)\.json$/;
/** The pseudo-language's catalogue beside each English one: made, never written to disk. */
const pseudo = /(^|[\\/])messages[\\/](?:shell[\\/])?qps\.json$/;

/**
 * Precompiles the slices' message catalogues (`messages/{es,en}.json`) into ICU ASTs at build time, so
 * the browser gets ready-to-format messages and the production bundle leaves the ICU parser out.
 * A message that does not parse fails the build with its id.
 *
 * It also decides whether the pseudo-language (`pseudoLanguage`, @cepa/core/config) is one of the build's
 * languages: on the dev server, in Storybook and the unit tests, or with `CEPA_PSEUDO_LANGUAGE=1` (the
 * embedded backend `npm run dev` builds); never in another build, so production keeps only es and en. It
 * says so to the code as `import.meta.env.CEPA_PSEUDO_LANGUAGE` ('1' or ''), and serves
 * `messages/qps.json` beside each English catalogue: that catalogue made pseudo (tools/pseudo-messages.ts)
 * when the language is on, an empty one otherwise.
 */
export function precompiledMessages(
  options: { dropParser?: boolean; pseudo?: boolean; precompile?: boolean } = {},
): Plugin {
  let pseudoOn = false;
  const precompile = options.precompile ?? true;
  return {
    name: 'cepa:precompiled-messages',
    enforce: 'pre',
    config(_, env) {
      pseudoOn = options.pseudo ?? (env.command === 'serve' || process.env.CEPA_PSEUDO_LANGUAGE === '1');
      const define = { 'import.meta.env.CEPA_PSEUDO_LANGUAGE': JSON.stringify(pseudoOn ? '1' : '') };
      if (options.dropParser ?? env.command === 'build') {
        return {
          define,
          resolve: {
            alias: [
              {
                find: /^@formatjs\/icu-messageformat-parser$/,
                replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
              },
            ],
          },
        };
      }
      return { define };
    },
    async resolveId(source, importer, opts) {
      if (source.startsWith(prefix)) return null;
      if (pseudo.test(source) && importer) {
        // The English catalogue it is made from: the file it would sit beside.
        const english = path.join(path.dirname(importer), source.replace(/qps\.json$/, 'en.json'));
        return `${prefix}${english.replace(/en\.json$/, 'qps.json')}.js`;
      }
      if (!precompile || !catalogue.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...opts, skipSelf: true });
      if (!resolved) return null;
      // Storybook's test plugin can register a second copy of this plugin; never prefix twice.
      return resolved.id.startsWith(prefix) ? resolved.id : `${prefix}${resolved.id}.js`;
    },
    // A build without the pseudo-language keeps no trace of it in a slice's catalogue: its import and its
    // key in `defineMessages({ es, en, qps })` go, so the production bundle is what it was before the
    // language existed. A file that imports it another way fails the build rather than grow it silently.
    transform(code, id) {
      const imported = /\bfrom\s*['"][^'"]*\/qps\.json['"]|\bimport\(\s*['"][^'"]*\/qps\.json/;
      if (pseudoOn || !/\.tsx?$/.test(id) || !imported.test(code)) return null;
      const out = code
        .replace(/^import qps from '[^']+\/qps\.json';\r?\n/m, '')
        .replace(/defineMessages\(\{ es, en, qps \}\)/g, 'defineMessages({ es, en })');
      if (imported.test(out) || /defineMessages\([^)]*\bqps\b/.test(out))
        throw new Error(
          `${id}: the pseudo-language's catalogue is read as \`import qps from './messages/qps.json'\` and ` +
            '`defineMessages({ es, en, qps })`, so that a build without it leaves both out',
        );
      return { code: out, map: null };
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const file = id.slice(prefix.length, -'.js'.length);
      if (pseudo.test(file)) {
        if (!pseudoOn) return 'export default {};';
        const english = file.replace(/qps\.json$/, 'en.json');
        this.addWatchFile(english);
        return `export default ${JSON.stringify(pseudoCatalogue(compile(english)))};`;
      }
      this.addWatchFile(file);
      return `export default ${JSON.stringify(compile(file))};`;
    },
  };
}

/** A catalogue's messages parsed into ICU ASTs; one that does not parse throws with its id. */
function compile(file: string): Record<string, MessageFormatElement[]> {
  const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      try {
        return [key, parse(message)];
      } catch (error) {
        throw new Error(`${file}: message "${key}" does not parse: ${(error as Error).message}`);
      }
    }),
  );
}
