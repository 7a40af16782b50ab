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
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    load: (): Promise<M> =>
      (pending ??= load().then(
        (loaded) => (module = loaded),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    get current(): M | undefined {
      return module;
    },
  };
}
