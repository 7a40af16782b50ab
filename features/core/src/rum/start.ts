/*
 * Real visitors' Core Web Vitals, measured where the deployer asks for them (`CEPA_RUM_SAMPLE`) and the
 * visitor consented to analytics: this module is small and decides; the measuring code (web-vitals) loads
 * only for a page that is measured.
 */

/** The attribute of `<html>` with the share of page loads measured (`CEPA_RUM_SAMPLE`), when above 0. */
export const rumSampleAttribute = 'data-rum-sample';
/** The attribute of `<html>` naming the page's type (the content system's, `login` or `error`). */
export const pageTypeAttribute = 'data-page-type';

/**
 * The share of page loads measured, from `CEPA_RUM_SAMPLE`: 0 (off) when unset; a number from 0 to 1.
 * Anything else is refused: the server does not start with it.
 */
export function rumSampleFrom(value: string | undefined): number {
  const text = (value ?? '').trim();
  if (text === '') return 0;
  const share = Number(text);
  if (!Number.isFinite(share) || share < 0 || share > 1)
    throw new Error(`CEPA_RUM_SAMPLE=${text} is not a share of page loads (a number from 0 to 1)`);
  return share;
}

/** The share measured: on the server, `CEPA_RUM_SAMPLE`; in the browser, what the server wrote on `<html>`. */
export function configuredRumSample(): number {
  if (typeof document !== 'undefined')
    return Number(document.documentElement.getAttribute(rumSampleAttribute) ?? 0) || 0;
  return typeof process !== 'undefined' ? Number(process.env.CEPA_RUM_SAMPLE ?? 0) || 0 : 0;
}

/** Whether this page load was drawn for measuring: decided once, at the first ask. */
let drawn: boolean | undefined;

/**
 * Starts measuring this page load's Core Web Vitals, once the visitor has consented to analytics (the
 * consent controls call it then): if the site measures (`CEPA_RUM_SAMPLE`) and this load is in the
 * sample. The metrics already past (the largest paint, the shifts) are read from the browser's buffer.
 */
export function startRealVisitorMeasurement(): void {
  if (typeof document === 'undefined' || drawn !== undefined) return;
  const sample = configuredRumSample();
  drawn = sample > 0 && Math.random() < sample;
  if (drawn) void import('./web-vitals-report').then(({ reportWebVitals }) => reportWebVitals());
}
