// The Tailwind classes the code writes: every whitespace-separated word of every string and template
// literal in the design system, the slices and the site (stories included: they pass classes too; unit
// tests and the generated configuration left out) that tailwind-merge's default configuration
// recognises as a class. Shared by the generator and its test.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';

const here = path.dirname(fileURLToPath(import.meta.url));
const workspace = path.resolve(here, '../../../..');
const generated = path.join(here, 'config.ts');

function sourceFiles() {
  const roots = [
    'ui/src',
    'site/src',
    ...fs.readdirSync(path.join(workspace, 'features')).map((f) => `features/${f}/src`),
  ].map((r) => path.join(workspace, r));
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') && p !== generated) files.push(p);
    }
  };
  roots.filter((r) => fs.existsSync(r)).forEach(walk);
  return files.sort();
}

/** The classes used, sorted (a class with variants, `md:px-6`, counts as written). */
export function classesInSources() {
  const words = new Set();
  for (const file of sourceFiles()) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      for (const word of (m[1] ?? m[2] ?? m[3]).split(/\s+/))
        if (word && !word.includes('${') && word.length < 120) words.add(word);
    }
  }
  // A word the default merge folds with itself is a class it knows.
  return [...words].filter((w) => twMerge(`${w} ${w}`) === w).sort();
}
