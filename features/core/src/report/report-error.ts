import { ApiError } from '../http/api-error';

/** An e-mail address, wherever it stands in a message. */
const emailLike = /[^\s@/?&=:"']+@[^\s@/?&=:"']+\.[^\s@/?&=:"']+/g;

/**
 * One line for the server's log: what failed and how, never a body, a cause or a stack (they may carry
 * what a visitor typed, a client secret or a voucher code, and a log is read by more people and kept
 * longer than the data it would leak).
 */
export function describeForLog(error: unknown): string {
  let text: string;
  if (error instanceof ApiError) {
    text = `${error.kind} error on ${error.endpoint}`;
    if (error.status) text += ` (${error.status})`;
    if (typeof error.detail === 'string') text += `: ${error.detail.slice(0, 120)}`;
  } else if (error instanceof Error) {
    text = `${error.name}: ${error.message.split('\n')[0]}`;
  } else {
    text = String(error).split('\n')[0] ?? '';
  }
  return text.replace(emailLike, '[redacted]');
}

/**
 * The one sink for failures the product handles (the visitor sees a fallback or nothing at all)
 * but a developer should hear about: a failed call whose outcome is silent, a block skipped. Today
 * it writes to the console (in the browser the error itself, for the developer tools; on the server one
 * line, `describeForLog`); an error-tracking service would be wired here, and only here.
 */
export function reportError(error: unknown, context: string): void {
  // Decided when the code is built where Vite builds it (the browser's bundle carries no log line code).
  const onServer = import.meta.env?.SSR ?? typeof window === 'undefined';
  if (onServer) console.error(`[cepa] ${context}: ${describeForLog(error)}`);
  // A call or a chunk the browser cut off because the page is going away (a payment's return, a link)
  // failed for nobody: the next page makes its own.
  else if (!(leaving && isCutOff(error))) console.error(`[cepa] ${context}:`, error);
}

/**
 * What each engine says when a dynamic import's chunk never came (Chromium, Firefox, WebKit): a page left
 * while its header loads the session's code (`import('./api')`) gets one of these.
 */
const importFailed =
  /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed)/;

/**
 * A call that got no answer (`ApiError`'s kind `network`, told without the class: the browser's first
 * page carries this module, and not the HTTP client's), or code that never came (a failed dynamic import).
 */
function isCutOff(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if ((error as { kind?: unknown }).kind === 'network') return true;
  return error.name === 'TypeError' && importFailed.test(error.message);
}

/** Whether the browser is leaving the page (set as it starts to, cleared when the page is shown again). */
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => (leaving = true));
  window.addEventListener('pagehide', () => (leaving = true));
  window.addEventListener('pageshow', () => (leaving = false));
}
