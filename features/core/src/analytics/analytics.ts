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

/** Pushes a typed event to the tag manager's data layer. */
export function track(event: AnalyticsEvent): void {
  dataLayer().push(event);
}

/** The events pushed so far, for tests and stories. */
export function trackedEvents(): AnalyticsEvent[] {
  return dataLayer().filter((e): e is AnalyticsEvent => typeof e === 'object' && e !== null && 'event' in e);
}
