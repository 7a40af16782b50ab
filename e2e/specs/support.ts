import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { members } from '../journeys-data.mjs';

/** A fault of the embedded backend (the same shape as @cepa/core/backend's `Fault`). */
export type Fault = { delay?: number; status?: number; body?: unknown; network?: boolean; times?: number };

export const sitePort = Number(process.env.CEPA_SITE_PORT ?? 4173);

/**
 * The embedded backend's own process (playwright.config.ts): the flows switch its faults there, on
 * its control calls, which the site never passes on.
 */
export const backendOrigin = `http://127.0.0.1:${Number(process.env.CEPA_BACKEND_PORT ?? 4300)}`;

export const brandURL = (brand: 'solera' | 'brava', port = sitePort) =>
  brand === 'solera' ? `http://127.0.0.1:${port}` : `http://brava.localhost:${port}`;

/**
 * Each test gets its own fault scope: faults it switches on hit only its own browser context's
 * requests (a cookie), so tests run in parallel against one embedded backend.
 */
/**
 * Waits until the page the browser loaded has hydrated (site/src/pages/+onHydrationEnd.ts marks
 * `<html data-hydrated>`): the server's HTML shows before its controls work.
 */
export async function hydrated(page: Page) {
  if (!page.context().browser()) return;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Waits until the header has hydrated (once the browser is idle after the page has, or at a press in
 * it): before then its server HTML has only what works without its code (the basket's quick view, a
 * button of the hydrated header only, is not there yet). Its links need no wait: they are shown in-page
 * before it hydrates too (`site/src/routing/links-in-waiting-parts.ts`).
 */
export async function headerHydrated(page: Page) {
  await expect(page.locator('div[data-hydrated]').filter({ has: page.getByRole('banner') })).toBeAttached();
}

/** Query parameters no address may carry: a password, an e-mail, a document number, a card's fields. */
const personalField =
  /^(password|e-?mail|document_?number|documentNumber|card|card_?number|cardNumber|cvc|cvv|exp(iry)?(_?(month|year|date))?)$/i;

/** Each flow's own `page.goto`, before the fixture made it wait for hydration. */
const arrivals = new WeakMap<Page, Page['goto']>();

/**
 * Opens an address as a visitor does: the flow goes on once the browser has the page's HTML, without
 * waiting for it to hydrate (a fast thumb or a password manager acts before the page's code runs). Not
 * the load event: the page asks for its code and its fonts once it has painted, which can come before
 * that event, and with the code held (`holdPageCode`) the event would then never come.
 */
export async function arrive(page: Page, url: string) {
  const goto = arrivals.get(page) ?? page.goto.bind(page);
  return goto(url, { waitUntil: 'domcontentloaded' });
}

/**
 * Runs the page's CPU four times slower, as a mid-range phone's (Chromium's DevTools protocol), so the
 * time between the page showing and it being interactive is a phone's, not this machine's.
 */
export async function slowPhoneCpu(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Holds the page's code back until `release` is called: what a visitor does meanwhile is done before
 * the page is interactive, whatever the machine's speed.
 */
export async function holdPageCode(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A hydration warning, whatever else the test allows: the server and the browser rendered differently. */
const hydrationProblem = /hydrat|Minified React error #(418|423|425)\b/i;

type Fixtures = {
  scope: string;
  fault: (call: string, fault: Fault) => Promise<void>;
  /**
   * Console and uncaught errors the flow expects (a page it breaks on purpose: a fault, a refused chunk,
   * content that breaks a contract). Any other, and any hydration warning, fails it.
   */
  allowConsoleErrors: (options?: { hydrationMismatch?: boolean }) => void;
  consoleErrorsAllowed: { value: boolean; hydrationMismatch?: boolean };
  waitsForHydration: boolean;
};

/**
 * A client address of the flow's own (10.x.y.z, from its id), sent as `X-Forwarded-For` on every request of
 * its browser context and its `request`: the site believes it, since the flows reach it from loopback, a
 * trusted proxy (`CEPA_TRUSTED_PROXIES`). So each flow is one visitor to the site's limits on posts
 * (site/server/rate-limits.ts), as each visitor is, not every flow of the run one client.
 */
export function clientAddressOf(testInfo: {
  testId: string;
  repeatEachIndex: number;
  retry: number;
}): string {
  let hash = 2166136261;
  for (const char of `${testInfo.testId}:${testInfo.repeatEachIndex}:${testInfo.retry}`) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  }
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255 || 1}`;
}

export const test = base.extend<Fixtures>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) =>
    provide({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddressOf(testInfo) }),
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
  consoleErrorsAllowed: async ({}, provide) => provide({ value: false }),
  allowConsoleErrors: async ({ consoleErrorsAllowed }, provide) =>
    provide((options) => {
      consoleErrorsAllowed.value = true;
      consoleErrorsAllowed.hydrationMismatch = options?.hydrationMismatch;
    }),
  /**
   * Whether a page load in a flow (goto, reload) waits for the page to hydrate: no, as a visitor does
   * not. A group that sets it (`test.use({ waitsForHydration: true })`) says why next to it: its flow is
   * about something else than what a visitor does before the page is interactive.
   */
  waitsForHydration: [false, { option: true }],
  page: async ({ page, javaScriptEnabled, consoleErrorsAllowed, waitsForHydration }, provide) => {
    const problems: string[] = [];
    const errors: string[] = [];
    const violations: string[] = [];
    // What the site's Content-Security-Policy refused (a blocked script, style, frame or eval, even one
    // the code caught): the browser only reports it as an event, which the page passes on here.
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.warn(
          `CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
        ),
      ),
    );
    // Nothing personal ever goes into an address: a form sent the browser's way as a GET, or a call
    // that puts a secret in its query, would leave it in the history, the logs and the referrer.
    const leaks: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      for (const name of url.searchParams.keys()) if (personalField.test(name)) leaks.push(request.url());
    });
    page.on('pageerror', (error) => {
      if (hydrationProblem.test(error.message)) problems.push(`hydration: ${error.message}`);
      else errors.push(`uncaught: ${error.message}`);
    });
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      if (message.text().startsWith('CSP violation: ')) return void violations.push(message.text());
      if (hydrationProblem.test(message.text())) problems.push(`hydration: ${message.text()}`);
      // The browser's own record of an HTTP error answer (a 404 page, a refused voucher, a declined
      // card) is not the page's: the flows assert those answers themselves.
      else if (message.type() === 'error' && !message.text().startsWith('Failed to load resource:'))
        errors.push(message.text());
    });
    if (javaScriptEnabled !== false && waitsForHydration) {
      const goto = page.goto.bind(page);
      arrivals.set(page, goto);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await hydrated(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await hydrated(page);
        return response;
      };
    }
    await provide(page);
    expect(leaks, 'addresses carrying personal data or a secret').toEqual([]);
    // No flow allows one: every page, failing or not, stays within the policy.
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
    if (!consoleErrorsAllowed.hydrationMismatch) expect(problems, 'hydration warnings').toEqual([]);
    if (!consoleErrorsAllowed.value) expect(errors, 'console and uncaught errors').toEqual([]);
  },
  scope: async ({ context, baseURL }, provide, testInfo) => {
    const scope = `t${testInfo.testId.replace(/[^\w-]/g, '')}${testInfo.repeatEachIndex}${testInfo.retry}`;
    const hosts = [baseURL ?? brandURL('solera'), brandURL('brava')];
    await context.addCookies(hosts.map((url) => ({ name: 'cepa_fault_scope', value: scope, url })));
    await provide(scope);
  },
  fault: async ({ request, scope, consoleErrorsAllowed }, provide) => {
    const switched: string[] = [];
    await provide(async (call, fault) => {
      // A call made to fail is reported by the page (reportError) and by the browser.
      consoleErrorsAllowed.value = true;
      const response = await setFault(request, call, fault, scope);
      expect(response.ok()).toBe(true);
      switched.push(call);
    });
    if (switched.length) await clearFaults(request, scope);
  },
});

