// Removes the baselines under e2e/__screenshots__ that the last full run of the story gate did not compare
// against: a story renamed or removed, or a width its tags no longer ask for. Run by
// scripts/update-baselines.sh right after the story gate wrote reports/tmp/stories.json (a failure other than
// a screenshot's pixels removes nothing).
import fs from 'node:fs';
import path from 'node:path';
import { baselineDir } from '../e2e/stories/stories.mjs';

const report = JSON.parse(fs.readFileSync('reports/tmp/stories.json', 'utf8'));
const wanted = new Set();
const failedToRender = [];
const walk = (suite) => {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      for (const a of test.annotations ?? [])
        if (a.type === 'screenshot') wanted.add(path.normalize(a.description));
  for (const child of suite.suites ?? []) walk(child);
};
walk(report);
for (const error of report.errors ?? []) failedToRender.push(error.message);
if (!wanted.size || failedToRender.length) {
  console.log('The story gate did not finish cleanly: no baseline removed.');
  process.exit(0);
}
let removed = 0;
for (const folder of fs.readdirSync(baselineDir, { withFileTypes: true })) {
  if (!folder.isDirectory()) continue;
  for (const file of fs.readdirSync(path.join(baselineDir, folder.name))) {
    if (wanted.has(path.join(folder.name, file))) continue;
    fs.rmSync(path.join(baselineDir, folder.name, file));
    removed += 1;
  }
}
console.log(`Removed ${removed} baselines that no story is judged by.`);
