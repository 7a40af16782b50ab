import type { ClubPageData, ClubPageType } from '../page-data';
import { useClubMessages } from '../messages';

/** The club's pages as a navigation, the current one marked (SPEC §2 club pages). */
export function ClubNavigation({
  items,
  current,
}: {
  items: ClubPageData['navigation'];
  current: ClubPageType;
}) {
  const t = useClubMessages();
  if (items.length < 2) return null;
  return (
    <nav aria-label={t('club.nav.label')}>
      <ul className="flex flex-wrap gap-x-5 gap-y-2 border-b border-border pb-3 text-sm">
        {items.map((item) => (
          <li key={item.page_type}>
            <a
              href={item.path}
              aria-current={item.page_type === current ? 'page' : undefined}
              className="rounded-sm text-fg-muted underline-offset-4 hover:text-fg hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-fg"
            >
              {t(`club.nav.${item.page_type}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
