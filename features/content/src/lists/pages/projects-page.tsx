import type { PageProps } from '@cepa/core/page';
import { ListScreen } from './list-screen';
import { listLoader } from '../load';

/** Page type "projects": the R&D projects, filtered by category (SPEC §2). */
export default function ProjectsPage(props: PageProps) {
  return <ListScreen kind="projects" {...props} />;
}

/** Server loader: the address's page of projects is in the HTML. */
export const load = listLoader('projects');
