import { isPlainClick } from '@cepa/ui/lib';

/** What the router needs to know of a link to follow it in-page (vike's own rules for the links it takes). */
export type LinkFacts = {
  href: string;
  target: string | null;
  rel: string | null;
  download: boolean;
  /** `data-vike="false"`: the link asks for a whole page load. */
  ignored: boolean;
};

/**
 * The same-site address to show in-page for a press on a link, or null when the browser should follow it
 * itself: another site, a new tab or window, a download, a link that opts out, or a jump within the page.
 */
export function inPageAddress(link: LinkFacts, current: string): string | null {
  if (link.target && link.target !== '_self') return null;
  if (link.download || link.ignored) return null;
  if (link.rel?.split(/\s+/).includes('external')) return null;
  let url: URL;
  try {
    url = new URL(link.href, current);
  } catch {
    return null;
  }
  const here = new URL(current);
  if (url.origin !== here.origin) return null;
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Follows in-page a link pressed in a part of the page that has not hydrated yet (`HydrateOnDemand`: the
 * header until the browser is idle, the footer until the visitor comes near it). React stops a press
 * inside a part it cannot hydrate yet, so the router, which listens on the document below it, never saw
 * it and the browser loaded the next page whole. This listens on the window, before React, once the
 * page has hydrated; the router loads the code of the waiting parts before it shows the next page.
 */
export function followLinksInWaitingParts(navigate: (to: string) => void) {
  window.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const target = event.target instanceof Element ? event.target : null;
      const link = target?.closest<HTMLAnchorElement>('a[href]');
      if (!link || !link.closest('[data-on-demand]:not([data-hydrated])')) return;
      const to = inPageAddress(
        {
          href: link.getAttribute('href')!,
          target: link.getAttribute('target'),
          rel: link.getAttribute('rel'),
          download: link.hasAttribute('download'),
          ignored: link.getAttribute('data-vike') === 'false',
        },
        window.location.href,
      );
      if (to === null) return;
      event.preventDefault();
      navigate(to);
    },
    true,
  );
}
