import type { PageContext } from 'vike/types';
import type { SiteData } from '../site-data';

export default (pageContext: PageContext) => {
  const data = pageContext.data as SiteData | undefined;
  return data?.kind === 'page' ? data.page.meta_description : null;
};
