/**
 * What the backend received, seen from outside the browser: a pass-through between the site's process and
 * the embedded backend's (the site's `CEPA_BACKEND_URL` points here) that keeps each call's method, path,
 * query and body. WebDriver classic cannot watch a page's requests, so the journeys read the payloads the
 * Chromium flows read with `page.waitForRequest` from here, in every engine alike.
 *
 * Each journey's browser carries its own `cepa_fault_scope` cookie (the same cookie the flows' faults use),
 * which the site passes on with every call: a record belongs to the journey whose scope it carries.
 */
import http from 'node:http';

export function startRecorder(backendOrigin) {
  /** @type {{ scope: string, method: string, path: string, query: Record<string, string>, body: unknown }[]} */
  const records = [];
  const target = new URL(backendOrigin);
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', backendOrigin);
      const scope = /(?:^|;\s*)cepa_fault_scope=([^;]+)/.exec(req.headers.cookie ?? '')?.[1] ?? '';
      records.push({
        scope,
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: parseBody(raw, req.headers['content-type']),
      });
      const upstream = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: target.host },
          agent,
        },
        (response) => {
          res.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      res.on('close', () => {
        if (!res.writableFinished) upstream.destroy();
      });
      upstream.end(raw);
    });
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({
        origin: `http://127.0.0.1:${port}`,
        /** The records of one scope, oldest first. */
        of: (scope) => records.filter((record) => record.scope === scope),
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done(undefined));
          }),
      });
    });
  });
}

function parseBody(raw, type = '') {
  if (!raw.length) return null;
  const text = raw.toString('utf8');
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  if (type.includes('x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  return text;
}

/**
 * A journey's view of the records: `sent.next('POST', '/api/…')` is taken before the action, like
 * Playwright's `page.waitForRequest`, and resolves with the first such call after it (its body, path and
 * query), or fails after `timeout`.
 */
export function journeyRecords(recorder, scope, timeout) {
  const matches = (record, method, path) =>
    record.method === method && (path instanceof RegExp ? path.test(record.path) : record.path === path);
  return {
    next(method, path) {
      if (!recorder)
        return Promise.reject(new Error('no recorder: the runner was given a site it did not start'));
      const seen = recorder.of(scope).length;
      const promise = (async () => {
        const deadline = Date.now() + timeout;
        for (;;) {
          const found = recorder
            .of(scope)
            .slice(seen)
            .find((record) => matches(record, method, path));
          if (found) return found;
          if (Date.now() > deadline)
            throw new Error(`no ${method} ${path} reached the backend within ${timeout} ms`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();
      promise.catch(() => {});
      return promise;
    },
    /** Every call of this journey so far that matches. */
    all(method, path) {
      return recorder ? recorder.of(scope).filter((record) => matches(record, method, path)) : [];
    },
  };
}
