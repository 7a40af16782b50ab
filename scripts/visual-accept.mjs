// Accepts visual changes story by story (README, "Visual baselines"):
//
//   pnpm visual:accept <story-id…>   each named story's new screenshots become its baselines, nothing else
//   pnpm visual:accept --prune       removes the baselines the last full run judged by no story
//
// From the review the story gate wrote (test-results/visual-review/review.json).
import { acceptStories, pruneBaselines } from '../e2e/stories/review.mjs';

const args = process.argv.slice(2);
try {
  if (args.includes('--prune')) {
    const removed = pruneBaselines();
    console.log(`visual:accept: removed ${removed.length} baselines no story is judged by.`);
  } else if (args.length === 0) {
    console.error(
      'visual:accept: name the stories to accept (their ids, as the review page lists them), or --prune.',
    );
    process.exit(2);
  } else {
    const written = acceptStories(args);
    console.log(`visual:accept: ${written.length} baselines written:\n  ${written.join('\n  ')}`);
  }
} catch (error) {
  console.error(`visual:accept: ${error.message}`);
  process.exit(1);
}
