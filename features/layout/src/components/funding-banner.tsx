import { useState } from 'react';
import {
  oneYear,
  readCookie,
  reportError,
  useCookie,
  writeCookie,
  type Brand,
  type PageContent,
} from '@cepa/core';
import { Banner } from '@cepa/ui';
import { RichParagraphs } from './rich-paragraphs';
import { useLayoutMessages } from '../messages';

/** The cookie that keeps the funding banner hidden once the visitor closes it (SPEC §2). */
export const bannerHiddenCookie = 'banner_hidden';

export function isBannerHidden(): boolean {
  return readCookie(bannerHiddenCookie) === 'true';
}

export type FundingBannerProps = {
  banner: NonNullable<PageContent['layout']['banner']>;
  brand: Brand;
};

/**
 * The funding-programme banner: shown while active and not dismissed. Closing it calls the banner's
 * endpoint and remembers the dismissal for a year, even if the call fails (it is only logged).
 */
export function FundingBanner({ banner, brand }: FundingBannerProps) {
  const t = useLayoutMessages();
  const hidden = useCookie(bannerHiddenCookie) === 'true';
  const [open, setOpen] = useState(() => banner.active && !hidden);
  if (!open) return null;
  return (
    <Banner
      tone="brand"
      role="region"
      aria-label={t('layout.banner.label')}
      closeLabel={t('layout.banner.close')}
      open={open}
      onDismiss={() => {
        setOpen(false);
        writeCookie(bannerHiddenCookie, 'true', { maxAge: oneYear });
        // The call's code (its contract) loads with the press: the first page carries none of it.
        import('../api')
          .then((api) => api.closeBanner(banner.endpoint, brand))
          .catch((error: unknown) => reportError(error, 'layout: closing the banner'));
      }}
    >
      <RichParagraphs html={banner.html} className="text-sm" />
    </Banner>
  );
}
