import type { PageContent } from '@cepa/core';

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  return document.head.querySelector<HTMLElement>(selector) ?? document.head.appendChild(create());
}

/** Writes the document's title, description, language and hreflang alternates from page content. */
export function applyHead(page: PageContent): void {
  document.title = `${page.title} · ${page.layout.brand_name}`;
  document.documentElement.lang = page.language;
  const description = upsert('meta[name="description"]', () => {
    const meta = document.createElement('meta');
    meta.setAttribute('name', 'description');
    return meta;
  });
  description.setAttribute('content', page.meta_description);
  for (const old of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) old.remove();
  for (const alternate of [{ language: page.language, path: page.path }, ...page.alternates]) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = alternate.language;
    link.href = new URL(alternate.path, window.location.origin).href;
    document.head.appendChild(link);
  }
}
