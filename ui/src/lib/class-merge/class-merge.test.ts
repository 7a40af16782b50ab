import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from '../cn';
import { configSource } from './generate.mjs';
import { classesInSources } from './sources.mjs';

const regenerate = 'run `node ui/src/lib/class-merge/generate.mjs`';
const used: string[] = classesInSources();

/** `md:hover:px-4!` → `px-4`: a class without its variants and importance (brackets kept whole). */
function withoutVariants(className: string): string {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < className.length; i++) {
    const c = className[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) start = i + 1;
  }
  return className.slice(start).replace(/^!|!$/g, '');
}

describe('cn: tailwind-merge cut down to the class groups the code uses', () => {
  it(`is the configuration the code needs now (else ${regenerate})`, { timeout: 60_000 }, async () => {
    const { source } = (await configSource()) as { source: string };
    const file = fileURLToPath(new URL('./config.ts', import.meta.url));
    expect(fs.readFileSync(file, 'utf8') === source, regenerate).toBe(true);
  });

  it('knows every class the code writes, as the default merge does', () => {
    expect(used.length).toBeGreaterThan(500);
    const unknown = used.filter((c) => cn(c, c) !== twMerge(c, c));
    expect(unknown, `classes of a group left out: ${regenerate}`).toEqual([]);
  });

  // Which class wins depends on the two classes' groups; variants (`md:`, `hover:`) and `!` only have to
  // match, and the merge handles them alike in both configurations: the classes without them suffice.
  it('merges every two classes the code writes as the default merge does', { timeout: 60_000 }, () => {
    const bases = [...new Set(used.map(withoutVariants))];
    expect(bases.length).toBeGreaterThan(300);
    const differ: string[] = [];
    for (const a of bases) for (const b of bases) if (cn(a, b) !== twMerge(a, b)) differ.push(`${a} ${b}`);
    expect(differ.slice(0, 20)).toEqual([]);
  });

  it('still lets the later class of a group win, with variants and importance', () => {
    expect(cn('px-4 py-2 text-sm text-fg', 'px-6 text-base')).toBe('py-2 text-fg px-6 text-base');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('md:px-4 hover:bg-surface', 'md:px-6 hover:bg-surface-muted')).toBe(
      'md:px-6 hover:bg-surface-muted',
    );
    expect(cn('bg-surface', false, undefined, 'bg-secondary')).toBe('bg-secondary');
  });
});
