import { waitingPreload, waitingScript } from './after-paint';

/** A task of its own after this one, without the clamp of nested timers (`scheduler.yield` where there is one). */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Evaluates the page type's code the head announced (+Head.tsx: its files, each after those it imports),
 * one file a task, before the page hydrates: the browser evaluates a module with every module it
 * imports that is not evaluated yet in one task, so importing the page's module alone evaluated 20-50
 * files at once (zod's schemas, the slice's contracts, the page's components). A file that does not
 * load is left to the page's own import, which retries and then offers a reload. Nothing is announced
 * on the dev server, nor for a page reached in-page (its head is the first page's).
 */
export async function evaluateAnnouncedCode(): Promise<void> {
  const files = [...document.head.querySelectorAll(`script[type="${waitingScript}"][${waitingPreload}]`)]
    .map((tag) => tag.getAttribute(waitingPreload))
    .filter((href): href is string => Boolean(href));
  for (const href of files) {
    try {
      await import(/* @vite-ignore */ href);
    } catch {
      return;
    }
    await nextTask();
  }
}
