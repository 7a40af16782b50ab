import { useMemo } from 'react';
import type { PageContent } from '@cepa/core';
import { configuredTagManagerId } from '@cepa/core/consent';
import { HydrateOnDemand, preloadable } from '@cepa/core/page';
import { FundingBanner } from './funding-banner';
import { Header, type HeaderProps } from './header';

/**
 * Only a site with a tag manager asks for consent to cookies, and only it downloads the banner's code
 * (from here, not from the first page's code: the frame's top loads once the browser is idle).
 */
const ConsentControls = preloadable(() =>
  import('../consent/consent-controls').then((m) => m.ConsentControls),
);

/** Loads, on the server, the code of the parts of the frame's top that load on demand in the browser. */
export async function preloadFrameTop(): Promise<void> {
  if (configuredTagManagerId()) await ConsentControls.preload();
}

export type FrameTopProps = Pick<
  HeaderProps,
  'currentPath' | 'shownPath' | 'onLanguageChange' | 'basketPreview'
> & {
  page: PageContent;
};

/**
 * The top of every page's frame: the cookie banner where a tag manager is configured (first in reading
 * order, fixed at the viewport's foot; shown before the first paint when the visitor has not chosen,
 * hydrated once idle), the funding banner (while active) and the header.
 */
export function FrameTop({ page, currentPath, shownPath, onLanguageChange, basketPreview }: FrameTopProps) {
  const { banner } = page.layout;
  const tagManagerId = configuredTagManagerId();
  // The same element across renders: the part waiting to hydrate is left alone.
  const consent = useMemo(
    () => <ConsentControls page={page} tagManagerId={tagManagerId} />,
    [page, tagManagerId],
  );
  return (
    <>
      {tagManagerId && (
        <HydrateOnDemand
          when="idle"
          load={ConsentControls.preload}
          isLoaded={ConsentControls.isLoaded}
          fallback={null}
        >
          {consent}
        </HydrateOnDemand>
      )}
      {banner?.active && <FundingBanner banner={banner} brand={page.brand} />}
      <Header
        page={page}
        currentPath={currentPath}
        shownPath={shownPath}
        onLanguageChange={onLanguageChange}
        basketPreview={basketPreview}
      />
    </>
  );
}
