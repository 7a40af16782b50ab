import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenVisitorActs } from './when-idle';

describe('whenVisitorActs', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each(['pointerdown', 'keydown', 'focusin'])('runs once, after the first %s, not inside it', (type) => {
    const page = new EventTarget();
    const callback = vi.fn();
    whenVisitorActs(callback, page);
    page.dispatchEvent(new Event('scroll'));
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
    page.dispatchEvent(new Event(type));
    // Not within the action's own event: once the browser is idle after it.
    expect(callback).not.toHaveBeenCalled();
    page.dispatchEvent(new Event('pointerdown'));
    page.dispatchEvent(new Event('keydown'));
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled (the page left before the visitor acted)', () => {
    const page = new EventTarget();
    const callback = vi.fn();
    whenVisitorActs(callback, page)();
    page.dispatchEvent(new Event('pointerdown'));
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
  });

  it('does not run when cancelled between the action and the idle moment (the page left meanwhile)', () => {
    const page = new EventTarget();
    const callback = vi.fn();
    const cancel = whenVisitorActs(callback, page);
    page.dispatchEvent(new Event('pointerdown'));
    cancel();
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
  });
});
