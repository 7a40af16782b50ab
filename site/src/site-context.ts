import type { PageContext } from 'vike/types';
import { brandOfHost, languageOfPath } from './routing';
import { config, type Brand, type Language } from '@cepa/core';
import type { ErrorReason, SiteData } from './site-data';

/** The brand and language a page is shown in: its data's, an error's reason's, or the address's. */
export function siteOf(pageContext: PageContext): { brand: Brand; language: Language } {
  const data = pageContext.data as SiteData | undefined;
  if (data?.kind) return { brand: data.brand, language: data.language };
  const reason = pageContext.abortReason as ErrorReason | undefined;
  if (reason?.language) return { brand: reason.brand, language: reason.language };
  // On the server, the brand of the configured origin the request came to (the production server puts
  // it into the page context: the origins stay out of the browser's code); in the browser, the host's.
  const brand =
    typeof window === 'undefined'
      ? ((pageContext as { siteBrand?: Brand }).siteBrand ?? config.brand)
      : brandOfHost(window.location.hostname, config.brand);
  return {
    brand,
    language: languageOfPath(pageContext.urlPathname) ?? config.defaultLanguage,
  };
}

/** The document's title: the page's, then the brand's name. */
export function titleOf(pageContext: PageContext): string {
  const data = pageContext.data as SiteData | undefined;
  if (data?.kind === 'page') return `${data.title ?? data.page.title} · ${data.page.layout.brand_name}`;
  if (data?.kind === 'login')
    return data.frame ? `${data.title} · ${data.frame.layout.brand_name}` : data.title;
  const frame = (pageContext.abortReason as ErrorReason | undefined)?.frame;
  const status = pageContext.abortStatusCode ?? (pageContext.is404 ? 404 : 500);
  return frame ? `Error ${status} · ${frame.layout.brand_name}` : `Error ${status}`;
}
