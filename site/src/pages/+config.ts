import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';

/**
 * Every page is rendered on the server and streamed (header, footer and the page's content in the
 * HTML), then hydrated; later navigation stays in the page and asks the server for the next page's
 * data. The production server decides each answer's CSP (`site/server/app.ts`): a page a shared cache
 * may keep allows its one inline script by its hash; a private answer gets a nonce (`cspNonce`) too,
 * which Vike then writes on its own script tags.
 */
export default {
  extends: [vikeReact],
  stream: true,
  // The next page's code starts loading when a link is hovered or focused.
  prefetchStaticAssets: 'hover',
  passToClient: ['abortReason', 'abortStatusCode'],
  favicon: '/favicon.svg',
  // Page content decides the addresses (`/es/` and `/en/the-winery` alike): none is rewritten.
  disableUrlNormalization: true,
} satisfies Config;
