import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseWithoutEvalInTheBrowser, zodSettingsKey } from './zod-jitless';

/**
 * A fresh Node loads zod after `settings` were put where the site puts them, builds and uses an object
 * schema, and says whether zod tried `new Function` (what the site's policy refuses in the browser).
 */
function zodInAFreshProcess(settings: object | null) {
  const script = `
    ${settings ? `globalThis[${JSON.stringify(zodSettingsKey)}] = ${JSON.stringify(settings)};` : ''}
    let probed = false;
    globalThis.Function = new Proxy(Function, { construct(target, args) { probed = true; return Reflect.construct(target, args); } });
    const { z } = await import('zod');
    z.object({ a: z.string() }).parse({ a: 'x' });
    console.log(JSON.stringify({ probed, jitless: z.config().jitless ?? false }));
  `;
  const cwd = fileURLToPath(new URL('../..', import.meta.url));
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd, encoding: 'utf8' }),
  );
}

describe('parseWithoutEvalInTheBrowser', () => {
  it('turns on zod’s jitless setting, in the object zod reads, keeping the other settings', () => {
    const scope = globalThis as Record<string, unknown>;
    const before = scope[zodSettingsKey];
    try {
      parseWithoutEvalInTheBrowser();
      expect(scope[zodSettingsKey]).toMatchObject({ jitless: true });
      expect(z.config().jitless).toBe(true);
    } finally {
      if (before && typeof before === 'object') delete (before as Record<string, unknown>).jitless;
      else delete scope[zodSettingsKey];
    }
  });

  it('is read by a zod that loads afterwards, which then never probes eval', () => {
    // What the function writes where nothing was yet, handed to a fresh process (this one has loaded
    // zod already).
    const scope = globalThis as Record<string, unknown>;
    const saved = scope[zodSettingsKey];
    delete scope[zodSettingsKey];
    parseWithoutEvalInTheBrowser();
    const written = scope[zodSettingsKey] as object;
    scope[zodSettingsKey] = saved;
    expect(zodInAFreshProcess(written)).toEqual({ probed: false, jitless: true });
    // Without it, zod probes: the check above can fail.
    expect(zodInAFreshProcess(null)).toEqual({ probed: true, jitless: false });
  });
});
