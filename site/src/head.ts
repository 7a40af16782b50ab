import type { PageContent } from '@cepa/core';

/**
 * After an in-site navigation, writes the new page's canonical address and hreflang alternates (the
 * server wrote the first page's; the router updates the title, language and description itself).
 */
export function applyHead(page: PageContent): void {
  const head = document.head;
  // The brand's configured origin, as the server wrote it into the first page (the address the visitor
  // came in by may be another of the brand's); the browser's own when no page had one (the login).
  const written = head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  const origin = written ? new URL(written).origin : window.location.origin;
  for (const old of head.querySelectorAll('link[rel="alternate"][hreflang], link[rel="canonical"]'))
    old.remove();
  const canonical = document.createElement('link');
  canonical.rel = 'canonical';
  canonical.href = new URL(page.path, origin).href;
  head.appendChild(canonical);
  for (const alternate of [{ language: page.language, path: page.path }, ...page.alternates]) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = alternate.language;
    link.href = new URL(alternate.path, origin).href;
    head.appendChild(link);
  }
}
