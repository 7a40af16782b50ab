export {
  consentCookie,
  consentVersion,
  consentMaxAgeSeconds,
  noConsent,
  fullConsent,
  serializeConsent,
  parseConsent,
  readConsent,
  writeConsent,
  allowsTagManager,
  consentSignals,
  type ConsentChoice,
  type ConsentSignals,
} from './choice';
export { tagManagerAttribute, tagManagerIdFrom, configuredTagManagerId } from './configured';
export {
  TagManager,
  type TagManagerView,
  tagManagerOrigin,
  tagManagerSources,
  containerScriptUrl,
  cookieDomainsOf,
  removeCookiesRefused,
} from './tag-manager';
export { showConsentBannerBeforePaint, consentBannerSelector } from './banner-before-paint';
