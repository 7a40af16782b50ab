import type { PageProps } from '@cepa/core/page';
import { ListScreen } from './list-screen';
import { listLoader } from '../load';

/** Page type "press": the press articles, filtered by year, category and locale (SPEC §2). */
export default function PressPage(props: PageProps) {
  return <ListScreen kind="press" {...props} />;
}

/** Server loader: the address's page of articles is in the HTML. */
export const load = listLoader('press');
