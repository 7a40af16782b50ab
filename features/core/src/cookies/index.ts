export {
  serializeCookie,
  parseCookies,
  readCookie,
  writeCookie,
  oneYear,
  type CookieOptions,
} from './cookies';
export { RequestCookiesProvider, useCookie } from './request-cookies';
