import { setupWorker } from 'msw/browser';

/**
 * Starts the service worker that serves the embedded backend to stories. Stories add or override
 * handlers per story through `beforeEach({ msw })`; anything unhandled goes to the network untouched
 * (Storybook's own files).
 */
export async function startStoryWorker() {
  const worker = setupWorker();
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return worker;
}
