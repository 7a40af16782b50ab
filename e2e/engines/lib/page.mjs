/**
 * The journeys' driver: a page and its locators, read like Playwright's (`page.role('button', { name })`,
 * `.fill()`, `.click()`, `expect(locator).toBeVisible()`), over an engine's session (webkit.mjs,
 * firefox.mjs). Locators are lazy: each action or expectation finds its element again, and waits (up to its
 * timeout) for what a visitor would wait for: the element there, alone, visible and enabled. Nothing waits
 * for the page to hydrate: a journey acts as soon as the page has loaded, as a visitor does.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { helperCall, install, missingHelper } from './in-page.mjs';

const require = createRequire(import.meta.url);

/** The browser bundle of @testing-library/dom, then the page helper (in-page.mjs) over it. */
const pageHelperSource = (() => {
  const dom = fs.readFileSync(
    require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'),
    'utf8',
  );
  return `(function () {\n${dom}\n;(${install.toString()})(globalThis.TestingLibraryDom);\n}).call(globalThis);`;
})();

export const defaultTimeout = Number(process.env.CEPA_ENGINES_TIMEOUT_MS ?? 10_000);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A string or regular expression as the page helper takes it. */
function matcher(value, exact = false) {
  if (value === undefined) return undefined;
  if (value instanceof RegExp) return { regex: { source: value.source, flags: value.flags } };
  return { string: String(value), exact };
}

const normalise = (text) =>
  String(text ?? '')
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function describeMatcher(value) {
  return value instanceof RegExp ? String(value) : JSON.stringify(value);
}

/** Retries `attempt` until it returns a value other than undefined, or throws the last reason at the deadline. */
async function poll(attempt, { timeout = defaultTimeout, what }) {
  const deadline = Date.now() + timeout;
  let last = 'nothing tried';
  for (let interval = 50; ; interval = Math.min(interval * 2, 250)) {
    try {
      const result = await attempt();
      if (result.done) return result.value;
      last = result.reason;
    } catch (error) {
      if (error?.fatal) throw error;
      last = error?.message ?? String(error);
    }
    if (Date.now() > deadline) throw new Error(`${what}: ${last} (waited ${timeout} ms)`);
    await sleep(interval);
  }
}

export class Page {
  /**
   * @param {object} session an engine's session (webkit.mjs, firefox.mjs)
   * @param {{ origin: string, scope: string, shots: string, engine: string }} options
   */
  constructor(session, { origin, scope, shots, engine }) {
    this.session = session;
    this.origin = origin;
    this.scope = scope;
    this.shots = shots;
    this.engine = engine;
    this.shotCount = 0;
    this.scopedOrigins = new Set();
    /** The errors the page reported (in-page helper), kept across documents. */
    this.errors = [];
  }

  /** Runs one of the page helper's functions, sending the helper first when the page has none yet. */
  async helper(name, args) {
    for (let attempt = 0; attempt < 2; attempt++) {
      const result =
        name === 'locate'
          ? await this.session.locate(args)
          : await this.session.evaluate(helperCall, [name, ...args]);
      if (result !== missingHelper) return result;
      await this.session.install(pageHelperSource);
    }
    throw new Error('the page helper could not be installed');
  }

  /**
   * Opens an address (a path on the site, or a whole URL) and goes on once the browser has loaded it. The
   * first visit to an origin gives the browser the journey's scope cookie, by which the backend's records
   * of what it received are told apart (recorder.mjs).
   */
  async visit(address) {
    const url = new URL(address, this.origin);
    if (!this.scopedOrigins.has(url.origin)) {
      this.scopedOrigins.add(url.origin);
      if (this.session.needsOriginForCookies) await this.session.navigate(`${url.origin}/healthz`);
      await this.session.addCookie({ name: 'cepa_fault_scope', value: this.scope, url: url.origin });
    }
    await this.leave(() => this.session.navigate(url.href));
  }

  async reload() {
    await this.leave(() => this.session.reload());
  }

