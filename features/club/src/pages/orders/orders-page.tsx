import { useEffect, useId } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { formatDate, parsePageData, useLanguage } from '@cepa/core';
import type { PageProps } from '@cepa/core/page';
import { Alert, Button, Loader } from '@cepa/ui';
import { loadOrdersAtom, ordersAtom } from '../../atoms/orders';
import { ClubNavigation } from '../../components/club-navigation';
import { MembershipOrdersSection } from '../../components/membership-orders';
import { useClubMessages } from '../../messages';
import { clubPageDataSchema } from '../page-data';

/**
 * My orders (SPEC §2): the current membership and the past ones, each with its totals and orders.
 * Loaded in the browser (a member's page is never cached); the SPEC §8 message with a retry when the
 * orders cannot be retrieved.
 */
export default function OrdersPage({ page }: Pick<PageProps, 'page'>) {
  const t = useClubMessages();
  const language = useLanguage();
  const titleId = useId();
  const data = parsePageData(page, clubPageDataSchema);
  const state = useAtomValue(ordersAtom);
  const load = useSetAtom(loadOrdersAtom);

  useEffect(() => {
    void load(language);
  }, [load, language]);

  return (
    <section
      aria-labelledby={titleId}
      className="mx-auto flex w-full max-w-page flex-col gap-6 px-4 py-8 md:px-8"
    >
      <ClubNavigation items={data.navigation} current="club_orders" />
      <h1 id={titleId} className="font-display text-3xl font-semibold text-fg md:text-4xl">
        {page.title}
      </h1>
      {state.status === 'failed' ? (
        <Alert
          tone="error"
          live="assertive"
          description={
            <span className="flex flex-wrap items-center gap-3">
              {t('club.orders.loadFailed')}
              <Button size="sm" variant="secondary" onClick={() => void load(language)}>
                {t('club.retry')}
              </Button>
            </span>
          }
        />
      ) : state.status === 'loading' ? (
        <Loader loading message={t('club.orders.loading')}>
          <div className="min-h-64" />
        </Loader>
      ) : (
        <div className="flex max-w-4xl flex-col gap-10">
          <MembershipOrdersSection
            membership={state.orders.current_membership_orders}
            title={t('club.orders.current')}
            headingLevel={2}
          />
          {state.orders.past_membership_orders.length > 0 && (
            <section aria-label={t('club.orders.past')} className="flex flex-col gap-8">
              <h2 className="font-display text-2xl font-semibold text-fg">{t('club.orders.past')}</h2>
              {state.orders.past_membership_orders.map((membership) => (
                <MembershipOrdersSection
                  key={membership.id}
                  membership={membership}
                  headingLevel={3}
                  title={
                    membership.start_date && membership.end_date
                      ? t('club.orders.pastMembership', {
                          level: membership.level_label,
                          start: formatDate(membership.start_date, language),
                          end: formatDate(membership.end_date, language),
                        })
                      : membership.level_label
                  }
                />
              ))}
            </section>
          )}
        </div>
      )}
    </section>
  );
}
