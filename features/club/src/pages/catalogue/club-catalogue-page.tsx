import { useEffect, useRef, useState } from 'react';
import { useSetAtom } from 'jotai';
import { parsePageData, useLanguage } from '@cepa/core';
import { track } from '@cepa/core/analytics';
import type { PageProps } from '@cepa/core/page';
import { useRemote } from '@cepa/core/remote';
import { Alert, Button } from '@cepa/ui';
import { clubCatalogueAtom, seeMoreAtom } from '../../atoms/catalogue';
import { ClubPageShell } from '../../components/club-page-shell';
import { ClubProductCard } from '../../components/club-product-card';
import { useClubMessages } from '../../messages';
import { clubPageDataSchema } from '../../page-data';

/**
 * The club catalogue (SPEC §2, §4, §9): highlighted products, 8 to a page, "See more" while there are
 * more; after it, focus goes to the first new product and the count is announced. Locked products show
 * a lock and cannot be opened. Impressions and clicks go to the tag manager with their positions.
 */
export default function ClubCataloguePage({ page }: Pick<PageProps, 'page'>) {
  const t = useClubMessages();
  const language = useLanguage();
  const data = parsePageData(page, clubPageDataSchema);
  const pageId = data.page_id ?? page.id;
  // Loading while an answer is on its way (another language's, a retry): the sections start afresh.
  const [state, retry] = useRemote(clubCatalogueAtom, { pageId, language }, { afresh: true });
  const pages = state.state === 'hasData' ? state.data : null;
  const seeMore = useSetAtom(seeMoreAtom);
  const [announcement, setAnnouncement] = useState('');
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const firstNew = useRef<HTMLAnchorElement | HTMLButtonElement>(null);

  useEffect(() => {
    if (focusIndex !== null) firstNew.current?.focus();
  }, [focusIndex]);

  return (
    <ClubPageShell
      title={page.title}
      navigation={data.navigation}
      current="club_catalogue"
      state={state.state}
      loadingMessage={t('club.catalogue.loading')}
      failedMessage={t('club.catalogue.loadFailed')}
      onRetry={retry}
    >
      {pages && (
        <>
          <div role="status" className="sr-only">
            {announcement}
          </div>
          {pages.products.length === 0 ? (
            <p className="text-fg-muted">{t('club.catalogue.empty')}</p>
          ) : (
            <>
              <ul
                aria-label={t('club.catalogue.list')}
                className="grid grid-cols-[repeat(auto-fill,minmax(220px,1fr))] gap-4"
              >
                {pages.products.map((product, index) => (
                  <li key={`${product.impression.position}`}>
                    <ClubProductCard
                      product={product}
                      ref={index === focusIndex ? firstNew : undefined}
                      onOpen={() =>
                        track({ event: 'product_click', list: 'club_catalogue', product: product.impression })
                      }
                    />
                  </li>
                ))}
              </ul>
              {pages.moreFailed && (
                <Alert tone="error" live="assertive" description={t('club.catalogue.moreFailed')} />
              )}
              {pages.hasNext && (
                <div className="flex justify-center">
                  <Button
                    variant="secondary"
                    loading={pages.loadingMore}
                    onClick={async () => {
                      const before = pages.products.length;
                      const added = await seeMore({ pageId, language });
                      if (added > 0) {
                        setAnnouncement(t('club.catalogue.shown', { count: added, total: before + added }));
                        setFocusIndex(before);
                      }
                    }}
                  >
                    {t('club.catalogue.seeMore')}
                  </Button>
                </div>
              )}
            </>
          )}
        </>
      )}
    </ClubPageShell>
  );
}