export function setFault(request: APIRequestContext, call: string, fault: Fault, scope: string) {
  return request.post(`${backendOrigin}/api/__backend/faults`, {
    data: { call, fault, scope },
    headers: controlHeaders,
  });
}

/** The embedded backend answers its control calls only with this header (see README). */
const controlHeaders = { 'x-cepa-control': '1' };

export function clearFaults(request: APIRequestContext, scope: string) {
  return request.delete(`${backendOrigin}/api/__backend/faults?scope=${scope}`, { headers: controlHeaders });
}

export { expect };

/**
 * Marks a group whose flows do not depend on the screen (statuses, headers, redirects, a path refused):
 * the phone project leaves them to the desktop one (`grepInvert` in playwright.config.ts), which runs
 * them once instead of twice.
 */
export const anyViewport = { tag: '@any-viewport' };

/** On a phone the navigation and the language link live in the mobile menu: open it first. */
export async function openMainMenuOnPhone(page: Page, isMobile: boolean, name = 'Menú') {
  if (!isMobile) return;
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

/** Presses Tab (or Shift+Tab) until the target has focus, as a keyboard user would; fails past `max`. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 40 } = {}) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** A member of the embedded backend (journeys-data.mjs `members`). */
export const member = members.lucia;

/** Whether a select is the browser's own (what a touch screen shows once the page has hydrated). */
export async function isNativeSelect(combobox: Locator) {
  return combobox.evaluate((element) => element instanceof HTMLSelectElement);
}

/**
 * Chooses an option of a select: the browser's own (a touch screen's) as its picker would, else by
 * opening the list when it is closed and pressing the option.
 */
export async function choose(page: Page, combobox: Locator, option: string) {
  // The select ignores a release that comes right as its list opens (so that the opening tap never
  // picks an option); Playwright can click that fast, so a click the list ignored is made again. A
  // phone's select becomes the browser's own as the page hydrates: a press on the list's trigger before
  // then opens nothing Playwright can press, and is made again on the select.
  await expect(async () => {
    // An open list first: it hides the rest of the page from assistive technology, the select's name too.
    const listOpen = await page.getByRole('listbox').isVisible();
    if (!listOpen && (await isNativeSelect(combobox))) {
      await combobox.selectOption({ label: option }, { timeout: 2_000 });
    } else {
      if (!listOpen) await combobox.click();
      await page.getByRole('option', { name: option, exact: true }).click({ timeout: 2_000 });
    }
    await expectChosen(combobox, option, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/** The option a select shows as chosen (or its placeholder): the browser's own select's, or the list trigger's text. */
export async function expectChosen(
  combobox: Locator,
  option: string,
  { timeout }: { timeout?: number } = {},
) {
  await expect
    .poll(
      () =>
        combobox.evaluate((element) =>
          element instanceof HTMLSelectElement
            ? (element.selectedOptions[0]?.label ?? '')
            : (element.textContent ?? '').trim(),
        ),
      { timeout, message: `the select shows ${option}` },
    )
    .toBe(option);
}

/** The options a select offers to choose (not its placeholder): the browser's own select's, or its opened list's. */
export async function expectOptions(page: Page, combobox: Locator, options: string[]) {
  if (await isNativeSelect(combobox)) {
    await expect(combobox.locator('option:not([value=""])')).toHaveText(options);
    return;
  }
  await combobox.click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(options);
}

/** The checkout's billing section asked for other data than the shipping address: a person's, filled in. */
export async function fillOtherBillingData(billing: Locator) {
  await billing.getByRole('checkbox', { name: 'Necesito factura con otros datos' }).check();
  await billing.getByRole('textbox', { name: /^Número de documento/ }).fill('12345678Z');
  await billing.getByRole('textbox', { name: /^Nombre/ }).fill('Jon');
  await billing.getByRole('textbox', { name: /^Apellidos/ }).fill('Etxeberria');
  await billing.getByRole('textbox', { name: /^Correo electrónico/ }).fill('facturas@example.com');
  await billing.getByRole('textbox', { name: /^Dirección/ }).fill('Calle Nueva 8');
  await billing.getByRole('textbox', { name: /^Código postal/ }).fill('20001');
  await billing.getByRole('textbox', { name: /^Localidad/ }).fill('Donostia');
}
