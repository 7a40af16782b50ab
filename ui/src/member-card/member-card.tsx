import { useId } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

const memberCardVariants = cva(
  [
    '@container relative flex min-w-0 flex-col gap-5 overflow-hidden rounded-lg p-5 shadow-md',
    'font-body wrap-anywhere',
  ],
  {
    variants: {
      tier: {
        bronze: 'bg-tier-bronze text-tier-bronze-fg',
        platinum: 'bg-tier-platinum text-tier-platinum-fg',
        other: 'bg-tier-other text-tier-other-fg',
      },
    },
    defaultVariants: { tier: 'other' },
  },
);

type MemberCardLabels = {
  memberNumber: string;
  validUntil: string;
  status: string;
  userType: string;
};

type MemberCardProps = Omit<React.ComponentProps<'section'>, 'children'> &
  VariantProps<typeof memberCardVariants> & {
    /** The club's name; the card's heading. */
    clubName: React.ReactNode;
    /** The member's name and surname as printed on the card. */
    memberName?: React.ReactNode;
    /** Name of the membership level shown as a badge, e.g. "Bronce". */
    levelLabel?: React.ReactNode;
    memberNumber: React.ReactNode;
    /** The membership's end date, already formatted. Absent or null for a permanent membership: no end date is shown. */
    validUntil?: React.ReactNode | null;
    status?: React.ReactNode;
    userType?: React.ReactNode;
    /** The terms before each value. */
    labels: MemberCardLabels;
    /** Level of the club-name heading in the page's outline. */
    headingLevel?: 2 | 3 | 4;
  };

/**
 * The club member card of "My club" (SPEC §2): a section named by the club, its facts in a description
 * list. Values the member does not have (a permanent membership's end date) are left out, not shown empty.
 */
function MemberCard({
  className,
  tier,
  clubName,
  memberName,
  levelLabel,
  memberNumber,
  validUntil,
  status,
  userType,
  labels,
  headingLevel = 2,
  ...props
}: MemberCardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const facts: { key: keyof MemberCardLabels; value: React.ReactNode }[] = [
    { key: 'memberNumber', value: memberNumber },
    { key: 'validUntil', value: validUntil },
    { key: 'status', value: status },
    { key: 'userType', value: userType },
  ];
  const shown = facts.filter(({ value }) => value !== undefined && value !== null && value !== '');

  return (
    <section
      data-slot="member-card"
      data-tier={tier ?? 'other'}
      aria-labelledby={headingId}
      className={cn(memberCardVariants({ tier }), className)}
      {...props}
    >
      <header
        data-slot="member-card-header"
        className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2"
      >
        <div className="min-w-0">
          <Heading id={headingId} className="text-xl font-semibold @sm:text-2xl">
            {clubName}
          </Heading>
          {memberName && (
            <p data-slot="member-card-name" className="mt-1 text-base font-medium">
              {memberName}
            </p>
          )}
        </div>
        {levelLabel && (
          <p
            data-slot="member-card-level"
            className="rounded-pill border border-current px-3 py-0.5 text-sm font-semibold uppercase tracking-wide"
          >
            {levelLabel}
          </p>
        )}
      </header>
      <dl data-slot="member-card-facts" className="grid grid-cols-1 gap-x-6 gap-y-3 @sm:grid-cols-2">
        {shown.map(({ key, value }) => (
          <div key={key} data-slot="member-card-fact" className="min-w-0">
            <dt className="text-xs font-semibold tracking-wide uppercase">{labels[key]}</dt>
            <dd className={cn('text-base', key === 'memberNumber' && 'text-lg font-semibold tabular-nums')}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export { MemberCard, memberCardVariants, type MemberCardProps, type MemberCardLabels };
