/**
 * zod, when it builds its first object schema, tries `new Function` to learn whether it may compile
 * faster parsers. The site's Content-Security-Policy allows no eval, so the browser refuses the probe
 * and reports it as a policy violation (zod catches the refusal and parses without compiling). Its
 * `jitless` setting skips the probe; `z.config()` would need zod loaded in the first page, which loads
 * no zod, so the setting goes where every copy of zod reads its settings from when it loads.
 * (`zod-jitless.test.ts` holds zod to that place; the end-to-end flows fail on any policy violation.)
 * The site calls it once, in the browser, before any page code loads.
 */
export const zodSettingsKey = '__zod_globalConfig';

export function parseWithoutEvalInTheBrowser() {
  const scope = globalThis as Record<string, unknown>;
  // The very object a zod already loaded reads, when there is one.
  const settings = (scope[zodSettingsKey] ??= {}) as Record<string, unknown>;
  settings.jitless = true;
}
