import { useEffect } from 'react';
import type { PageContent } from './page-content';

/**
 * Titles the document after what a page shows once it knows it in the browser (a confirmation
 * confirmed, or not), in the site's form "<title> · <brand>": the page content's title, which the
 * server wrote, may say otherwise ("Pedido confirmado" over a payment that failed). The router titles
 * the next page itself.
 */
export function useDocumentTitle(page: Pick<PageContent, 'layout'>, title: string): void {
  const brand = page.layout.brand_name;
  useEffect(() => {
    document.title = `${title} · ${brand}`;
  }, [title, brand]);
}
