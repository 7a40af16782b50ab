import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadInSteps, onDemand, retryOnce } from './load';

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

describe('onDemand', () => {
  it('loads once, and has the module at hand once it is in', async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const module = onDemand(load);
    expect(module.current).toBeUndefined();
    const first = module.load();
    expect(module.load()).toBe(first);
    await expect(first).resolves.toEqual({ answer: 42 });
    expect(module.current).toEqual({ answer: 42 });
    // Marked as React's `use` marks a settled promise: a render that passes it to `use` does not wait.
    expect(first).toMatchObject({ status: 'fulfilled', value: { answer: 42 } });
    await module.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ answer: 42 });
    const module = onDemand(load);
    await expect(module.load()).rejects.toThrow('offline');
    expect(module.current).toBeUndefined();
    await expect(module.load()).resolves.toEqual({ answer: 42 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('loadInSteps', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('in the browser, loads each step in a task of its own, in order, then the module', async () => {
    vi.stubGlobal('window', {});
    const order: string[] = [];
    // A task the browser has waiting (a press, a paint) runs between the steps.
    setTimeout(() => order.push('waiting task'), 0);
    const load = loadInSteps(
      [async () => order.push('zod'), async () => order.push('contracts')],
      async () => {
        order.push('page');
        return { default: 'page module' };
      },
    );
    await expect(load()).resolves.toEqual({ default: 'page module' });
    expect(order).toEqual(['zod', 'waiting task', 'contracts', 'page']);
  });

  it('on the server, loads the steps one after the other without waiting', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('waiting task'), 0);
    await loadInSteps([async () => order.push('zod'), async () => order.push('contracts')], async () =>
      order.push('page'),
    )();
    expect(order).toEqual(['zod', 'contracts', 'page']);
  });

  it('fails as the step that failed, without loading the module', async () => {
    const page = vi.fn(async () => 'page');
    const failure = new TypeError('Failed to fetch');
    await expect(loadInSteps([() => Promise.reject(failure)], page)()).rejects.toBe(failure);
    expect(page).not.toHaveBeenCalled();
  });
});
