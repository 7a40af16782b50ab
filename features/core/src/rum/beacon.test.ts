import { describe, expect, it } from 'vitest';
import { rumBeaconSchema, rumDeviceOf } from './beacon';
import { rumSampleFrom } from './start';

describe('rumSampleFrom', () => {
  it('reads a share of page loads, 0 when unset, and refuses anything else', () => {
    expect(rumSampleFrom(undefined)).toBe(0);
    expect(rumSampleFrom(' 0.05 ')).toBe(0.05);
    expect(rumSampleFrom('1')).toBe(1);
    for (const bad of ['1.5', '-0.1', 'half', '5%'])
      expect(() => rumSampleFrom(bad)).toThrow(/CEPA_RUM_SAMPLE/);
  });
});

describe('the beacon', () => {
  it('tells a phone, a tablet and a desktop by the viewport’s width alone', () => {
    expect([360, 767, 768, 1023, 1024, 1920].map(rumDeviceOf)).toEqual([
      'phone',
      'phone',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
    ]);
  });

  it('carries no more than its fields: an identifier added to it is refused', () => {
    const beacon = {
      page_type: 'home',
      brand: 'brava',
      language: 'en',
      device: 'desktop',
      navigation: 'back-forward-cache',
      metrics: [{ name: 'CLS', value: 0 }],
    };
    expect(rumBeaconSchema.safeParse(beacon).success).toBe(true);
    expect(rumBeaconSchema.safeParse({ ...beacon, session: 'abc' }).success).toBe(false);
    expect(
      rumBeaconSchema.safeParse({ ...beacon, metrics: [{ name: 'LCP', value: 1, url: '/es/' }] }).success,
    ).toBe(false);
  });
});
