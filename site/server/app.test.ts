import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backend } from '@cepa/core/backend';
import { backendMiddleware } from '@cepa/core/backend/node';
import type { PostedForm } from '@cepa/core/form';
import { requestsReceived } from '@cepa/content/fake';
import { newsletterSubscribers } from '@cepa/layout/fake';
import { handlers } from '../backend/handlers';
import { createApp, type AppOptions, type RenderedPage } from './app';
import { defaultRateLimits } from './rate-limits';
import { backendProbe, embeddedBackendHeader } from './readiness';
import { parseSiteOrigins, type SiteOrigin } from '../src/routing/origins';
import { currentTrace } from '../src/server/request-context';
import promClient from 'prom-client';

const servers: { close: () => void; closeAllConnections?: () => void }[] = [];
afterEach(() =>
  servers.splice(0).forEach((server) => {
    server.closeAllConnections?.();
    server.close();
  }),
);

async function listen(server: http.Server) {
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function serve(options: Partial<AppOptions> = {}) {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cepa-client-'));
  // This machine's default origins, on the port the server was given.
  let origins: SiteOrigin[] = [];
  const server = createApp({ clientDir, origins: () => origins, ...options }).listen(0, '127.0.0.1');
  server.once('listening', () => {
    origins = parseSiteOrigins(undefined, (server.address() as AddressInfo).port);
  });
  return listen(server);
}

/** The embedded backend over HTTP, as the server reaches a real one. */
async function embeddedBackend() {
  const serve = backendMiddleware(handlers);
  const server = http.createServer((req, res) => {
    void serve(req, res, () => {
      res.statusCode = 404;
      res.end();
    });
  });
  return `${await listen(server.listen(0, '127.0.0.1'))}/api`;
}

/** A backend that answers every call with what it received, after `delay` ms. */
async function echoBackend(delay = 0) {
  const seen: { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      setTimeout(() => {
        res.setHeader('Set-Cookie', 'cepa_session=abc; Path=/; HttpOnly; SameSite=Lax');
        res.setHeader('Content-Type', 'application/json');
        res.statusCode = req.url?.includes('missing') ? 404 : 200;
        res.end(JSON.stringify({ method: req.method, url: req.url, body }));
      }, delay);
    });
  });
  const origin = await listen(server.listen(0, '127.0.0.1'));
  return { base: `${origin}/api`, seen };
}

describe('/healthz and /readyz', () => {
  it('/healthz says the process is alive, and that the embedded backend is a demo', async () => {
    const real = await fetch(`${await serve()}/healthz`);
    expect(real.status).toBe(200);
    expect(await real.json()).toEqual({ status: 'ok', backend: 'real' });
    expect(real.headers.get('cache-control')).toBe('no-store');
    const demo = await fetch(`${await serve({ backendKind: () => 'embedded' })}/healthz`);
    expect(await demo.json()).toMatchObject({ status: 'ok', backend: 'embedded', warning: /demo backend/ });
  });

  it('/readyz answers 503 with the reason until the process is ready, then 200; never cached', async () => {
    let state: { ready: boolean; reason?: string } = { ready: false, reason: 'the backend does not answer' };
    const origin = await serve({ readiness: async () => state });
    const not = await fetch(`${origin}/readyz`);
    expect(not.status).toBe(503);
    expect(await not.json()).toEqual({ status: 'not ready', reason: 'the backend does not answer' });
    expect(not.headers.get('cache-control')).toBe('no-store');
    state = { ready: true };
    const ok = await fetch(`${origin}/readyz`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: 'ready' });
  });
});

