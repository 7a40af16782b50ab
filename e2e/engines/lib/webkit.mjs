/**
 * WebKit: Debian's WebKitGTK MiniBrowser driven by its WebKitWebDriver (W3C WebDriver classic) under Xvfb.
 *
 * The client is a thin one of our own over `fetch`: the dozen WebDriver commands the journeys need are one
 * HTTP call each, so a client library (WebdriverIO and its dependency tree) would add far more than it
 * saves, and nothing here needs its extras.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { helperCall, missingHelper } from './in-page.mjs';

export const webkitPaths = {
  driver: '/usr/bin/WebKitWebDriver',
  xvfb: '/usr/bin/xvfb-run',
  browser: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
};

/** The longest a WebDriver command may take (a page load included). */
const commandTimeout = 35_000;

/** The key WebDriver names an element reference by. */
const elementKey = 'element-6066-11e4-a52e-4f735466cecf';

/** WebDriver's code points for the keys the journeys press. */
const keys = {
  Enter: '\uE007',
  Escape: '\uE00C',
  Tab: '\uE004',
  Backspace: '\uE003',
  Space: ' ',
  ArrowDown: '\uE015',
  ArrowUp: '\uE013',
};

class WebDriverError extends Error {
  constructor(command, value) {
    super(`WebDriver ${command}: ${value?.error ?? 'error'}: ${value?.message ?? JSON.stringify(value)}`);
    this.code = value?.error;
  }
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Starts WebKitWebDriver on a display of its own (Xvfb); resolves with its address and a stop function. */
async function launchDriver(log) {
  const port = await freePort();
  const child = spawn(
    webkitPaths.xvfb,
    [
      '-a',
      '-s',
      '-screen 0 1600x1200x24 -nolisten tcp',
      webkitPaths.driver,
      `--port=${port}`,
      '--host=127.0.0.1',
    ],
    { detached: true, stdio: ['ignore', log, log] },
  );
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const response = await fetch(`${base}/status`, { signal: AbortSignal.timeout(2_000) });
      if ((await response.json()).value?.ready) return { base, stop };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver stopped (exit ${child.exitCode})`);
    if (Date.now() > deadline) {
      stop();
      throw new Error('WebKitWebDriver did not answer within 20 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * WebKit for a run: one WebKitWebDriver and one MiniBrowser, handed from journey to journey with its
 * cookies and storage cleared on every origin the last journey visited (a fresh MiniBrowser takes 1.5-3 s
 * to start here, and WebKitWebDriver holds one session at a time); after a failed journey, a fresh one.
 * A MiniBrowser that does not start within 20 s (seen now and then on a loaded machine) gets a new driver
 * and one more try.
 */
export async function startWebKit({ log }) {
  for (const file of Object.values(webkitPaths))
    if (!fs.existsSync(file))
      throw new Error(`${file} is missing: install Debian's webkit2gtk-driver and xvfb (scripts/engines.sh)`);
  let driver = await launchDriver(log);
  let version = '';
  /** The session the last journey left in good order, to be cleared and handed on. */
  let spare = null;
  const create = async (viewport) => {
    try {
      return await WebKitSession.create(driver.base, viewport);
    } catch (error) {
      if (error?.name !== 'TimeoutError') throw error;
      driver.stop();
      driver = await launchDriver(log);
      return WebKitSession.create(driver.base, viewport);
    }
  };
  const release = async (session, { reuse }) => {
    if (
      reuse &&
      (await session.clear().then(
        () => true,
        () => false,
      ))
    )
      spare = session;
    else await session.end();
  };
  return {
    name: 'webkit',
    get version() {
      return version;
    },
    async newSession(viewport) {
      let session = spare;
      spare = null;
      if (session) await session.setViewport(viewport);
      else session = await create(viewport);
      session.release = release;
      version = `WebKitGTK ${session.capabilities.browserVersion} (MiniBrowser, WebKitWebDriver)`;
      return session;
    },
    async stop() {
      await spare?.end();
      driver.stop();
    },
  };
}

class WebKitSession {
  static async create(base, viewport) {
    const response = await fetch(`${base}/session`, {
      signal: AbortSignal.timeout(20_000),
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        capabilities: {
          alwaysMatch: {
            browserName: 'MiniBrowser',
            pageLoadStrategy: 'normal',
            // Nothing may leave the machine: every address but loopback goes to a proxy that is not there.
            proxy: {
              proxyType: 'manual',
              httpProxy: '127.0.0.1:9',
              sslProxy: '127.0.0.1:9',
              noProxy: ['127.0.0.1', 'localhost', '.localhost'],
            },
            'webkitgtk:browserOptions': { binary: webkitPaths.browser, args: ['--automation'] },
          },
        },
      }),
    });
    const body = await response.json();
    if (!response.ok) throw new WebDriverError('new session', body.value);
    const session = new WebKitSession(`${base}/session/${body.value.sessionId}`, body.value.capabilities);
    await session.setViewport(viewport);
    await session.send('POST', '/timeouts', { script: 30_000, pageLoad: 30_000, implicit: 0 });
    return session;
  }

  constructor(url, capabilities) {
    this.url_ = url;
    this.capabilities = capabilities;
    /** The height of MiniBrowser's own bar above the page, measured once. */
    this.chrome = null;
    /** Every origin visited since the session was last cleared. */
    this.origins = new Set();
  }

  async send(method, path, body) {
    const response = await fetch(`${this.url_}${path}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
      // A browser that stopped answering fails the command, not the whole run.
      signal: AbortSignal.timeout(commandTimeout),
    });
    const json = await response.json();
    if (!response.ok) throw new WebDriverError(`${method} ${path}`, json.value);
    return json.value;
  }

  async navigate(url) {
    this.origins.add(new URL(url).origin);
    await this.send('POST', '/url', { url });
  }
  async reload() {
    await this.send('POST', '/refresh', {});
  }
  async back() {
    await this.send('POST', '/back', {});
  }
  async url() {
    return this.send('GET', '/url');
  }

  /** Runs a function's source in the page with JSON (or element) arguments; returns its JSON value. */
  async evaluate(source, args) {
    const value = await this.send('POST', '/execute/sync', {
      script: `return (${source}).apply(null, arguments);`,
      args: args.map((arg) => (arg && arg.webkitElement ? { [elementKey]: arg.webkitElement } : arg)),
    });
    return value;
  }

  /** The page helper's `locate`, in one command: the element's reference when it is ready, else why not. */
  async locate(args) {
    const value = await this.evaluate(helperCall, ['locate', ...args]);
    if (value === missingHelper || !value?.element) return value;
    return { element: { webkitElement: value.element[elementKey] } };
  }

  async install(bundle) {
    await this.send('POST', '/execute/sync', { script: bundle, args: [] });
  }

  async click(element) {
    await this.send('POST', `/element/${element.webkitElement}/click`, {});
  }

  /** Types into the element, replacing what it holds (select all, delete, then the text). */
  async type(element, text) {
    await this.send('POST', `/element/${element.webkitElement}/value`, { text });
  }

  /** Presses a key where the focus is, as a keyboard does. */
  async press(key) {
    const value = keys[key] ?? key;
    await this.send('POST', '/actions', {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value },
            { type: 'keyUp', value },
          ],
        },
      ],
    });
    await this.send('DELETE', '/actions');
  }

  async screenshot() {
    return Buffer.from(await this.send('GET', '/screenshot'), 'base64');
  }

  /** Sizes the window so that the page's own viewport is width × height. */
  async setViewport({ width, height }) {
    if (this.chrome === null) {
      await this.send('POST', '/window/rect', { width, height });
      const [innerW, innerH] = await this.evaluate('() => [innerWidth, innerHeight]', []);
      this.chrome = { width: width - innerW, height: height - innerH };
    }
    await this.send('POST', '/window/rect', {
      width: width + this.chrome.width,
      height: height + this.chrome.height,
    });
  }

  /** Sets a cookie for the page's current origin (WebDriver sets cookies only there). */
  async addCookie({ name, value }) {
    await this.send('POST', '/cookie', { cookie: { name, value, path: '/' } });
  }

  async cookies() {
    return this.send('GET', '/cookie');
  }

  /** Whether the page can take cookies yet (WebDriver needs a document of the site's origin). */
  get needsOriginForCookies() {
    return true;
  }

  /** WebDriver classic has no console: the in-page helper hears the errors (from its install on). */
  get readsConsole() {
    return false;
  }

  /** Clears the cookies and storage of every origin visited, for the next journey. */
  async clear() {
    for (const origin of this.origins) {
      await this.send('POST', '/url', { url: `${origin}/healthz` });
      await this.send('DELETE', '/cookie');
      await this.evaluate('() => { localStorage.clear(); sessionStorage.clear(); }', []);
    }
    this.origins.clear();
    await this.send('POST', '/url', { url: 'about:blank' });
  }

  /** A journey is done with the session: cleared for the next one, or ended after a failure. */
  async close({ failed = false } = {}) {
    if (this.release) await this.release(this, { reuse: !failed });
    else await this.end();
  }

  async end() {
    await this.send('DELETE', '').catch(() => {});
  }
}
