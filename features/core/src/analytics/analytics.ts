/** The tag-manager events the product sends (SPEC §7). Nothing else goes to the data layer. */
export type AnalyticsEvent =
  | { event: 'checkout'; step: 1; basket: unknown }
  | { event: 'product_impressions'; list: string; impressions: unknown[] }
  | { event: 'product_click'; list: string; product: unknown }
  | { event: 'purchase'; order: unknown }
  | { event: 'order_gift'; order_number: string }
  | { event: 'subscribe_newsletter'; origin: string }
  | { event: 'booking_completed'; booking: unknown }
  | { event: 'slot_taken'; experience_id?: number | string };

type DataLayerWindow = { dataLayer?: unknown[] };

function dataLayer(): unknown[] {
  const w = globalThis as unknown as DataLayerWindow;
  w.dataLayer ??= [];
  return w.dataLayer;
}

/** Where events go instead of the data layer: the visitor's consent decides (`@cepa/core/consent`). */
let destination: ((event: AnalyticsEvent) => void) | undefined;

/** Pushes a typed event to the tag manager's data layer, or where the visitor's consent sends it. */
export function track(event: AnalyticsEvent): void {
  if (destination) destination(event);
  else dataLayer().push(event);
}

/**
 * Sends every event from now on to `to` (undefined: the data layer again). Used by the consent code
 * when a tag manager is configured, which holds the events until the visitor has chosen.
 */
export function sendEventsTo(to: ((event: AnalyticsEvent) => void) | undefined): void {
  destination = to;
}

/** The events pushed so far, for tests and stories. */
export function trackedEvents(): AnalyticsEvent[] {
  return dataLayer().filter((e): e is AnalyticsEvent => typeof e === 'object' && e !== null && 'event' in e);
}
