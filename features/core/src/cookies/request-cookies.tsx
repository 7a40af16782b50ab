import { createContext, useContext } from 'react';
import { parseCookies, readCookie } from './cookies';

const RequestCookies = createContext<string>('');

/**
 * The request's Cookie header, for what the server renders: a page that depends on a cookie (the
 * banner a visitor closed, the age answered) renders the same on the server and when it hydrates.
 */
export function RequestCookiesProvider({ header, children }: { header: string; children: React.ReactNode }) {
  return <RequestCookies value={header}>{children}</RequestCookies>;
}

/** A cookie's value: the request's on the server, the document's in the browser. */
export function useCookie(name: string): string | undefined {
  const header = useContext(RequestCookies);
  return typeof document === 'undefined' ? parseCookies(header)[name] : readCookie(name);
}
