/**
 * Chromium through the same journeys, for triage only (not in the gate: the e2e gate covers Chromium):
 * `CEPA_ENGINES=chromium node e2e/engines/run.mjs` tells whether what fails in Firefox or WebKit fails
 * in Chromium too. Debian's Chromium, launched with the flags every browser gate uses (tools/chromium.ts).
 */
import puppeteer from 'puppeteer-core';
import { PuppeteerSession } from './firefox.mjs';
import { chromiumArgsOfTools } from '../../../tools/chromium-args.mjs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = chromiumArgsOfTools();

export async function startChromium() {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
  });
  return {
    name: 'chromium',
    version: `Chromium ${(await browser.version()).replace(/^\D+/, '')} (puppeteer-core, CDP)`,
    newSession: (viewport) => PuppeteerSession.open(browser, viewport),
    stop: () => browser.close().catch(() => {}),
  };
}
