import { z } from 'zod/mini';
import { brandIds, languages } from '../config/config';

/*
 * What a real visitor's browser reports of a page's speed (Core Web Vitals), sent when the page is hidden
 * to the site's own `/rum`: the metrics, the page type, brand, language, a coarse device class and how the
 * page was reached. No cookie, no address, no identifier: nothing that tells one visitor from another.
 */

/** The metrics a beacon may carry: the three Core Web Vitals. */
export const rumMetricNames = ['LCP', 'INP', 'CLS'] as const;
/** How far the page had loaded when the visitor pressed (INP's attribution): the presses before hydration. */
export const rumLoadStates = ['loading', 'dom-interactive', 'dom-content-loaded', 'complete'] as const;
/** How the page was reached (the Navigation Timing type, as web-vitals names it). */
export const rumNavigationTypes = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
] as const;
/** The device class: by the viewport's width only (phone under 768 px, tablet under 1024 px). */
export const rumDevices = ['phone', 'tablet', 'desktop'] as const;

/** The largest beacon the server takes, in bytes: a full one is under 400. */
export const rumBeaconMaxBytes = 2048;

export const rumBeaconSchema = z.strictObject({
  page_type: z.string().check(z.regex(/^[a-z][a-z0-9_]{0,39}$/)),
  brand: z.enum(brandIds),
  language: z.enum(languages),
  device: z.enum(rumDevices),
  navigation: z.enum(rumNavigationTypes),
  metrics: z
    .array(
      z.strictObject({
        name: z.enum(rumMetricNames),
        // Milliseconds (LCP, INP: up to ten minutes), or CLS's unitless score.
        value: z.number().check(z.gte(0), z.lte(600_000)),
        load_state: z.optional(z.enum(rumLoadStates)),
      }),
    )
    .check(z.minLength(1), z.maxLength(6)),
});

export type RumBeacon = z.infer<typeof rumBeaconSchema>;

/** The device class of a viewport `width` CSS pixels wide. */
export function rumDeviceOf(width: number): RumBeacon['device'] {
  return width < 768 ? 'phone' : width < 1024 ? 'tablet' : 'desktop';
}

/** The site's address that takes the beacons (and nothing else). */
export const rumEndpoint = '/rum';
