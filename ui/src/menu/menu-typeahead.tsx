import { useRef } from 'react';

/** How long typed letters add up to one search, as in react-aria. */
const typeaheadWait = 1000;

const itemSelector = '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]';

function startsWith(label: string, query: string) {
  return label.slice(0, query.length).localeCompare(query, undefined, { sensitivity: 'base' }) === 0;
}

/**
 * Type-ahead over the items of the menu inside it (APG menu pattern). react-aria searches from the
 * focused item itself, so typing the same letter again stays put (its search "mm" finds nothing);
 * here one letter, or the same letter again, moves to the next item that starts with it, wrapping
 * round, and several letters typed together find the first item from the focused one that starts
 * with them. A letter that extends no match starts a new search of its own.
 */
function MenuTypeahead({ children }: { children: React.ReactNode }) {
  const search = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const onKeyDownCapture = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const { key } = event;
    if (key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    // Space activates the focused item, unless it continues a search ("mis d").
    if (key === ' ' && search.current === '') return;
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(itemSelector)).filter(
      (item) => item.getAttribute('aria-disabled') !== 'true',
    );
    const current = items.findIndex((item) => item.contains(document.activeElement));
    const label = (item: HTMLElement) => item.textContent?.trim() ?? '';
    const find = (query: string) => {
      const repeated = [...query].every((character) => character === query.charAt(0));
      const start = repeated ? current + 1 : Math.max(current, 0);
      const wrapped = [...items.slice(start), ...items.slice(0, start)];
      return wrapped.find((item) => startsWith(label(item), repeated ? query.charAt(0) : query));
    };

    let query = search.current + key;
    let match = find(query);
    if (!match && query.length > 1) match = find((query = key));
    search.current = match ? query : '';
    clearTimeout(timer.current);
    timer.current = setTimeout(() => (search.current = ''), typeaheadWait);

    // react-aria's own type-ahead must not search again after this one.
    event.preventDefault();
    event.stopPropagation();
    match?.focus();
  };

  return (
    <div data-slot="menu-typeahead" className="contents" onKeyDownCapture={onKeyDownCapture}>
      {children}
    </div>
  );
}

export { MenuTypeahead };
