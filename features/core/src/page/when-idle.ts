export { whenIdle } from '@cepa/ui/lib';

/** What counts as the visitor starting to use the page. */
const visitorActions = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `callback` once, when the visitor first presses, types or moves the focus anywhere on the page:
 * for code only needed once the visitor has started (the booking's later steps), which would otherwise
 * be evaluated while a phone is still busy showing the page. Returns a function that cancels it.
 */
export function whenVisitorActs(callback: () => void, target: EventTarget = document): () => void {
  const run = () => {
    cancel();
    callback();
  };
  const cancel = () => {
    for (const type of visitorActions) target.removeEventListener(type, run, { capture: true });
  };
  for (const type of visitorActions) target.addEventListener(type, run, { capture: true, passive: true });
  return cancel;
}
