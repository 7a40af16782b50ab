import { beforeEach, describe, expect, it } from 'vitest';
import { track, trackedEvents } from './analytics';

describe('analytics', () => {
  // Test files share a worker's modules and globals: start from an empty data layer.
  beforeEach(() => {
    (globalThis as unknown as { dataLayer?: unknown[] }).dataLayer = [];
  });

  it('pushes typed events to the data layer, readable by tests', () => {
    track({ event: 'subscribe_newsletter', origin: 'footer' });
    track({ event: 'slot_taken', experience_id: 3 });
    expect(trackedEvents().slice(-2)).toEqual([
      { event: 'subscribe_newsletter', origin: 'footer' },
      { event: 'slot_taken', experience_id: 3 },
    ]);
    expect((globalThis as unknown as { dataLayer: unknown[] }).dataLayer).toHaveLength(2);
  });
});
