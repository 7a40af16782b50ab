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