  async back() {
    await this.leave(() => this.session.back());
  }

  /**
   * A new document: the errors of the one left are kept first, and where the driver cannot read the
   * console (`session.readsConsole`), the helper goes in as soon as the page has loaded, to hear the errors
   * of its hydration.
   */
  async leave(navigate) {
    await this.collectErrors();
    await navigate();
    if (!this.session.readsConsole) await this.helper('errors', []).catch(() => {});
  }

  /** The errors the page reported so far (logged, thrown or rejected), from the session or the helper. */
  async collectErrors() {
    if (this.session.readsConsole) return;
    const found = await this.session
      .evaluate('() => window.__cepaEngines ? window.__cepaEngines.errors() : []', [])
      .catch(() => []);
    this.errors.push(...found);
  }

  /** Every error the page reported during the journey. */
  async reportedErrors() {
    await this.collectErrors();
    await Promise.all(this.session.checks ?? []);
    return [...this.errors, ...(this.session.problems ?? [])];
  }

  async url() {
    return this.session.url();
  }

  /** The address's path and query (and hash), as the flows compare them. */
  async path() {
    const url = new URL(await this.url());
    return `${url.pathname}${url.search}${url.hash}`;
  }

  /** Runs a function in the page with JSON arguments and returns its JSON result. */
  async evaluate(fn, ...args) {
    return this.session.evaluate(fn.toString(), args);
  }

  /** Presses a key where the focus is (Enter, Escape, Tab, ArrowDown, a character). */
  async press(key) {
    await this.session.press(key);
  }

  async setViewport(size) {
    await this.session.setViewport(size);
  }

  async cookies() {
    return this.session.cookies();
  }

  /** Saves a picture of what the visitor sees (an artifact of the run, never compared). */
  async screenshot(name) {
    this.shotCount += 1;
    const file = path.join(this.shots, `${String(this.shotCount).padStart(2, '0')}-${name}.png`);
    fs.mkdirSync(this.shots, { recursive: true });
    fs.writeFileSync(file, await this.session.screenshot());
    return file;
  }

  role(role, options = {}) {
    return new Locator(this, []).role(role, options);
  }
  text(text, options = {}) {
    return new Locator(this, []).text(text, options);
  }
  label(text, options = {}) {
    return new Locator(this, []).label(text, options);
  }
  locator(selector) {
    return new Locator(this, []).locator(selector);
  }
}

export class Locator {
  /** @param {Page} page @param {object[]} steps @param {string} [shown] */
  constructor(page, steps, shown = '') {
    this.page = page;
    this.steps = steps;
    /** How the locator reads in messages: `page.role(button, { name: "Entrar" })`. */
    this.shown = shown;
  }

  with(step, shown) {
    return new Locator(this.page, [...this.steps, step], `${this.shown}${shown}`);
  }

  /** By ARIA role and accessible name (a string: a case-insensitive part of it; exact: all of it). */
  role(role, { name, exact = false, level, description, checked, expanded } = {}) {
    const options = [
      name !== undefined ? `name: ${describeMatcher(name)}` : '',
      level ? `level: ${level}` : '',
    ]
      .filter(Boolean)
      .join(', ');
    return this.with(
      {
        by: 'role',
        role,
        name: matcher(name, exact),
        description: matcher(description),
        level,
        checked,
        expanded,
      },
      `.role(${role}${options ? `, { ${options} }` : ''})`,
    );
  }
  text(text, { exact = false } = {}) {
    return this.with({ by: 'text', text: matcher(text, exact) }, `.text(${describeMatcher(text)})`);
  }
  label(text, { exact = false } = {}) {
    return this.with({ by: 'label', text: matcher(text, exact) }, `.label(${describeMatcher(text)})`);
  }
  locator(selector) {
    return this.with({ by: 'css', selector }, `.locator(${JSON.stringify(selector)})`);
  }
  filter({ hasText, has, visible } = {}) {
    return this.with(
      { by: 'filter', hasText: matcher(hasText), has: has?.steps, visible },
      `.filter(${hasText !== undefined ? `hasText: ${describeMatcher(hasText)}` : has ? `has: ${has.shown}` : `visible: ${visible}`})`,
    );
  }
  nth(index) {
    return this.with({ by: 'nth', index }, `.nth(${index})`);
  }
  first() {
    return this.nth(0);
  }
  last() {
    return this.nth(-1);
  }
  or(other) {
    return new Locator(
      this.page,
      [{ by: 'or', alternatives: [this.steps, other.steps] }],
      `${this.shown}.or(${other.shown})`,
    );
  }

