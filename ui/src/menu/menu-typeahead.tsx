import { useRef } from 'react';
import { isTypeaheadKey, typeaheadMatch, typeaheadWait } from './typeahead';

const itemSelector = '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]';

/**
 * Type-ahead over the items of the menu inside it (APG menu pattern, see `typeaheadMatch`).
 * react-aria's own searches from the focused item itself, so typing the same letter again stays put
 * (its search "mm" finds nothing); this one runs first and keeps react-aria's from searching again.
 */
function MenuTypeahead({ children }: { children: React.ReactNode }) {
  const search = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const onKeyDownCapture = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (!isTypeaheadKey(event, search.current)) return;
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(itemSelector)).filter(
      (item) => item.getAttribute('aria-disabled') !== 'true',
    );
    const current = items.findIndex((item) => item.contains(document.activeElement));
    const match = typeaheadMatch(
      items.map((item) => item.textContent?.trim() ?? ''),
      current,
      search.current,
      event.key,
    );
    search.current = match?.search ?? '';
    clearTimeout(timer.current);
    timer.current = setTimeout(() => (search.current = ''), typeaheadWait);
    event.preventDefault();
    event.stopPropagation();
    if (match) items[match.index]?.focus();
  };

  return (
    <div data-slot="menu-typeahead" className="contents" onKeyDownCapture={onKeyDownCapture}>
      {children}
    </div>
  );
}

export { MenuTypeahead };
