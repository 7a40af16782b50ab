import { onCLS, onINP, onLCP, type MetricWithAttribution } from 'web-vitals/attribution';
import type { Brand, Language } from '../config/config';
import { readConsent } from '../consent/choice';
import { rumDeviceOf, rumEndpoint, type RumBeacon } from './beacon';
import { pageTypeAttribute } from './start';

/**
 * Collects the page's LCP, INP and CLS (web-vitals' attribution build, for INP's load state: whether the
 * press came before the page was loaded) and sends them in one beacon when the page is hidden, to the
 * site's own address, while the visitor's consent to analytics holds. A page restored from the
 * back/forward cache reports again (web-vitals starts over then).
 */
export function reportWebVitals(): void {
  const html = document.documentElement;
  let pending: RumBeacon['metrics'] = [];
  let navigation: RumBeacon['navigation'] = 'navigate';
  const take = (metric: MetricWithAttribution) => {
    navigation = metric.navigationType;
    pending = pending.filter((kept) => kept.name !== metric.name);
    pending.push({
      name: metric.name as RumBeacon['metrics'][number]['name'],
      // CLS is a score (four decimals kept), the others milliseconds (whole ones).
      value: metric.name === 'CLS' ? Number(metric.value.toFixed(4)) : Math.round(metric.value),
      ...(metric.name === 'INP' ? { load_state: metric.attribution.loadState } : {}),
    });
  };
  onLCP(take);
  onINP(take);
  onCLS(take);
  // After web-vitals' own listener (registered by the calls above), which reports the metrics then.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden' || pending.length === 0) return;
    const metrics = pending;
    pending = [];
    if (!readConsent()?.analytics) return;
    const beacon: RumBeacon = {
      page_type: html.getAttribute(pageTypeAttribute) ?? 'content',
      // As the page says them: the server takes a beacon only for one of the site's brands and languages.
      brand: html.dataset.brand as Brand,
      language: html.lang as Language,
      device: rumDeviceOf(innerWidth),
      navigation,
      metrics,
    };
    // As text (text/plain, which any browser sends without asking first); the server reads it as JSON.
    navigator.sendBeacon(rumEndpoint, JSON.stringify(beacon));
  });
}