  toString() {
    return `page${this.shown}`;
  }

  /** Each matching element's state, as one look at the page. */
  async inspect(attributes = []) {
    return this.page.helper('inspect', [this.steps, attributes]);
  }

  /**
   * Waits until the locator finds one element, ready as `needs` asks (visible, enabled, editable), and
   * prepares it in the same look at the page (`prepare`: 'reveal' scrolls it to the middle of the
   * viewport, 'select' also focuses it and selects what it holds); returns its reference.
   */
  async element({ timeout, needs = {}, what = 'act on' } = {}) {
    return poll(
      async () => {
        const located = await this.page.helper('locate', [this.steps, needs]);
        if (!located.element) return { done: false, reason: located.reason ?? 'the element went away' };
        return { done: true, value: located.element };
      },
      { timeout, what: `${what} ${this}` },
    );
  }

  /** Waits for the element to be there, visible and enabled, and does `act` with it; retried while refused. */
  async act(what, act, { timeout = defaultTimeout, editable = false, prepare = 'reveal' } = {}) {
    const deadline = Date.now() + timeout;
    return poll(
      async () => {
        const element = await this.element({
          timeout: Math.max(0, deadline - Date.now()),
          what,
          needs: { visible: true, enabled: true, editable, prepare },
        });
        await act(element);
        return { done: true };
      },
      { timeout, what: `${what} ${this}` },
    );
  }

  async click(options) {
    await this.act('click', (element) => this.page.session.click(element), options);
  }

  /** Replaces what a field holds with `text`, typed as a visitor types it (over what it held, selected). */
  async fill(text, options) {
    await this.act(
      'fill',
      (element) =>
        text === '' ? this.page.session.press('Backspace') : this.page.session.type(element, String(text)),
      { ...options, editable: true, prepare: 'select' },
    );
  }

  /** Types `text` into the field after what it holds. */
  async type(text, options) {
    await this.act('type into', (element) => this.page.session.type(element, String(text)), {
      ...options,
      editable: true,
    });
  }

  /** Presses a key with the element focused. */
  async press(key, options) {
    await this.act(`press ${key} in`, () => this.page.session.press(key), { ...options, prepare: 'focus' });
  }

  /**
   * Ticks a box by pressing it, then waits until it shows ticked: a press before the page's code is in
   * is held and done once it is, a moment later.
   */
  async check(options) {
    const [item] = (await this.inspect()).items;
    if (item?.checked === true) return;
    await this.click(options);
    await expect(this).toBeChecked(options);
  }

  async focus() {
    await this.act('focus', async () => {}, { prepare: 'focus' });
  }
  async blur() {
    await this.element({ what: 'blur', needs: { prepare: 'blur' } });
  }

  async count() {
    return (await this.inspect()).count;
  }
  async textContent() {
    const element = await this.element({ what: 'read the text of' });
    void element;
    return (await this.inspect()).items[0]?.text ?? '';
  }
  async allTexts() {
    return (await this.inspect()).items.map((item) => item.text);
  }
  async inputValue() {
    await this.element({ what: 'read the value of' });
    return (await this.inspect()).items[0]?.value ?? '';
  }
  async getAttribute(name) {
    await this.element({ what: `read ${name} of` });
    return (await this.inspect([name])).items[0]?.attributes[name] ?? null;
  }
  async isVisible() {
    const { items } = await this.inspect();
    return items.length === 1 && items[0].visible;
  }
}