describe('/api, passed on to the backend', () => {
  it("passes the call on with its body, cookie and the visitor's host, and the answer back with its cookie", async () => {
    const backend = await echoBackend();
    const origin = await serve({ backendUrl: backend.base });
    // fetch() may not set Host: a plain request, as a browser on brava.localhost would send it.
    const response = await new Promise<{ status?: number; headers: http.IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        const req = http.request(`${origin}/api/club/login/?x=1`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: 'cepa_visitor=v1',
            host: `brava.localhost:${new URL(origin).port}`,
          },
        });
        req.on('response', (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
        });
        req.on('error', reject);
        req.end(JSON.stringify({ email: 'lucia@example.com' }));
      },
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({
      method: 'POST',
      url: '/api/club/login/?x=1',
      body: '{"email":"lucia@example.com"}',
    });
    expect(response.headers['set-cookie']).toEqual(['cepa_session=abc; Path=/; HttpOnly; SameSite=Lax']);
    expect(response.headers['cache-control']).toBe('no-store');
    const [seen] = backend.seen;
    expect(seen?.headers.cookie).toBe('cepa_visitor=v1');
    expect(seen?.headers['x-forwarded-host']).toBe(`brava.localhost:${new URL(origin).port}`);
    expect(seen?.headers['x-forwarded-proto']).toBe('http');
  });

  it('passes on the status of a refusal', async () => {
    const origin = await serve({ backendUrl: (await echoBackend()).base });
    expect((await fetch(`${origin}/api/missing/`)).status).toBe(404);
  });

  it('never passes on the control calls of the embedded backend', async () => {
    const backend = await echoBackend();
    const origin = await serve({ backendUrl: backend.base });
    for (const call of ['__backend/reset', '__backend/faults', '__backend', '/__backend/reset']) {
      const response = await fetch(`${origin}/api/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-cepa-control': '1' },
        body: '{}',
      });
      expect(response.status, call).toBe(404);
    }
    expect(backend.seen).toEqual([]);
  });

  it('answers 504 when the backend takes longer than the time budget, 502 when it cannot be reached', async () => {
    const slow = await echoBackend(1000);
    const origin = await serve({ backendUrl: slow.base, backendTimeoutMs: 100 });
    const started = Date.now();
    const late = await fetch(`${origin}/api/pages/`);
    expect(late.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(900);
    expect(await late.json()).toEqual({ detail: 'The backend did not answer in time.' });
    const gone = await serve({ backendUrl: 'http://127.0.0.1:9/api' });
    expect((await fetch(`${gone}/api/pages/`)).status).toBe(502);
  });
});

describe('a kept-alive connection the backend closed as it was reused', () => {
  it('a call without a body is sent again and answered; one with a body gets 502', async () => {
    // A backend that, on each connection's second call, closes it without answering: what the site
    // meets when the backend's idle timeout ends a connection just as the site reuses it.
    const seen: string[] = [];
    const server = http.createServer((req, res) => {
      const socket = req.socket as typeof req.socket & { calls?: number };
      socket.calls = (socket.calls ?? 0) + 1;
      seen.push(`${req.method} ${req.url} #${socket.calls}`);
      if (socket.calls === 2) return void socket.destroy();
      req.resume();
      req.on('end', () => res.setHeader('Content-Type', 'application/json').end('{"ok":true}'));
    });
    const backendOrigin = await listen(server.listen(0, '127.0.0.1'));
    const origin = await serve({ backendUrl: `${backendOrigin}/api` });
    expect((await fetch(`${origin}/api/club/session/`)).status).toBe(200);
    const again = await fetch(`${origin}/api/club/session/`);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true });
    expect(seen).toEqual([
      'GET /api/club/session/ #1',
      'GET /api/club/session/ #2',
      'GET /api/club/session/ #1',
    ]);
    // A save's body was read from the visitor already: it is not sent twice.
    seen.length = 0;
    expect((await fetch(`${origin}/api/club/session/`)).status).toBe(200);
    const save = await fetch(`${origin}/api/club/profile/product_preferences/`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: '{"product_preferences":[]}',
    });
    expect(save.status).toBe(502);
    expect(seen).toHaveLength(2);
  });
});

