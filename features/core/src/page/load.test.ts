import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, retryOnce } from './load';

describe('retryOnce', () => {
  it('answers with the second try when the first one fails', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue('page');
    await expect(retryOnce(load, 0)()).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up with a ChunkLoadError after two failures', async () => {
    const load = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(retryOnce(load, 0)()).rejects.toBeInstanceOf(ChunkLoadError);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads once when the first try works', async () => {
    const load = vi.fn().mockResolvedValue('page');
    await expect(retryOnce(load, 0)()).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
