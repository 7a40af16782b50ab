import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { SitePage } from '../../app';
import type { PageData } from '../../site-data';

export default function Page() {
  const { page, loaded } = useData<PageData>();
  const { urlParsed } = usePageContext();
  return <SitePage page={page} query={urlParsed.searchOriginal ?? ''} loaded={loaded} />;
}
