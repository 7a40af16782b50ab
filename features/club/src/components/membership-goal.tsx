import { useId } from 'react';
import { formatDate, formatMoney, useLanguage } from '@cepa/core';
import type { MembershipData } from '../api';
import { useClubMessages } from '../messages';
import { goalProgress, isPermanentLevel } from '../rules';

/**
 * The membership (SPEC §2, §4): a permanent level says it has no end date nor goal; a time-limited
 * one shows its period and its consumption goal as a meter (spent, goal, amount left), and once the
 * goal is met, the day the next membership starts.
 */
export function MembershipGoal({
  membership,
  ordersPath,
}: {
  membership: MembershipData;
  ordersPath: string;
}) {
  const t = useClubMessages();
  const language = useLanguage();
  const titleId = useId();
  const meterLabelId = useId();
  const permanent = isPermanentLevel(membership.level);
  const goal = membership.minimum_consumption;
  const accumulated = membership.accumulated_purchases ?? 0;
  const left = membership.amount_left_to_reach_goal ?? 0;
  const money = (amount: number) => formatMoney(amount);
  const date = (iso: string) => formatDate(iso, language);

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5"
    >
      <h2 id={titleId} className="font-display text-xl font-semibold text-fg">
        {t('club.membership.title')}
      </h2>
      {permanent || goal === null ? (
        <p className="text-fg">{t('club.membership.permanent')}</p>
      ) : (
        <>
          {membership.start_date && membership.end_date && (
            <p className="text-fg-muted">
              {t('club.membership.period', {
                start: date(membership.start_date),
                end: date(membership.end_date),
              })}
            </p>
          )}
          <div className="flex flex-col gap-2">
            <p id={meterLabelId} className="font-semibold text-fg">
              {t('club.membership.goal')}
            </p>
            <div
              role="meter"
              aria-labelledby={meterLabelId}
              aria-valuemin={0}
              aria-valuemax={goal}
              aria-valuenow={Math.min(accumulated, goal)}
              aria-valuetext={t('club.membership.meter', {
                accumulated: money(accumulated),
                goal: money(goal),
              })}
              className="h-3 w-full overflow-hidden rounded-pill bg-surface-muted"
            >
              <div
                data-slot="goal-meter-fill"
                className="h-full rounded-pill bg-primary"
                style={{ width: `${goalProgress(accumulated, goal) * 100}%` }}
              />
            </div>
            <dl className="flex flex-wrap justify-between gap-x-6 gap-y-1 text-sm">
              <div className="flex gap-2">
                <dt className="text-fg-muted">{t('club.membership.accumulated')}</dt>
                <dd className="font-semibold text-fg tabular-nums">{money(accumulated)}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="text-fg-muted">{t('club.membership.goalAmount')}</dt>
                <dd className="font-semibold text-fg tabular-nums">{money(goal)}</dd>
              </div>
            </dl>
          </div>
          <p className="text-fg">
            {membership.next_membership_start_date
              ? t('club.membership.met', { date: date(membership.next_membership_start_date) })
              : t('club.membership.left', { amount: money(left) })}
          </p>
        </>
      )}
      <p>
        <a
          href={ordersPath}
          className="font-semibold text-fg-accent underline underline-offset-4 hover:no-underline"
        >
          {t('club.membership.orders')}
        </a>
      </p>
    </section>
  );
}
