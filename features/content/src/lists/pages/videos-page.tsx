import type { PageProps } from '@cepa/core/page';
import { ListScreen } from './list-screen';
import { listLoader } from '../load';

/** Page type "virtual_experience_videos": the videos, by category and subcategory (SPEC §2). */
export default function VideosPage(props: PageProps) {
  return <ListScreen kind="videos" {...props} />;
}

/** Server loader: the address's page of videos is in the HTML. */
export const load = listLoader('videos');
