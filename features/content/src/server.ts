/**
 * What the site's server needs of the content slice, kept out of the slice's barrel: a module the
 * barrel re-exports lands in the first page of the browser even when only a server uses it.
 */
export { sanitizeHtml, sanitizeOnServerWith } from './components/sanitize';
export { videoHosts } from './components/video-player';
