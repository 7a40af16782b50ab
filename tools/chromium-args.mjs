// The flags of tools/chromium.ts (the one list every browser gate uses), for the plain Node scripts that
// cannot import TypeScript: the budget, Lighthouse, the dev Storybook's smoke run, the engines' Chromium.
import fs from 'node:fs';

/** tools/chromium.ts's `chromiumArgs`, read from its text; throws when the list cannot be read. */
export function chromiumArgsOfTools() {
  const text = fs.readFileSync(new URL('./chromium.ts', import.meta.url), 'utf8');
  const list = text.match(/chromiumArgs\s*=\s*\[([^\]]*)\]/)?.[1] ?? '';
  // Comments beside a flag say why it is there; their words are not flags.
  const code = list.replace(/\/\/.*$/gm, '');
  const args = [...code.matchAll(/'([^']+)'/g)].map((m) => m[1]);
  if (!args.includes('--headless=new')) throw new Error('could not read chromiumArgs from tools/chromium.ts');
  return args;
}
