import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const coreSrc = path.resolve(here, '..');

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('Stripe.js stays where payment happens', () => {
  it('is imported by the lazily loaded Stripe implementation only', () => {
    const importers = sourcesUnder(coreSrc)
      .filter((file) => /from '@stripe\//.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(coreSrc, file));
    expect(importers).toEqual(['payment/stripe-card-payment.tsx']);
  });

  it('is reached from the payment entry only through a dynamic import', () => {
    const entry = fs.readFileSync(path.join(here, 'card-payment.tsx'), 'utf8');
    expect(entry).toMatch(/lazy\(\(\) => import\('\.\/stripe-card-payment'\)\)/);
    expect(entry).not.toMatch(/^import .*stripe-card-payment/m);
    expect(fs.readFileSync(path.join(coreSrc, 'index.ts'), 'utf8')).not.toMatch(/payment/);
  });
});
