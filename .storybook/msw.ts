import { setupWorker } from 'msw/browser';
import { handlers } from '@cepa/site/backend';

/**
 * Starts the service worker that serves the embedded backend to stories: the same handlers as the
 * dev server. Stories switch faults or add handlers per story through `beforeEach({ msw })` or the
 * backend kit; anything unhandled (Storybook's own files) goes through untouched.
 */
export async function startStoryWorker() {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return worker;
}
