import type { PageProps } from '@cepa/core/page';
import { Blocks } from '../../components/block-renderer';
import { PageTitle } from '../../components/page-title';

/**
 * A content page: page types "home" and "content", and any page type without a page of its own.
 */
export default function ContentPage({ page }: Pick<PageProps, 'page'>) {
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
