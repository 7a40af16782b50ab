import { cyrb53 } from '../http/content-hash';
import photographs from './photographs.json';

/**
 * The embedded backend's photographs: in its own process (`site/backend/main.ts`), which sets
 * `CEPA_FAKE_PHOTOGRAPHS` to its origin and serves the files `tools/photographs.mjs` renders at build
 * (photographs of a CMS's sizes and weight: 1500-2400 px, 0.9-1.4 MB), every fixture's picture is one of
 * them; everywhere else (Storybook, unit tests) the fixtures keep their drawings, whose pixels never change.
 */
export type PhotographKind = keyof typeof photographs.kinds;

/** The photograph of a kind that stands for `key` (the same key, the same photograph), or the drawing. */
export function photographOr(drawing: string, kind: PhotographKind, key: string): string {
  const origin = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env
    ?.CEPA_FAKE_PHOTOGRAPHS;
  if (!origin) return drawing;
  return `${origin}/media/${kind}-${(cyrb53(key) % photographs.variants) + 1}.jpg`;
}
