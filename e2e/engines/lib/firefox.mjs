/**
 * Firefox: Debian's firefox-esr driven over WebDriver BiDi by puppeteer-core (no driver binary needed; Debian
 * has no geckodriver, and Playwright's own Firefox channel does not open a page on this ESR). One browser
 * per run, a browser context (its own cookies and storage) per journey.
 */
import fs from 'node:fs';
import puppeteer from 'puppeteer-core';
import { missingHelper } from './in-page.mjs';

export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Preferences that keep Firefox on the machine: every address but loopback goes to a proxy that is not
 * there, and the services that call home (updates, telemetry, safe browsing, remote settings, captive
 * portal and connectivity checks, DNS over HTTPS, speculative connections) are off.
 */
const offlinePrefs = {
  'network.proxy.type': 1,
  'network.proxy.http': '127.0.0.1',
  'network.proxy.http_port': 9,
  'network.proxy.ssl': '127.0.0.1',
  'network.proxy.ssl_port': 9,
  'network.proxy.share_proxy_settings': true,
  'network.proxy.no_proxies_on': '127.0.0.1, localhost, .localhost',
  'network.proxy.allow_hijacking_localhost': false,
  'network.trr.mode': 5,
  'network.dns.disablePrefetch': true,
  'network.prefetch-next': false,
  'network.http.speculative-parallel-limit': 0,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'app.update.auto': false,
  'app.update.enabled': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'browser.safebrowsing.downloads.enabled': false,
  'browser.safebrowsing.provider.mozilla.updateURL': '',
  'datareporting.healthreport.uploadEnabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.enabled': false,
  'toolkit.telemetry.server': '',
  'services.settings.server': 'http://127.0.0.1:9/',
  'extensions.update.enabled': false,
  'extensions.getAddons.cache.enabled': false,
  'browser.region.update.enabled': false,
  'browser.newtabpage.enabled': false,
  'browser.startup.homepage': 'about:blank',
};

/** Puppeteer's names for the keys the journeys press. */
const keys = { Space: ' ' };

export async function startFirefox() {
  if (!fs.existsSync(firefoxPath))
    throw new Error(`${firefoxPath} is missing: install Debian's firefox-esr (scripts/engines.sh)`);
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    extraPrefsFirefox: offlinePrefs,
  });
  const version = `Firefox ${(await browser.version()).replace(/^firefox\//, '')} (puppeteer-core, WebDriver BiDi)`;
  return {
    name: 'firefox',
    version,
    async newSession({ width, height }) {
      return PuppeteerSession.open(browser, { width, height });
    },
    async stop() {
      await browser.close().catch(() => {});
    },
  };
}

/** A journey's page in a browser puppeteer drives (Firefox here; Chromium for triage, chromium.mjs). */
export class PuppeteerSession {
  static async open(browser, { width, height }) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width, height });
    // An error object logged reaches the driver as "JSHandle@error", and the page may be gone before it
    // can be read: the page's console.error writes an error as its name and message, then its fields.
    await page.evaluateOnNewDocument(() => {
      const error = console.error.bind(console);
      console.error = (...values) =>
        error(
          ...values.map((value) =>
            value instanceof Error
              ? `${value.name}: ${value.message} ${JSON.stringify({ ...value, cause: String(value.cause ?? '') })}`
              : value,
          ),
        );
    });
    return new PuppeteerSession(context, page);
  }

  /** The page helper goes in at the start of every document, off the journey's path. */
  async install(bundle) {
    if (!this.preloaded) {
      this.preloaded = true;
      await this.page.evaluateOnNewDocument(bundle);
    }
    await this.page.evaluate(bundle);
  }

  constructor(context, page) {
    this.context = context;
    this.page = page;
    /** What the page logged as an error, and what it threw: a journey fails on them, as the flows do. */
    this.problems = [];
    /** The checks of errors that count only after a look at the server (below), awaited before reporting. */
    this.checks = [];
    page.on('pageerror', (error) => {
      // A font download Firefox itself cancelled (NS_BINDING_ABORTED, 0x804b0002) as the journey left the
      // page: the browser's own doing, not the page's (seen once in the voucher journey's navigation).
      if (/^downloadable font: download failed .*status=2152398850\b/.test(error.message)) return;
      // A module whose download Firefox abandoned as the journey left the page (the page's code was still
      // on its way): it reports the abandoned import as an error of the page being left. Counted only if the
      // file does not answer, which a broken release would show (a missing file, a server error). Firefox
      // words it with the error's name or without (`TypeError: error loading…` failed a shop journey in CI).
      const module = /^(?:TypeError: )?error loading dynamically imported module: (\S+)$/.exec(
        error.message,
      )?.[1];
      if (module) {
        this.checks.push(
          fetch(module).then(
            (answer) => {
              if (!answer.ok) this.problems.push(`uncaught: ${error.message} (${answer.status})`);
            },
            () => this.problems.push(`uncaught: ${error.message} (no answer)`),
          ),
        );
        return;
      }
      this.problems.push(`uncaught: ${error.message}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        this.problems.push(`console: ${message.text()}`);
    });
  }

  async navigate(url) {
    await this.page.goto(url, { waitUntil: 'load', timeout: 30_000 });
  }
  async reload() {
    await this.page.reload({ waitUntil: 'load', timeout: 30_000 });
  }
  async back() {
    await this.page.goBack({ waitUntil: 'load', timeout: 30_000 });
  }
  async url() {
    return this.page.url();
  }

  async evaluate(source, args) {
    const fn = new Function(`return (${source}).apply(null, arguments);`);
    return this.page.evaluate(
      /** @type {(...a: unknown[]) => unknown} */ (fn),
      ...args.map((arg) => arg?.firefoxElement ?? arg),
    );
  }

  /** The page helper's `locate`: the element's reference when it is ready, else why not. */
  async locate(args) {
    const value = await this.evaluate(
      `function (steps, needs) {
        const helper = window.__cepaEngines;
        if (!helper) return '${missingHelper}';
        const located = helper.locate(steps, needs);
        window.__cepaLocated = located.element ?? null;
        return located.element ? { found: true } : located;
      }`,
      args,
    );
    if (value === missingHelper || !value?.found) return value;
    const handle = await this.page.evaluateHandle(() => globalThis.__cepaLocated);
    const element = handle.asElement();
    return element ? { element: { firefoxElement: element } } : { reason: 'the element went away' };
  }

  async click(element) {
    await element.firefoxElement.click();
  }

  async type(element, text) {
    await element.firefoxElement.focus();
    await this.page.keyboard.type(text);
  }

  async press(key) {
    await this.page.keyboard.press(/** @type {import('puppeteer-core').KeyInput} */ (keys[key] ?? key));
  }

  async screenshot() {
    return Buffer.from(await this.page.screenshot({ type: 'png' }));
  }

  async setViewport({ width, height }) {
    await this.page.setViewport({ width, height });
  }

  /** A cookie of the journey's browser context (the page's own setCookie writes to the default one). */
  async addCookie({ name, value, url }) {
    await this.context.setCookie({ name, value, domain: new URL(url).hostname, path: '/' });
  }

  async cookies() {
    return this.context.cookies();
  }

  get needsOriginForCookies() {
    return false;
  }

  /** Puppeteer hears the console and uncaught errors from the start of each document (`problems`). */
  get readsConsole() {
    return true;
  }

  async close() {
    await this.context.close().catch(() => {});
  }
}
