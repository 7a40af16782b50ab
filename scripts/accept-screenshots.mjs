// After the story gate ran against the baselines (scripts/update-baselines.sh), takes each screenshot that
// differed or had no baseline as the new baseline: exactly the picture the gate compares, its first
// screenshot of the settled story. (Playwright's own --update-snapshots waits for two identical screenshots
// in a row, and taking a screenshot can drop a focus ring drawn after focus moved by code, so its
// baselines could differ from what the next run sees.)
import fs from 'node:fs';
import path from 'node:path';
import { baselineDir } from '../e2e/stories/stories.mjs';

const results = path.resolve('test-results/stories');
let accepted = 0;
const walk = (dir) => {
  for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : []) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (entry.name.endsWith('-actual.png')) {
      const width = path.basename(dir); // test-results/stories/<test>/w375/<id>-actual.png
      const target = path.join(baselineDir, width, entry.name.replace(/-actual\.png$/, '.png'));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(file, target);
      accepted += 1;
    }
  }
};
walk(results);
console.log(`Accepted ${accepted} screenshots as baselines.`);
