/**
 * The one Chromium every browser gate uses: Debian's package, launched for a closed loopback-only
 * network (TOOLING.md). CHROMIUM_PATH overrides the location.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
];
