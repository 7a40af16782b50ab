import { useAtomValue, useSetAtom } from 'jotai';
import { formatDate, parsePageData, useLanguage } from '@cepa/core';
import type { PageProps } from '@cepa/core/page';
import { useRemote } from '@cepa/core/remote';
import { MemberCard } from '@cepa/ui';
import { myClubAtom, sendInvitationAtom } from '../../atoms/my-club';
import { preferencesAtom, togglePreferenceAtom } from '../../atoms/preferences';
import { ClubPageShell } from '../../components/club-page-shell';
import { InvitationSection } from '../../components/invitation-section';
import { MembershipGoal } from '../../components/membership-goal';
import { PreferencesSection } from '../../components/preferences-section';
import { VisitCodes } from '../../components/visit-codes';
import { useClubMessages } from '../../messages';
import { tierOf } from '../../rules';
import { clubPageDataSchema } from '../../page-data';

/**
 * My club (SPEC §2): the member card, the membership and its goal, the link to my orders, gift a
 * subscription, my preferences and visit us. The member's data loads in the browser (a member's page
 * is never cached); the server renders the frame and the loading state.
 */
export default function MyClubPage({ page }: Pick<PageProps, 'page'>) {
  const t = useClubMessages();
  const language = useLanguage();
  const data = parsePageData(page, clubPageDataSchema);
  // Loading while an answer is on its way (another language's, a retry): the sections start afresh.
  const [state, retry] = useRemote(myClubAtom, language, { afresh: true });
  const myClub = state.state === 'hasData' ? state.data : null;
  const preferences = useAtomValue(preferencesAtom);
  const toggle = useSetAtom(togglePreferenceAtom);
  const sendInvitation = useSetAtom(sendInvitationAtom);

  return (
    <ClubPageShell
      title={page.title}
      navigation={data.navigation}
      current="club_my_club"
      state={state.state}
      loadingMessage={t('club.loading')}
      failedMessage={t('club.loadFailed')}
      onRetry={retry}
    >
      {myClub && (
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="flex flex-col gap-6">
            <MemberCard
              tier={tierOf(myClub.club.membership_data.level)}
              clubName={data.club_name}
              memberName={`${myClub.club.card.name} ${myClub.club.card.surname}`}
              levelLabel={myClub.club.membership_data.label}
              memberNumber={myClub.club.card.number}
              validUntil={
                myClub.club.card.membership_end_date
                  ? formatDate(myClub.club.card.membership_end_date, language)
                  : null
              }
              status={myClub.club.card.status}
              userType={myClub.club.card.user_type}
              labels={{
                memberNumber: t('club.card.memberNumber'),
                validUntil: t('club.card.validUntil'),
                status: t('club.card.status'),
                userType: t('club.card.userType'),
              }}
            />
            <MembershipGoal membership={myClub.membership} ordersPath={myClub.club.profile_my_orders_url} />
          </div>
          <div className="flex flex-col gap-6">
            <InvitationSection club={myClub.club} onSend={sendInvitation} />
            <PreferencesSection
              options={myClub.club.product_preferences.options}
              state={preferences}
              onToggle={(value) => void toggle(value)}
            />
          </div>
          <div className="lg:col-span-2">
            <VisitCodes vouchers={myClub.club.experience_vouchers} />
          </div>
        </div>
      )}
    </ClubPageShell>
  );
}
