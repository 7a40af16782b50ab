/** How long typed characters add up to one search, as in react-aria and Radix. */
export const typeaheadWait = 1000;

function startsWith(label: string, query: string) {
  return label.slice(0, query.length).localeCompare(query, undefined, { sensitivity: 'base' }) === 0;
}

function find(labels: readonly string[], current: number, query: string) {
  const repeated = [...query].every((character) => character === query.charAt(0));
  const start = repeated ? current + 1 : Math.max(current, 0);
  const count = labels.length;
  for (let offset = 0; offset < count; offset += 1) {
    const index = (start + offset) % count;
    if (startsWith(labels[index] ?? '', repeated ? query.charAt(0) : query)) return index;
  }
  return undefined;
}

/**
 * The APG type-ahead of menus and listboxes: one character, or the same character typed again, moves
 * to the next item that starts with it, wrapping round (so repeating a letter cycles through its
 * items); several characters typed together find the first item from the current one that starts
 * with them; a character that extends no match starts a search of its own. `current` is -1 when no
 * item has focus. Returns the item's index and the search to keep, or undefined when nothing matches.
 */
export function typeaheadMatch(labels: readonly string[], current: number, search: string, key: string) {
  let query = search + key;
  let index = find(labels, current, query);
  if (index === undefined && query.length > 1) index = find(labels, current, (query = key));
  return index === undefined ? undefined : { index, search: query };
}

/** Whether a keydown types a character for the type-ahead (Space only inside a search under way). */
export function isTypeaheadKey(event: React.KeyboardEvent, search: string) {
  if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return false;
  return event.key !== ' ' || search !== '';
}