/**
 * Expectations, as Playwright's `expect`: on a locator or the page they wait (up to `timeout`) for the state;
 * on a value they check it at once (deep equality through node:assert).
 */
export function expect(subject, message) {
  if (subject instanceof Locator) return locatorExpectations(subject, false);
  if (subject instanceof Page) return pageExpectations(subject);
  return valueExpectations(subject, message);
}

function locatorExpectations(locator, negated) {
  /** Waits until `check(inspection)` gives no complaint (or, negated, a complaint). */
  const until = (name, check, { timeout, attributes } = {}) =>
    poll(
      async () => {
        const inspection = await locator.inspect(attributes);
        const complaint = check(inspection);
        const ok = negated ? (complaint === null ? false : true) : complaint === null;
        if (ok) return { done: true };
        return { done: false, reason: negated ? `it does (${name})` : complaint };
      },
      { timeout, what: `expect(${locator})${negated ? '.not' : ''}.${name}` },
    );
  const one = (inspection) =>
    inspection.count === 0
      ? 'no element found'
      : inspection.count > 1
        ? `${inspection.count} elements found (one expected)`
        : null;
  const textMatches = (text, expected, contains) => {
    if (expected instanceof RegExp) return expected.test(text);
    return contains ? text.includes(normalise(expected)) : text === normalise(expected);
  };
  const self = {
    get not() {
      return locatorExpectations(locator, !negated);
    },
    toBeVisible: (options) =>
      until('toBeVisible()', (i) => one(i) ?? (i.items[0].visible ? null : 'found but not visible'), options),
    toBeHidden: (options) =>
      until('toBeHidden()', (i) => (i.items.every((item) => !item.visible) ? null : 'visible'), options),
    toBeAttached: (options) => until('toBeAttached()', (i) => one(i), options),
    toHaveCount: (count, options) =>
      until(`toHaveCount(${count})`, (i) => (i.count === count ? null : `${i.count} found`), options),
    toBeChecked: (options) =>
      until('toBeChecked()', (i) => one(i) ?? (i.items[0].checked === true ? null : 'not checked'), options),
    toBeDisabled: (options) =>
      until('toBeDisabled()', (i) => one(i) ?? (i.items[0].enabled ? 'enabled' : null), options),
    toBeEnabled: (options) =>
      until('toBeEnabled()', (i) => one(i) ?? (i.items[0].enabled ? null : 'disabled'), options),
    toBeFocused: (options) =>
      until('toBeFocused()', (i) => one(i) ?? (i.items[0].focused ? null : 'not focused'), options),
    toContainText: (expected, options) =>
      until(
        `toContainText(${describeMatcher(expected)})`,
        (i) =>
          one(i) ??
          (textMatches(i.items[0].text, expected, true)
            ? null
            : `its text is ${JSON.stringify(i.items[0].text)}`),
        options,
      ),
    /** One text, or a list: the elements' texts in order. */
    toHaveText: (expected, options) =>
      until(
        `toHaveText(${Array.isArray(expected) ? `[${expected.map(describeMatcher).join(', ')}]` : describeMatcher(expected)})`,
        (i) => {
          if (Array.isArray(expected)) {
            const texts = i.items.map((item) => item.text);
            return texts.length === expected.length &&
              texts.every((t, n) => textMatches(t, expected[n], false))
              ? null
              : `the texts are ${JSON.stringify(texts)}`;
          }
          return (
            one(i) ??
            (textMatches(i.items[0].text, expected, false)
              ? null
              : `its text is ${JSON.stringify(i.items[0].text)}`)
          );
        },
        options,
      ),
    toHaveValue: (expected, options) =>
      until(
        `toHaveValue(${describeMatcher(expected)})`,
        (i) =>
          one(i) ??
          (expected instanceof RegExp
            ? expected.test(i.items[0].value)
            : i.items[0].value === expected
              ? null
              : `its value is ${JSON.stringify(i.items[0].value)}`),
        options,
      ),
    toHaveAttribute: (name, expected, options) =>
      until(
        `toHaveAttribute(${name}, ${describeMatcher(expected)})`,
        (i) => {
          const complaint = one(i);
          if (complaint) return complaint;
          const value = i.items[0].attributes[name];
          const ok = expected instanceof RegExp ? value !== null && expected.test(value) : value === expected;
          return ok ? null : `${name} is ${JSON.stringify(value)}`;
        },
        { ...options, attributes: [name] },
      ),
    toHaveAccessibleDescription: (expected, options) =>
      until(
        `toHaveAccessibleDescription(${describeMatcher(expected)})`,
        (i) =>
          one(i) ??
          (textMatches(i.items[0].description, expected, false)
            ? null
            : `its description is ${JSON.stringify(i.items[0].description)}`),
        options,
      ),
  };
  return self;
}

