/** Code the page needs could not be loaded, even on a second try (the network dropped, or a new release replaced the files). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/**
 * A loader of on-demand code that tries once more after a short wait before giving up with a
 * `ChunkLoadError` (a dropped connection often comes back; a file a new release removed does not).
 */
export function retryOnce<T>(load: () => Promise<T>, waitMs = 500): () => Promise<T> {
  return () =>
    load().catch(async () => {
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      try {
        return await load();
      } catch (error) {
        throw new ChunkLoadError('the page’s code could not be loaded', { cause: error });
      }
    });
}

/**
 * A module loaded on demand, once: `load()` starts it (or returns the load under way), `current` is
 * the module once it is in, so a render can use it at once and wait (React's `use`) only the first time.
 * A failed load is forgotten, so the next `load()` tries again.
 */
export function onDemand<M>(load: () => Promise<M>) {
  let pending: (Promise<M> & { value?: M }) | undefined;
  return {
    load: (): Promise<M> =>
      (pending ??= load().then(
        (value) => {
          // Marked as React's `use` marks a promise it has seen settle, so a render that passes it to
          // `use` has the module at once instead of waiting a turn (during hydration, that wait made
          // the boundary render again in the browser).
          Object.assign(pending!, { status: 'fulfilled', value });
          return value;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    get current(): M | undefined {
      return pending?.value;
    },
  };
}

/** Lets the browser run what waits (input, a paint) before going on: a task of its own after this one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Loads a module after the modules it imports that are costly to evaluate, each evaluated in a task of
 * its own: the browser evaluates a module with every module it imports that is not evaluated yet in
 * one task, so a page whose contracts build many schemas as they load (zod's, then the slice's) would
 * hold the main thread for all of it at once. `before` are loaded in order, a task apart; then `load`.
 * On the server they load one after the other without waiting.
 */
export function loadInSteps<T>(before: (() => Promise<unknown>)[], load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const browser = typeof window !== 'undefined';
    for (const step of before) {
      await step();
      if (browser) await nextTask();
    }
    return load();
  };
}
