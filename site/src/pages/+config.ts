import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';

/**
 * Every page is rendered on the server and streamed (header, footer and the page's content in the
 * HTML), then hydrated; later navigation stays in the page and asks the server for the next page's
 * data. A fresh nonce per request lets the CSP allow exactly the inline scripts the server wrote.
 */
export default {
  extends: [vikeReact],
  stream: true,
  csp: { nonce: true },
  // The next page's code starts loading when a link is hovered or focused.
  prefetchStaticAssets: 'hover',
  passToClient: ['abortReason', 'abortStatusCode'],
  favicon: '/favicon.svg',
  // Page content decides the addresses (`/es/` and `/en/the-winery` alike): none is rewritten.
  disableUrlNormalization: true,
} satisfies Config;