function pageExpectations(page) {
  return {
    /** The address: a path (and query) on the site, a whole URL, or a regular expression over the whole URL. */
    toHaveURL: (expected, { timeout } = {}) =>
      poll(
        async () => {
          const url = await page.url();
          const ok =
            expected instanceof RegExp ? expected.test(url) : url === new URL(expected, page.origin).href;
          return ok ? { done: true } : { done: false, reason: `the address is ${url}` };
        },
        { timeout, what: `expect(page).toHaveURL(${describeMatcher(expected)})` },
      ),
    toHaveTitle: (expected, { timeout } = {}) =>
      poll(
        async () => {
          const title = await page.evaluate(() => globalThis.document.title);
          const ok = expected instanceof RegExp ? expected.test(title) : title === expected;
          return ok ? { done: true } : { done: false, reason: `the title is ${JSON.stringify(title)}` };
        },
        { timeout, what: `expect(page).toHaveTitle(${describeMatcher(expected)})` },
      ),
  };
}

/**
 * What a journey gets for a call when the runner has no recorder (a site it did not start): any property of
 * it is itself, and an expectation on it checks nothing (the report lists those checks as not made).
 */
export const notRecorded = new Proxy({}, { get: () => notRecorded });

function valueExpectations(actual, message) {
  if (actual === notRecorded) {
    const skip = () => {};
    const checks = { toEqual: skip, toBe: skip, toMatch: skip, toContain: skip, toMatchObject: skip };
    return { ...checks, not: checks };
  }
  return {
    toEqual: (expected) => assert.deepStrictEqual(actual, expected, message),
    toBe: (expected) => assert.strictEqual(actual, expected, message),
    toMatch: (expected) => assert.match(String(actual), expected, message),
    toContain: (expected) =>
      assert.ok(
        actual.includes(expected),
        message ?? `${JSON.stringify(actual)} does not contain ${JSON.stringify(expected)}`,
      ),
    /** Every key of `expected` equal in `actual` (nested objects compared the same way). */
    toMatchObject: (expected) => assert.deepStrictEqual(pick(actual, expected), expected, message),
    not: {
      toEqual: (expected) => assert.notDeepStrictEqual(actual, expected, message),
      toBe: (expected) => assert.notStrictEqual(actual, expected, message),
      toMatch: (expected) => assert.doesNotMatch(String(actual), expected, message),
      toContain: (expected) =>
        assert.ok(
          !actual.includes(expected),
          message ?? `${JSON.stringify(actual)} contains ${JSON.stringify(expected)}`,
        ),
    },
  };
}

function pick(actual, shape) {
  if (!shape || typeof shape !== 'object' || Array.isArray(shape) || !actual || typeof actual !== 'object')
    return actual;
  return Object.fromEntries(Object.keys(shape).map((key) => [key, pick(actual[key], shape[key])]));
}

/** Polls a value until `check` accepts it (Playwright's expect.poll). */
expect.poll = async (read, check, { timeout, what = 'expect.poll' } = {}) =>
  poll(
    async () => {
      const value = await read();
      try {
        check(value);
        return { done: true, value };
      } catch (error) {
        return { done: false, reason: error.message };
      }
    },
    { timeout, what },
  );
