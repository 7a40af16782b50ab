import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from '../cn';
import { configSource } from './generate.mjs';
import { classesInSources } from './sources.mjs';

const regenerate = 'run `node ui/src/lib/class-merge/generate.mjs`';
const used: string[] = classesInSources();

describe('cn: tailwind-merge cut down to the class groups the code uses', () => {
  it(`is the configuration the code needs now (else ${regenerate})`, async () => {
    const { source } = (await configSource()) as { source: string };
    const file = fileURLToPath(new URL('./config.ts', import.meta.url));
    expect(fs.readFileSync(file, 'utf8') === source, regenerate).toBe(true);
  });

  it('knows every class the code writes, as the default merge does', () => {
    expect(used.length).toBeGreaterThan(500);
    const unknown = used.filter((c) => cn(c, c) !== twMerge(c, c));
    expect(unknown, `classes of a group left out: ${regenerate}`).toEqual([]);
  });

  it('merges every two classes the code writes as the default merge does', () => {
    const differ: string[] = [];
    for (const a of used) for (const b of used) if (cn(a, b) !== twMerge(a, b)) differ.push(`${a} ${b}`);
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
