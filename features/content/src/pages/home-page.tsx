import type { PageContent } from '@cepa/core';
import { Blocks } from '../blocks/block-renderer';
import { PageTitle } from './page-title';

/** The home page (page type "home"): the page's title and its content blocks. */
export default function HomePage({ page }: { page: PageContent }) {
  return (
    <article
      data-page-type={page.page_type}
      className="mx-auto flex w-full max-w-page flex-col gap-8 px-4 py-8 md:px-8"
    >
      <PageTitle>{page.title}</PageTitle>
      <Blocks blocks={page.blocks} />
    </article>
  );
}
