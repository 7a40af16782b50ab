// Every page of the site is `SiteRoute`, so that its frame stays as one page replaces another.
export { SiteRoute as default } from '../../app';
