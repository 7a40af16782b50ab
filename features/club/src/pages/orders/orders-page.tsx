import { useSetAtom } from 'jotai';
import { formatDate, parsePageData, useLanguage } from '@cepa/core';
import type { PageProps } from '@cepa/core/page';
import { useRemote } from '@cepa/core/remote';
import { addToBasketAtom } from '@cepa/shop';
import { ordersAtom } from '../../atoms/orders';
import { ClubPageShell } from '../../components/club-page-shell';
import { MembershipOrdersSection } from '../../components/membership-orders';
import { useClubMessages } from '../../messages';
import { clubPageDataSchema } from '../../page-data';

/**
 * My orders (SPEC §2): the current membership and the past ones, each with its totals and orders.
 * Loaded in the browser (a member's page is never cached); the SPEC §8 message with a retry when the
 * orders cannot be retrieved.
 */
export default function OrdersPage({ page }: Pick<PageProps, 'page'>) {
  const t = useClubMessages();
  const language = useLanguage();
  const data = parsePageData(page, clubPageDataSchema);
  // Loading while an answer is on its way (another language's, a retry): the sections start afresh.
  const [state, retry] = useRemote(ordersAtom, language, { afresh: true });
  // An item added from an order lands in the shop's basket: the header's count follows.
  const addToBasket = useSetAtom(addToBasketAtom);

  return (
    <ClubPageShell
      title={page.title}
      navigation={data.navigation}
      current="club_orders"
      state={state.state}
      loadingMessage={t('club.orders.loading')}
      failedMessage={t('club.orders.loadFailed')}
      onRetry={retry}
    >
      {state.state === 'hasData' && (
        <div className="flex max-w-4xl flex-col gap-10">
          <MembershipOrdersSection
            membership={state.data.current_membership_orders}
            title={t('club.orders.current')}
            headingLevel={2}
            onAddToBasket={addToBasket}
          />
          {state.data.past_membership_orders.length > 0 && (
            <section aria-label={t('club.orders.past')} className="flex flex-col gap-8">
              <h2 className="font-display text-2xl font-semibold text-fg">{t('club.orders.past')}</h2>
              {state.data.past_membership_orders.map((membership) => (
                <MembershipOrdersSection
                  key={membership.id}
                  membership={membership}
                  headingLevel={3}
                  onAddToBasket={addToBasket}
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
    </ClubPageShell>
  );
}
