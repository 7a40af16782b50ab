import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { composeRefs } from './compose-refs';

describe('composeRefs', () => {
  it('sets object refs and calls callback refs with the node, skipping absent ones', () => {
    const object = createRef<string>();
    const callback = vi.fn();
    composeRefs<string>(object, undefined, null, callback)('node');
    expect(object.current).toBe('node');
    expect(callback).toHaveBeenCalledWith('node');
  });

  it('on detach, runs a callback’s own cleanup, else calls it with null, and empties object refs', () => {
    const object = createRef<string>();
    const calls: unknown[] = [];
    const plain = (node: string | null) => void calls.push(['plain', node]);
    const withCleanup = (node: string | null) => {
      calls.push(['attach', node]);
      return () => void calls.push(['cleanup']);
    };
    const cleanup = composeRefs<string>(object, plain, withCleanup)('node');
    calls.length = 0;
    expect(typeof cleanup).toBe('function');
    if (typeof cleanup === 'function') cleanup();
    expect(object.current).toBeNull();
    expect(calls).toEqual([['plain', null], ['cleanup']]);
  });
});
