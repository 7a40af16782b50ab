/**
 * A click the page may handle itself, in place of the browser: the main button with no key held (a key
 * or another button asks for a new tab, a window or a download).
 */
export function isPlainClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
