import type { HttpHandler } from 'msw';
import { isLanguage, type Language } from '../config/config';
import type { CallDefinition } from './backend';

/** A slice's calls (each made with `backend.call`), under the names its tests and stories use. */
type Calls = Record<string, CallDefinition>;

/** A slice's calls as the embedded backend serves them, in the order given. */
export function handlersOf(calls: Calls): HttpHandler[] {
  return Object.values(calls).map((call) => call.handler);
}

/**
 * Each call's name under its key, for switching faults on it:
 * `backend.faults.set(shopCalls.orderIntent, { status: 500 })`.
 */
export function callNames<C extends Calls>(calls: C): { readonly [K in keyof C]: string } {
  return Object.fromEntries(Object.entries(calls).map(([key, call]) => [key, call.name])) as {
    [K in keyof C]: string;
  };
}

/**
 * The language a call's query names (`?language=es`): Spanish when it names none the site has, as the
 * backend answers a missing or unknown language.
 */
export function languageOf(value: string | null): Language {
  return isLanguage(value) ? value : 'es';
}
