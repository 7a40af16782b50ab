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
  // Each new window (a test's context) otherwise loads the address bar's pop-up pages
  // (chrome://omnibox-popup.top-chrome/), two WebUI documents no headless test shows: layout.spec.ts and
  // shop.spec.ts took 0.78x the time and 0.83x the CPU without them (three alternating runs each).
  // Chromium merges this list with the one Playwright passes (a renderer's command line shows both); a
  // second list of ours would take this one's place: one list, here.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
