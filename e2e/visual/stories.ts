import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const storybookStatic = path.resolve(here, '../../storybook-static');
export const baselineDir = path.resolve(here, '../__screenshots__');
export const chromiumVersionFile = path.join(baselineDir, 'CHROMIUM_VERSION');

/** Stories carrying this tag leave the visual gate; a comment beside the tag must say why. */
export const noVisualTag = 'no-visual';

type IndexEntry = { id: string; title: string; name: string; type: 'story' | 'docs'; tags?: string[] };

/** The stories of the static build, read from its index.json. */
export function readStories(): IndexEntry[] {
  const file = path.join(storybookStatic, 'index.json');
  if (!fs.existsSync(file)) {
    throw new Error(`No Storybook build at ${storybookStatic}: run "pnpm build-storybook" first.`);
  }
  const index = JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}
