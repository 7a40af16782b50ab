import fs from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const prefix = '\0cepa-messages:';
const catalogue = /[\\/]messages[\\/](es|en)\.json$/;

/**
 * Precompiles the slices' message catalogues (`messages/{es,en}.json`) into ICU ASTs at build time, so
 * the browser gets ready-to-format messages and the production bundle leaves the ICU parser out.
 * A message that does not parse fails the build with its id.
 */
export function precompiledMessages(options: { dropParser?: boolean } = {}): Plugin {
  return {
    name: 'cepa:precompiled-messages',
    enforce: 'pre',
    config(_, env) {
      if (options.dropParser ?? env.command === 'build') {
        return {
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
      return undefined;
    },
    async resolveId(source, importer, opts) {
      if (!catalogue.test(source) || source.startsWith(prefix)) return null;
      const resolved = await this.resolve(source, importer, { ...opts, skipSelf: true });
      if (!resolved) return null;
      // Storybook's test plugin can register a second copy of this plugin; never prefix twice.
      return resolved.id.startsWith(prefix) ? resolved.id : `${prefix}${resolved.id}.js`;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const file = id.slice(prefix.length, -'.js'.length);
      this.addWatchFile(file);
      const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => {
          try {
            return [key, parse(message)];
          } catch (error) {
            throw new Error(`${file}: message "${key}" does not parse: ${(error as Error).message}`);
          }
        }),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
