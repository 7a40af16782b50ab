import { whenIdle } from '@cepa/ui/lib';

export { whenIdle };

/** What counts as the visitor starting to use the page. */
const visitorActions = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `callback` once, after the visitor first presses, types or moves the focus anywhere on the page,
 * once the browser is idle after that action: for code only needed once the visitor has started (the
 * booking's later steps), which would otherwise be evaluated while a phone is still busy showing the
 * page. Not inside the action's own event: starting the later steps' code there (Vite's preload helper
 * adding their files) held the press's answer up to 115 ms at a phone's speed. Returns a function that
 * cancels it, the idle wait included.
 */
export function whenVisitorActs(callback: () => void, target: EventTarget = document): () => void {
  let cancelIdle: (() => void) | undefined;
  const run = () => {
    stopListening();
    cancelIdle = whenIdle(callback);
  };
  const stopListening = () => {
    for (const type of visitorActions) target.removeEventListener(type, run, { capture: true });
  };
  for (const type of visitorActions) target.addEventListener(type, run, { capture: true, passive: true });
  return () => {
    stopListening();
    cancelIdle?.();
  };
}
