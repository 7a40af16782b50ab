import type { PageContent } from '@cepa/core';
import { FundingBanner } from './funding-banner';
import { Header, type HeaderProps } from './header';

export type FrameTopProps = Pick<HeaderProps, 'currentPath' | 'onLanguageChange' | 'basketPreview'> & {
  page: PageContent;
};

/** The top of every page's frame: the funding banner (while active) and the header. */
export function FrameTop({ page, currentPath, onLanguageChange, basketPreview }: FrameTopProps) {
  const { banner } = page.layout;
  return (
    <>
      {banner?.active && <FundingBanner banner={banner} brand={page.brand} />}
      <Header
        page={page}
        currentPath={currentPath}
        onLanguageChange={onLanguageChange}
        basketPreview={basketPreview}
      />
    </>
  );
}
