/**
 * Runs in the page (written inline by the server's loader, before the page's first paint): the consent
 * banner comes `hidden` in the HTML, the same for every visitor, and is shown here when this browser holds
 * no choice of the current version, unless a modal question (the age gate) is open: the banner follows it.
 * So it paints with the page (never a late largest paint, never a shift). Without JavaScript no tag
 * loads, and no banner is needed. The consent code takes over once loaded.
 * Self-contained: it is written into the page as its source.
 */
export function showConsentBannerBeforePaint(selector: string, cookie: string, version: number) {
  const banner = document.querySelector<HTMLElement>(selector);
  if (!banner) return;
  const chosen = document.cookie.split('; ').some((pair) => pair.startsWith(`${cookie}=${version}.`));
  if (!chosen && !document.querySelector('dialog[data-modal][open]')) banner.hidden = false;
}

/** The banner the server sends hidden (`@cepa/layout`'s consent controls mark it). */
export const consentBannerSelector = 'section[data-consent-banner][hidden]';
