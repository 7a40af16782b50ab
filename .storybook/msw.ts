import { setupWorker } from 'msw/browser';
import { handlers } from '@cepa/site/backend';

/**
 * msw asks the browser to update a mock worker it finds already registered (a preview loaded afresh)
 * without waiting for the answer (mswjs/msw#2006). When that update fails, the worker already running
 * goes on serving, but the refused promise surfaced as an unhandled error in whichever story was
 * playing (it failed "Content/Press / English Isla Brava" once: "Failed to update a ServiceWorker ...:
 * Not found"). A failed update is reported as a warning instead; the story gate still fails a story whose
 * requests the worker does not answer.
 */
function reportFailedWorkerUpdates() {
  if (typeof ServiceWorkerRegistration === 'undefined') return;
  const update = ServiceWorkerRegistration.prototype.update;
  if ((update as { cepaReported?: boolean }).cepaReported) return;
  const reported = function (this: ServiceWorkerRegistration) {
    const updating = update.call(this);
    updating.catch((error: unknown) => console.warn('The mock service worker was not updated:', error));
    return updating;
  };
  Object.assign(reported, { cepaReported: true });
  ServiceWorkerRegistration.prototype.update = reported;
}

/**
 * Starts the service worker that serves the embedded backend to stories: the same handlers as the
 * dev server. Stories switch faults or add handlers per story through `beforeEach({ msw })` or the
 * backend kit; anything unhandled (Storybook's own files) goes through untouched.
 */
export async function startStoryWorker() {
  reportFailedWorkerUpdates();
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return worker;
}
