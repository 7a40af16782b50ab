export {
  serializeCookie,
  parseCookies,
  readCookie,
  writeCookie,
  oneYear,
  type CookieOptions,
} from './cookies';
