import { describe, expect, it, vi } from 'vitest';
import { whenVisitorActs } from './when-idle';

describe('whenVisitorActs', () => {
  it.each(['pointerdown', 'keydown', 'focusin'])('runs once, on the first %s', (type) => {
    const page = new EventTarget();
    const callback = vi.fn();
    whenVisitorActs(callback, page);
    page.dispatchEvent(new Event('scroll'));
    expect(callback).not.toHaveBeenCalled();
    page.dispatchEvent(new Event(type));
    page.dispatchEvent(new Event('pointerdown'));
    page.dispatchEvent(new Event('keydown'));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled (the page left before the visitor acted)', () => {
    const page = new EventTarget();
    const callback = vi.fn();
    whenVisitorActs(callback, page)();
    page.dispatchEvent(new Event('pointerdown'));
    expect(callback).not.toHaveBeenCalled();
  });
});