describe('the last word on a failure', () => {
  it('answers a plain page for the status: no stack, no address', async () => {
    const lines: string[] = [];
    const origin = await serve({ log: (line) => lines.push(line) });
    const response = await fetch(`${origin}/es/contacto?email=lucia%40example.com`, { method: 'POST' });
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(body).toContain('404 Not Found');
    expect(body).not.toContain('contacto');
    expect(body).not.toContain('lucia');
    const missing = await fetch(`${origin}/assets/nothing.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toMatch(/nothing\.js|at .*\.js:\d+/);
    expect(lines.some((line) => line.includes('lucia'))).toBe(false);
  });
});

describe('a form of a page sent without JavaScript: POST /{es|en}/…', () => {
  beforeEach(() => backend.reset());

  /** The site, its pages rendered by a stand-in that says what it was asked to render. */
  async function site(pageStatus = 200) {
    const rendered: { url: unknown; postedForm?: PostedForm }[] = [];
    const renderPage = async (init: Record<string, unknown>): Promise<RenderedPage> => {
      rendered.push({ url: init.urlOriginal, postedForm: init.postedForm as PostedForm | undefined });
      return {
        httpResponse: {
          statusCode: pageStatus,
          headers: [['Content-Type', 'text/html;charset=utf-8']],
          pipe: (writable) => writable.end('<!doctype html><html><head></head><body>page</body></html>'),
        },
        data: { kind: 'page', member: null },
      };
    };
    const origin = await serve({ backendUrl: await embeddedBackend(), renderPage });
    const post = (
      path: string,
      fields: Record<string, string | string[]>,
      headers: Record<string, string> = {},
    ) => {
      const body = new URLSearchParams();
      for (const [name, value] of Object.entries(fields))
        for (const one of [value].flat()) body.append(name, one);
      return fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin, ...headers },
        body,
        redirect: 'manual',
      });
    };
    return { origin, post, rendered };
  }

  it('subscribes to the newsletter from any page and renders the page with what came of it (200)', async () => {
    const { post, rendered } = await site();
    const response = await post('/en/the-winery', {
      cepa_form: 'newsletter',
      email: ' nueva@example.com ',
      consent: 'true',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.text()).toContain('page');
    expect(rendered).toEqual([
      { url: '/en/the-winery', postedForm: { name: 'newsletter', values: {}, outcome: { kind: 'sent' } } },
    ]);
    expect(newsletterSubscribers.get().at(-1)).toEqual({
      email: 'nueva@example.com',
      site: 'solera',
      language: 'en',
      origin: 'footer',
    });
  });

  it('renders the page with the form’s errors and what was typed (400), an already subscribed address (409)', async () => {
    const { post, rendered } = await site();
    expect((await post('/es/', { cepa_form: 'newsletter', email: 'ana@' })).status).toBe(400);
    expect(rendered.at(-1)?.postedForm).toEqual({
      name: 'newsletter',
      values: { email: 'ana@' },
      outcome: {
        kind: 'invalid',
        errors: { email: 'core.form.invalidEmail', consent: 'core.form.required' },
      },
    });
    const already = await post('/es/', {
      cepa_form: 'newsletter',
      email: 'ya.suscrita@example.com',
      consent: 'true',
    });
    expect(already.status).toBe(409);
    expect(rendered.at(-1)?.postedForm?.outcome).toEqual({
      kind: 'failed',
      reason: 'alreadySubscribed',
      status: 409,
    });
  });

  it('sends the contact form of the contact page; a field sent twice counts by its last value', async () => {
    const { post, rendered } = await site();
    const response = await post('/es/contacto', {
      cepa_form: 'contact',
      subject: 'Tienda y pedidos',
      name: 'Ana',
      surname: 'Ruiz',
      email: 'ana@example.com',
      phoneNumber: '600 111 222',
      message: '¿Enviáis a Portugal?',
      consent: ['on', 'true'],
    });
    expect(response.status).toBe(200);
    expect(rendered.at(-1)?.postedForm).toMatchObject({ name: 'contact', outcome: { kind: 'sent' } });
    expect(requestsReceived.get().contact).toHaveLength(1);
  });

  it.each([
    ['no form name', '/es/contacto', { email: 'ana@example.com' }],
    ['a form the page does not show', '/es/', { cepa_form: 'contact', name: 'Ana' }],
    ['a form nobody knows', '/es/', { cepa_form: 'survey', email: 'ana@example.com' }],
    ['a page’s form at an address without a page', '/es/no-existe', { cepa_form: 'contact', name: 'Ana' }],
  ])(
    'answers a post with %s by a 303 to the same address, nothing sent and no field in it',
    async (_, path, fields) => {
      const { post, rendered } = await site();
      const response = await post(`${path}?p=2`, fields);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`${path}?p=2`);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(rendered).toEqual([]);
      expect(newsletterSubscribers.get().map((s) => s.email)).not.toContain('ana@example.com');
    },
  );

  it('subscribes from an error page’s footer (its frame, the language’s home) and renders the error page with what came of it', async () => {
    const { post, rendered } = await site();
    const response = await post('/es/no-existe', {
      cepa_form: 'newsletter',
      email: 'desde.error@example.com',
      consent: 'true',
    });
    expect(rendered).toEqual([
      { url: '/es/no-existe', postedForm: { name: 'newsletter', values: {}, outcome: { kind: 'sent' } } },
    ]);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(newsletterSubscribers.get().at(-1)).toEqual({
      email: 'desde.error@example.com',
      site: 'solera',
      language: 'es',
      origin: 'footer',
    });
  });

  it('refuses a post another site sends (403), and leaves posts to no page to the 404', async () => {
    const { post, rendered } = await site();
    const foreign = await post(
      '/es/',
      { cepa_form: 'newsletter', email: 'ana@example.com', consent: 'true' },
      { origin: 'https://otro.example' },
    );
    expect(foreign.status).toBe(403);
    expect((await post('/contacto', { cepa_form: 'newsletter' })).status).toBe(404);
    expect(rendered).toEqual([]);
    expect(newsletterSubscribers.get().map((s) => s.email)).not.toContain('ana@example.com');
  });

  it('keeps the status of a page that could not render after the form was sent (its error page)', async () => {
    const { post } = await site(503);
    const response = await post('/es/', {
      cepa_form: 'newsletter',
      email: 'otra@example.com',
      consent: 'true',
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('subscribes through the login page’s footer (its frame, the home of next’s language) and renders the login with what came of it', async () => {
    const { post, rendered } = await site();
    const response = await post('/login?next=%2Fen%2Fclub%2Fmy-club', {
      cepa_form: 'newsletter',
      email: 'desde.login@example.com',
      consent: 'true',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(rendered).toEqual([
      {
        url: '/login?next=%2Fen%2Fclub%2Fmy-club',
        postedForm: { name: 'newsletter', values: {}, outcome: { kind: 'sent' } },
      },
    ]);
    expect(newsletterSubscribers.get().at(-1)).toEqual({
      email: 'desde.login@example.com',
      site: 'solera',
      language: 'en',
      origin: 'footer',
    });
    // A form the frame does not show is not run: back to the login, nothing sent.
    const other = await post('/login?next=%2Fes%2F', { cepa_form: 'contact', name: 'Ana' });
    expect(other.status).toBe(303);
    expect(other.headers.get('location')).toBe('/login?next=%2Fes%2F');
  });
});

describe('the backend probe', () => {
  it('tells an answer from none, and the embedded backend by the header it names itself with', async () => {
    const plain = await echoBackend();
    expect(await backendProbe(plain.base)()).toEqual({ answers: true, embedded: false });
    const named = http.createServer((_req, res) => {
      res.setHeader(embeddedBackendHeader, 'embedded');
      res.end('{}');
    });
    const origin = await listen(named.listen(0, '127.0.0.1'));
    expect(await backendProbe(`${origin}/api`)()).toEqual({ answers: true, embedded: true });
    expect(await backendProbe('http://127.0.0.1:9/api')()).toEqual({ answers: false, embedded: false });
  });
});

describe('robots.txt and the sitemap, per brand host', () => {
  it('lists each brand’s pages on its own origin, from its content system; robots.txt names it', async () => {
    const origin = await serve({ backendUrl: await embeddedBackend() });
    const port = new URL(origin).port;
    for (const [host, brand, wine] of [
      [`127.0.0.1:${port}`, 'solera', '/es/tienda/solera-crianza-2020'],
      [`brava.localhost:${port}`, 'brava', '/es/tienda/malvasia-volcanica-2023'],
    ] as const) {
      const own = `http://${host}`;
      const robots = await rawGet(`${origin}/robots.txt`, host);
      expect(robots.status, brand).toBe(200);
      expect(robots.body, brand).toContain(`Sitemap: ${own}/sitemap.xml`);
      const index = await rawGet(`${origin}/sitemap.xml`, host);
      expect(index.status, brand).toBe(200);
      expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(index.headers['cache-control']).toBe(
        'public, max-age=0, s-maxage=300, stale-while-revalidate=86400',
      );
      expect(index.body).toContain(`<loc>${own}/sitemaps/wines-1.xml</loc>`);
      const wines = await rawGet(`${origin}/sitemaps/wines-1.xml`, host);
      expect(wines.body, brand).toContain(`<loc>${own}${wine}</loc>`);
      const addresses = [...wines.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        ([, loc]) => new URL(loc!).origin,
      );
      expect(new Set(addresses), brand).toEqual(new Set([own]));
      expect((await rawGet(`${origin}/sitemaps/wines-9.xml`, host)).status).toBe(404);
    }
  });

  it('crawls once however many ask; a crawl that fails is answered 503, kept by nobody, and tried again', async () => {
    let crawls = 0;
    let failing = true;
    const origin = await serve({
      sitemapPagesOf: () => async (path) => {
        if (path === '/es/') crawls += 1;
        if (failing) throw new Error('no answer');
        return null;
      },
    });
    const failed = await fetch(`${origin}/sitemap.xml`);
    expect(failed.status).toBe(503);
    expect(failed.headers.get('cache-control')).toBe('no-store');
    expect(failed.headers.get('retry-after')).toBe('60');
    failing = false;
    const answers = await Promise.all([1, 2, 3].map(() => fetch(`${origin}/sitemap.xml`)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(crawls).toBe(2);
  });
});

describe('the hosts it serves', () => {
  it('answers 421 to a host it is not configured for, before anything renders; health checks answer any host', async () => {
    let rendered = 0;
    const origin = await serve({
      renderPage: async () => {
        rendered += 1;
        throw new Error('not reached');
      },
    });
    const port = new URL(origin).port;
    for (const host of [
      'evil.example',
      `evil.example:${port}`,
      `brava.evil.example:${port}`,
      `127.0.0.1.evil:${port}`,
    ]) {
      const response = await rawGet(`${origin}/es/`, host);
      expect(response.status, host).toBe(421);
    }
    expect(rendered).toBe(0);
    expect((await rawGet(`${origin}/healthz`, 'evil.example')).status).toBe(200);
  });

  it('HSTS only where the configured origin is https, whatever X-Forwarded-Proto says', async () => {
    const renderPage = async () => ({
      httpResponse: {
        statusCode: 200,
        headers: [['content-type', 'text/html']] as [string, string][],
        pipe: (writable: NodeJS.WritableStream) => void writable.end('<p>x</p>'),
      },
    });
    const plain = await serve({ renderPage });
    const forged = await fetch(`${plain}/es/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.status).toBe(200);
    expect(forged.headers.get('strict-transport-security')).toBeNull();
    const secure = await serve({
      renderPage,
      origins: () => parseSiteOrigins('solera=https://shop.example', 0),
    });
    const answer = await rawGet(`${secure}/es/`, 'shop.example');
    expect(answer.status).toBe(200);
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

/** A GET with the Host a browser on that address would send (fetch() may not set it). */
function rawGet(url: string, host: string) {
  return new Promise<{ status?: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.request(url, { headers: { host } });
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('parseSiteOrigins', () => {
  it('reads each brand’s origins; defaults to this machine’s hosts on the port', () => {
    expect(
      parseSiteOrigins('solera=https://www.casasolera.example,brava=https://www.islabrava.example:8443', 0),
    ).toEqual([
      { brand: 'solera', origin: 'https://www.casasolera.example', host: 'www.casasolera.example' },
      { brand: 'brava', origin: 'https://www.islabrava.example:8443', host: 'www.islabrava.example:8443' },
    ]);
    expect(parseSiteOrigins(undefined, 4173).map((o) => `${o.brand} ${o.origin}`)).toEqual([
      'solera http://127.0.0.1:4173',
      'solera http://localhost:4173',
      'brava http://brava.localhost:4173',
    ]);
    expect(() => parseSiteOrigins('bodega=https://x.example', 0)).toThrow(/names no brand/);
    expect(() => parseSiteOrigins('solera=https://x.example/es', 0)).toThrow(/an origin alone/);
  });
});

describe('the inline scripts a page may run (CSP)', () => {
  /** A page as Vike writes it: its code's tags, and any nonce it was given on them. */
  async function site() {
    const asked: { cspNonce?: unknown }[] = [];
    const renderPage = async (init: Record<string, unknown>): Promise<RenderedPage> => {
      asked.push({ cspNonce: init.cspNonce });
      const nonce = typeof init.cspNonce === 'string' ? ` nonce="${init.cspNonce}"` : '';
      return {
        httpResponse: {
          statusCode: 200,
          headers: [['Content-Type', 'text/html;charset=utf-8']],
          pipe: (writable) =>
            writable.end(
              `<!doctype html><html><head><link rel="modulepreload" href="/assets/a.js"></head><body><p>page</p>` +
                `<script id="vike_pageContext" type="application/json">{}</script>` +
                `<script src="/assets/entry.js" type="module" async${nonce}></script></body></html>`,
            ),
        },
        data: { kind: 'page', member: null },
      };
    };
    return { origin: await serve({ renderPage }), asked };
  }

  /** The inline scripts that run (not data, not a file), and the CSP's script sources. */
  async function readPage(response: Response) {
    const html = await response.text();
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(
        ([, attributes]) => !/\bsrc=|type="(application\/(ld\+)?json|cepa\/after-paint)"/.test(attributes!),
      )
      .map(([, attributes, text]) => ({ attributes: attributes!, text: text! }));
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSources = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
    return { html, inline, scriptSources, sha256 };
  }

  it('a page a shared cache may keep: no nonce anywhere, each inline script allowed by its hash', async () => {
    const { origin, asked } = await site();
    const response = await fetch(`${origin}/es/`);
    expect(response.headers.get('cache-control')).toMatch(/^public, /);
    const { html, inline, scriptSources, sha256 } = await readPage(response);
    expect(asked).toEqual([{ cspNonce: undefined }]);
    expect(html).not.toMatch(/\snonce=/);
    expect(scriptSources.some((source) => source.startsWith("'nonce-"))).toBe(false);
    expect(inline.length).toBeGreaterThan(0);
    for (const script of inline) expect(scriptSources).toContain(sha256(script.text));
    // Two visitors get the same page, byte for byte: nothing in it is theirs alone.
    expect((await readPage(await fetch(`${origin}/es/`))).html).toBe(html);
  });

  it('allows the tag manager’s hosts only where a container is named', async () => {
    const policyOf = async (tagManagerId: string) => {
      const renderPage = async (): Promise<RenderedPage> => ({
        httpResponse: {
          statusCode: 200,
          headers: [['Content-Type', 'text/html;charset=utf-8']],
          pipe: (writable) => writable.end('<!doctype html><html><body><p>page</p></body></html>'),
        },
        data: { kind: 'page', member: null },
      });
      const origin = await serve({ renderPage, tagManagerId });
      return (await fetch(`${origin}/es/`)).headers.get('content-security-policy') ?? '';
    };
    const without = await policyOf('');
    expect(without).not.toMatch(/googletagmanager|google-analytics/);
    const withContainer = await policyOf('GTM-CEPA01');
    expect(/script-src ([^;]*)/.exec(withContainer)?.[1]).toContain('https://www.googletagmanager.com');
    expect(/connect-src ([^;]*)/.exec(withContainer)?.[1]).toContain('https://*.google-analytics.com');
    // Still no inline script but the site's own (the container's Custom HTML tags stay blocked).
    expect(/script-src ([^;]*)/.exec(withContainer)?.[1]).not.toContain('unsafe-inline');
  });

  it('a member’s page (never cached): a fresh nonce of its own, on the page’s scripts and in its CSP', async () => {
    const { origin, asked } = await site();
    const asMember = () => fetch(`${origin}/es/`, { headers: { cookie: 'cepa_session=abc' } });
    const response = await asMember();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { html, inline, scriptSources } = await readPage(response);
    const nonce = asked[0]?.cspNonce;
    expect(nonce).toMatch(/^[\w-]{16,}$/);
    expect(scriptSources).toContain(`'nonce-${String(nonce)}'`);
    for (const script of inline) expect(script.attributes).toContain(`nonce="${String(nonce)}"`);
    expect(html).toContain(`nonce="${String(nonce)}"`);
    await asMember();
    expect(asked[1]?.cspNonce).not.toBe(nonce);
  });
});

/** A rendered page with `status` and the HTML `html`, as Vike's would come. */
function stubPage(status: number, html: string): RenderedPage {
  return {
    httpResponse: {
      statusCode: status,
      headers: [['Content-Type', 'text/html;charset=utf-8']],
      pipe: (writable) => writable.end(html),
    },
  };
}

describe('one id a request, from the visitor to the backend', () => {
  const parent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
  const sent = { 'x-request-id': 'edge-7f3a', traceparent: parent };

  it('takes a trusted proxy’s id and trace, gives the id back, passes both on to the backend and logs it', async () => {
    const backend = await echoBackend();
    const lines: string[] = [];
    const origin = await serve({ backendUrl: backend.base, log: (line) => lines.push(line) });
    const response = await fetch(`${origin}/api/experience/3`, { headers: sent });
    expect(response.headers.get('x-request-id')).toBe('edge-7f3a');
    const [seen] = backend.seen;
    expect(seen?.headers['x-request-id']).toBe('edge-7f3a');
    expect(seen?.headers.traceparent).toMatch(/^00-4bf92f3577b34da6a3ce929d0e0e4736-[0-9a-f]{16}-01$/);
    expect(seen?.headers.traceparent).not.toBe(parent);
    await expect
      .poll(() => lines)
      .toContainEqual(expect.stringMatching(/^GET \/api\/experience\/3 200 .* id=edge-7f3a$/));
  });

  it('makes its own for a client it does not trust, and passes that on instead', async () => {
    const backend = await echoBackend();
    const origin = await serve({ backendUrl: backend.base, trustedProxies: false });
    const response = await fetch(`${origin}/api/experience/3`, { headers: sent });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    const [seen] = backend.seen;
    expect(seen?.headers['x-request-id']).toBe(id);
    expect(seen?.headers.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(seen?.headers.traceparent).not.toContain('4bf92f3577b34da6a3ce929d0e0e4736');
  });

  it('is the request under way while the page renders, and after a form’s body was read', async () => {
    const seen: (string | undefined)[] = [];
    const origin = await serve({
      backendUrl: await embeddedBackend(),
      renderPage: async () => {
        seen.push(`render ${currentTrace()?.id}`);
        return stubPage(200, '<!doctype html><p>ok</p>');
      },
      formActionFor: () => async () => {
        seen.push(`action ${currentTrace()?.id}`);
        return { name: 'newsletter', values: {}, outcome: { kind: 'sent' } };
      },
    });
    await fetch(`${origin}/es/`, { headers: sent });
    const posted = await fetch(`${origin}/en/the-winery`, {
      method: 'POST',
      headers: {
        ...sent,
        'x-request-id': 'edge-post',
        'content-type': 'application/x-www-form-urlencoded',
        origin,
      },
      body: 'cepa_form=newsletter&email=nueva%40example.com',
      redirect: 'manual',
    });
    expect(posted.status).toBe(200);
    expect(seen).toEqual(['render edge-7f3a', 'action edge-post', 'render edge-post']);
  });

  it('a failure of the server names the id on its plain page, and in its log line', async () => {
    const lines: string[] = [];
    const origin = await serve({
      log: (line) => lines.push(line),
      renderPage: async () => {
        throw new Error('the render broke');
      },
    });
    const response = await fetch(`${origin}/es/`, { headers: sent });
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('<code>edge-7f3a</code>');
    expect(lines).toContainEqual(
      expect.stringMatching(/^error 500 GET \/es\/: the render broke id=edge-7f3a$/),
    );
    const notFound = await fetch(`${origin}/nothing/here`, { method: 'PUT', headers: sent });
    expect(await notFound.text()).not.toContain('edge-7f3a');
  });
});

describe('metrics for Prometheus', () => {
  beforeEach(() => promClient.register.resetMetrics());

  it('counts requests by kind and status, renders by page type and backend calls by name and outcome', async () => {
    const backend = await echoBackend();
    const origin = await serve({
      backendUrl: backend.base,
      metrics: true,
      renderPage: async ({ urlOriginal }) => ({
        ...stubPage(200, '<!doctype html><p>ok</p>'),
        data: {
          kind: 'page',
          page: { page_type: String(urlOriginal).includes('tienda') ? 'product' : 'home' },
        },
      }),
    });
    for (const address of ['/es/', '/es/', '/es/tienda/solera-reserva-2016?secreto=1', '/healthz'])
      await (await fetch(`${origin}${address}`)).text();
    await (await fetch(`${origin}/api/ecom/basket/lines/98765/`, { method: 'PUT', body: '{}' })).text();
    await (await fetch(`${origin}/api/missing/`)).text();
    await (await fetch(`${origin}/assets/nothing-4711.js`)).text();
    const text = await promClient.register.metrics();
    const count = (name: string, labels: string) =>
      Number(new RegExp(`^${name}_count\\{${labels}\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
    expect(count('cepa_http_request_duration_seconds', 'kind="page",status="200"')).toBe(3);
    expect(count('cepa_http_request_duration_seconds', 'kind="health",status="200"')).toBe(1);
    expect(count('cepa_http_request_duration_seconds', 'kind="api",status="200"')).toBe(1);
    expect(count('cepa_http_request_duration_seconds', 'kind="api",status="404"')).toBe(1);
    expect(count('cepa_http_request_duration_seconds', 'kind="static",status="404"')).toBe(1);
    expect(count('cepa_render_duration_seconds', 'page_type="home"')).toBe(2);
    expect(count('cepa_render_duration_seconds', 'page_type="product"')).toBe(1);
    expect(
      count(
        'cepa_backend_call_duration_seconds',
        'call="PUT /api/ecom/basket/lines/:id/",outcome="ok",status="200"',
      ),
    ).toBe(1);
    expect(count('cepa_backend_call_duration_seconds', 'call="other",outcome="error",status="404"')).toBe(1);
    expect(text).toMatch(/^cepa_http_requests_in_flight\{kind="page"\} 0$/m);
    // No address, id or query ever becomes a label.
    for (const part of ['98765', 'secreto', 'solera-reserva', 'nothing-4711', 'missing'])
      expect(text).not.toContain(part);
  });

  it('counts nothing when they are off', async () => {
    const origin = await serve({ renderPage: async () => stubPage(200, '<!doctype html><p>ok</p>') });
    await (await fetch(`${origin}/es/`)).text();
    expect(await promClient.register.metrics()).not.toMatch(/^cepa_http_request_duration_seconds_count/m);
  });
});

describe('abuse held at the door: how often one client may post', () => {
  beforeEach(() => backend.reset());
  const limits = {
    ...defaultRateLimits,
    login: { count: 3, perMs: 60_000 },
    forms: { count: 2, perMs: 60_000 },
  };
  const asClient = (address: string) => ({ 'x-forwarded-for': address });

  it('refuses the fourth login call a minute from one client with 429 in the backend’s error shape, not another client’s', async () => {
    const backend = await echoBackend();
    const origin = await serve({ backendUrl: backend.base, rateLimits: limits });
    const login = (address: string) =>
      fetch(`${origin}/api/club/login/`, { method: 'POST', headers: asClient(address), body: '{}' });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await login('203.0.113.7')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await login('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ detail: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    // Another client, through the same trusted proxy: its own limit.
    expect((await login('203.0.113.8')).status).toBe(200);
    // The refused calls never reached the backend.
    expect(backend.seen.filter((call) => call.url === '/api/club/login/')).toHaveLength(4);
    // Reads are never limited.
    for (let i = 0; i < 5; i++)
      expect((await fetch(`${origin}/api/ecom/basket/`, { headers: asClient('203.0.113.7') })).status).toBe(
        200,
      );
  });

  it('a client that is not a trusted proxy cannot escape its limit with X-Forwarded-For', async () => {
    const backend = await echoBackend();
    const origin = await serve({ backendUrl: backend.base, rateLimits: limits, trustedProxies: false });
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const answer = await fetch(`${origin}/api/club/login/`, {
        method: 'POST',
        headers: asClient(`198.51.100.${i}`),
        body: '{}',
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('a form sent too often without JavaScript: its page again, with what was typed and when to try again (429)', async () => {
    const rendered: { postedForm?: PostedForm; loginAttempt?: unknown }[] = [];
    const origin = await serve({
      backendUrl: await embeddedBackend(),
      rateLimits: limits,
      renderPage: async (init) => {
        rendered.push({
          postedForm: init.postedForm as PostedForm | undefined,
          loginAttempt: init.loginAttempt,
        });
        return stubPage(200, '<!doctype html><p>page</p>');
      },
    });
    const post = (path: string, body: string) =>
      fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin, ...asClient('203.0.113.9') },
        body,
        redirect: 'manual',
      });
    const newsletter = (n: number) => `cepa_form=newsletter&email=nueva${n}%40example.com&consent=true`;
    expect((await post('/en/the-winery', newsletter(1))).status).toBe(200);
    expect((await post('/en/the-winery', newsletter(2))).status).toBe(200);
    const refused = await post('/en/the-winery', newsletter(3));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(30);
    expect(rendered.at(-1)?.postedForm).toEqual({
      name: 'newsletter',
      values: { email: 'nueva3@example.com', consent: 'true' },
      outcome: { kind: 'failed', reason: 'tooManyAttempts', status: 429, retryAfterSeconds: 30 },
    });
    // The login form has its own limit: a password is never given back.
    for (let i = 0; i < 3; i++) await post('/login?next=/es/', 'email=lucia%40example.com&password=wrong');
    const login = await post('/login?next=/es/', 'email=lucia%40example.com&password=wrong');
    expect(login.status).toBe(429);
    expect(rendered.at(-1)?.loginAttempt).toEqual({
      email: 'lucia@example.com',
      failure: 'tooManyAttempts',
      retryAfterSeconds: 20,
    });
  });
});
