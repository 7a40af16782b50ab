/**
 * The one sink for failures the product handles (the visitor sees a fallback or nothing at all)
 * but a developer should hear about: a failed call whose outcome is silent, a block skipped. Today
 * it writes to the console; an error-tracking service would be wired here, and only here.
 */
export function reportError(error: unknown, context: string): void {
  console.error(`[cepa] ${context}:`, error);
}
