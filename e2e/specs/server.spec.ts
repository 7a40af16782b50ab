// @slices content, layout
import crypto from 'node:crypto';
import type { APIResponse, Page } from '@playwright/test';
import { anyViewport, brandURL, expect, hydrated, member, slowPhoneCpu, test } from './support.ts';

/** What the server answers, on the raw HTTP response: status, headers and the HTML it carries. */
test.describe('server rendering: statuses, redirects and the head (SPEC §2)', anyViewport, () => {
  const get = (page: Page, path: string) => page.request.get(path, { maxRedirects: 0 });

  test('a page content answers 200 with its title, description, language, canonical and alternates', async ({
    page,
  }) => {
    const response = await get(page, '/en/the-winery');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html[^>]* lang="en"/);
    expect(html).toMatch(/<html[^>]* data-brand="solera"/);
    expect(html).toContain('<title>The winery · Casa Solera</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain(`<link rel="canonical" href="${brandURL('solera')}/en/the-winery"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="es" href="${brandURL('solera')}/es/la-bodega"/>`);
    // The content itself, not a shell: the heading and the CMS's text.
    expect(html).toContain('My great-grandmother planted the first vines in 1921.');
  });

  test('the other brand on its own host', async ({ page, context }) => {
    // brava.localhost resolves in Chromium only: the page, not the request context, asks for it.
    await context.addCookies([{ name: 'age_verified', value: 'yes', url: brandURL('brava') }]);
    const response = await page.goto(`${brandURL('brava')}/es/`);
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toMatch(/<html[^>]* data-brand="brava"/);
    await expect(page.getByRole('heading', { level: 1, name: 'Isla Brava' })).toBeVisible();
  });

  test('a host that is not configured gets 421 before anything renders; the canonical is the configured origin', async ({
    page,
  }) => {
    // What a shared cache whose key leaves the host out would otherwise keep: a page for another site.
    for (const host of [
      'evil.example',
      `evil.example:${new URL(brandURL('solera')).port}`,
      'brava.evil.example',
    ]) {
      const response = await page.request.get('/es/', { headers: { host }, maxRedirects: 0 });
      expect(response.status(), host).toBe(421);
      expect(await response.text()).not.toContain('Casa Solera');
    }
    // The host a visitor came in by names the brand; the links in the page are the brand's configured origin.
    const localhost = await page.request.get('/es/la-bodega', {
      headers: { host: `localhost:${new URL(brandURL('solera')).port}` },
    });
    expect(localhost.status()).toBe(200);
    expect(await localhost.text()).toContain(
      `<link rel="canonical" href="${brandURL('solera')}/es/la-bodega"/>`,
    );
  });

  test('an unknown path answers 404, an address without a language too', async ({ page }) => {
    for (const path of ['/es/no-existe', '/fr/x']) {
      const response = await get(page, path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain('Error');
    }
  });

  test('the content system answers an error status: that status; no answer: 503, the error page', async ({
    page,
    fault,
  }) => {
    await fault('GET /api/pages/', { status: 502, body: { detail: 'Bad gateway' }, times: 1 });
    expect((await get(page, '/es/la-bodega')).status()).toBe(502);
    await fault('GET /api/pages/', { network: true, times: 1 });
    const response = await get(page, '/es/la-bodega');
    expect(response.status()).toBe(503);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    expect(await response.text()).toContain('>Error</h1>');
  });

  test('a backend slower than the time budget: the error page with 503 in bounded time, not the backend’s time', async ({
    page,
    fault,
  }) => {
    // The content call would answer after 12 s; the server's budget for it is 3 s.
    await fault('GET /api/pages/', { delay: 12_000, times: 1 });
    const started = Date.now();
    const response = await get(page, '/es/la-bodega');
    expect(response.status()).toBe(503);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await response.text()).toContain('>Error</h1>');
  });

  test('a club page without a member redirects to /login with the full path in next', async ({ page }) => {
    const response = await get(page, '/es/club/mi-club?tab=pedidos');
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/login?next=%2Fes%2Fclub%2Fmi-club%3Ftab%3Dpedidos');
    const root = await get(page, '/');
    expect(root.status()).toBe(302);
    expect(root.headers()['location']).toBe('/es/');
  });
});

test.describe('the production server’s headers', anyViewport, () => {
  const expectSecurityHeaders = (response: APIResponse) => {
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    // The site's files, and the page's one inline script by its hash (a private answer: its nonce too).
    expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/=]{44}'( 'nonce-[\w-]{16,}')?;/);
    // No outside script host while no payment or captcha key is set.
    expect(csp).not.toContain('stripe.com');
    expect(csp).not.toContain('recaptcha');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    return csp;
  };

  test('an anonymous page: cacheable by a CDN, and nothing in it that is one visitor’s (no nonce)', async ({
    page,
  }) => {
    const response = await page.request.get('/es/', { headers: { 'accept-encoding': 'br, gzip' } });
    const csp = expectSecurityHeaders(response);
    const headers = response.headers();
    expect(headers['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=86400');
    expect(headers['vary']).toMatch(/Cookie/);
    // A page rendered per request in gzip (brotli cost four times its CPU); the site's files in brotli.
    expect(headers['content-encoding']).toBe('gzip');
    const stylesheet = /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)"/.exec(
      await response.text(),
    )?.[1];
    expect(stylesheet).toBeDefined();
    const asset = await page.request.get(stylesheet!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers()['content-encoding']).toBe('br');
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(csp).not.toContain("'nonce-");
    const html = await response.text();
    expect(html).not.toMatch(/<script\b[^>]*\snonce=/);
    // Every script that runs inline is allowed by its hash; the browser checks the same (the fixture
    // fails a flow on any CSP violation). Data blocks (the page's data, its JSON-LD, the waiting code's
    // addresses) never run.
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/\bsrc=|type="(application\/(ld\+)?json|cepa\/after-paint)"/.test(attributes!),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , text] of inline)
      expect(csp).toContain(`'sha256-${crypto.createHash('sha256').update(text!).digest('base64')}'`);
    const again = await page.request.get('/es/');
    expect(again.headers()['content-security-policy']).toBe(csp);
  });

  test('a member’s page is never cached', async ({ page }) => {
    const login = await page.request.post('/api/club/login/', {
      data: { email: member.email, password: member.password },
    });
    expect(login.ok()).toBe(true);
    const response = await page.request.get('/es/club/mi-club', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const csp = expectSecurityHeaders(response);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    // A private answer: a nonce of its own, on every script tag of the page.
    const nonce = /'nonce-([\w-]+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    const scripts = [...(await response.text()).matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  });

  test('the page’s code is asked for once its first content is painted, and the page hydrates', async ({
    page,
  }) => {
    await page.goto('/es/');
    // Measured once the page has hydrated: its code has been asked for by then.
    await hydrated(page);
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(paint).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(1);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint!);
    // Hydrated: a press on the page's controls works.
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
  });

  for (const [brand, faces, others] of [
    ['solera', ['Fraunces', 'Inter'], ['Outfit', 'DM Sans']],
    ['brava', ['Outfit', 'DM Sans'], ['Fraunces', 'Inter']],
  ] as const) {
    test(`${brand}: the brand's fonts are asked for once the page is painted, and swap in without moving it`, async ({
      page,
    }) => {
      await page.goto(`${brandURL(brand)}/es/`);
      // Nothing in the HTML would have the browser fetch a font before the first paint.
      expect(await page.content()).not.toMatch(/rel="preload"[^>]*as="font"/);
      // The brand's two faces load, and only those.
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replaceAll('"', '')),
          ),
        )
        .toEqual(expect.arrayContaining([...faces]));
      const { paint, fonts, shifts } = await page.evaluate(async () => {
        // Layout shifts are buffered: those before this call count too (none at all: no callback).
        const entries = await new Promise<PerformanceEntry[]>((resolve) => {
          new PerformanceObserver((list, observer) => {
            observer.disconnect();
            resolve(list.getEntries());
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve([]), 500);
        });
        return {
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          fonts: performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname.endsWith('.woff2'))
            .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
          shifts: entries.reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0),
        };
      });
      expect(paint).toBeGreaterThan(0);
      expect(fonts).toHaveLength(2);
      for (const font of fonts) expect(font.start).toBeGreaterThanOrEqual(paint!);
      for (const other of others) {
        expect(fonts.map((font) => font.name).join()).not.toContain(other.toLowerCase().replace(' ', '-'));
      }
      // The fallbacks are metric-matched (ui/src/styles/font-fallbacks.css): the swap moves nothing.
      expect(shifts).toBeLessThan(0.001);
    });
  }

  test('hashed files are immutable for a year; HSTS behind an https proxy; the health check', async ({
    page,
  }) => {
    const html = await (await page.request.get('/es/')).text();
    const asset = html.match(/data-src="(\/assets\/[^"]+\.js)"/)![1]!;
    const file = await page.request.get(asset);
    expect(file.status()).toBe(200);
    expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // The page's code waits for the first paint: no tag the browser would fetch or run as it parses, only
    // data blocks with the addresses the loader asks for once the page has painted.
    expect(html).not.toMatch(/rel="modulepreload"|type="module"|<script[^>]* src=/);
    expect(html.match(/<script type="cepa\/after-paint" data-src="[^"]+"/g)).toHaveLength(1);
    expect(
      html.match(/<script type="cepa\/after-paint" data-modulepreload="[^"]+"><\/script>/g)?.length,
    ).toBeGreaterThan(1);
    // The scheme is the configured origin's (http here): a forged X-Forwarded-Proto asks for no HSTS.
    const forged = await page.request.get('/es/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers()['strict-transport-security']).toBeUndefined();
    // Alive, and honest that the backend answering is the embedded demo one (it names itself).
    const health = await page.request.get('/healthz');
    expect(await health.json()).toMatchObject({ status: 'ok', backend: 'embedded' });
    const ready = await page.request.get('/readyz');
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  test('a page type’s code is announced in the page and asked for a little at a time, not all at once as it hydrates', async ({
    page,
  }) => {
    const html = await (await page.request.get('/es/tienda/solera-reserva-2016')).text();
    const announced = [
      ...html.matchAll(/<script type="cepa\/after-paint" data-modulepreload="([^"]+)"/g),
    ].map((match) => match[1]!);
    // The product page's own module and zod (its contracts'), beside the entry's modules Vike lists.
    expect(announced.filter((href) => /\/product-page-[^/]+\.js$/.test(href))).toHaveLength(1);
    expect(announced.filter((href) => /\/zod-[^/]+\.js$/.test(href))).toHaveLength(1);
    // Every file announced is one the server has (a stylesheet's empty chunk, which the build removes, is not).
    for (const href of new Set(announced)) expect((await page.request.get(href)).status(), href).toBe(200);
    // The files the entry script evaluates, each after those it imports, to be evaluated a file a task:
    // React DOM's among them, neither entry (the router's starts the page, the page's is the router's).
    const evaluated = [
      ...html.matchAll(
        /<script type="cepa\/after-paint"[^>]* data-modulepreload="([^"]+)" data-evaluate=""/g,
      ),
    ].map((match) => match[1]!);
    expect(evaluated.filter((href) => /\/react-dom-[^/]+\.js$/.test(href))).toHaveLength(1);
    expect(evaluated.filter((href) => href.includes('/entries/'))).toEqual([]);
    await page.goto('/es/tienda/solera-reserva-2016');
    // Waits for hydration, which a visitor does not: what is measured is how the code came in.
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    // Each module the page's code needed was asked for by the loader (low priority, two a task), none
    // added by Vite's preload helper when the page's module was imported (all in one task).
    const preloads = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')] as const),
      );
    const byHref = new Map(preloads);
    for (const href of announced) expect(byHref.get(href), href).toBe('low');
    // Each asked for once, though the head and Vike both list the entry's files.
    expect(new Set(preloads.map(([href]) => href)).size).toBe(preloads.length);
  });
});

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, heading, text] of [
    ['/es/', 'Casa Solera', 'Casa Solera'],
    ['/es/la-bodega', 'La bodega', 'Mi bisabuela plantó las primeras cepas en 1921.'],
    ['/en/experiences', 'Experiences', 'Choose your visit and book the date that suits you best.'],
    ['/es/tienda', 'Tienda', 'Solera Reserva 2016'],
    ['/en/shop/solera-reserva-2016', 'Solera Reserva 2016', 'Twenty-four months in oak'],
  ] as const) {
    test(`${path} shows its heading and its text`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(text);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('the brand’s fonts come with the page', async ({ page }) => {
    const fonts: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push(new URL(request.url()).pathname);
    });
    await page.goto('/es/');
    await expect(page.getByRole('heading', { level: 1, name: 'Casa Solera' })).toBeVisible();
    await expect
      .poll(() => fonts.map((font) => font.split('/').pop()!.split('-')[0]).sort())
      .toEqual(['fraunces', 'inter']);
  });
});

/**
 * Opens `path` with the page's code held back (its entry script waits), so the visitor acts on the
 * server's HTML; `release` lets the code through, and `opened` is the navigation, done once it has.
 */
async function openWithCodeHeld(page: Page, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/entries/entry-client-routing*.js', async (route) => {
    await held;
    await route.continue();
  });
  return { opened: page.goto(path), release };
}

test.describe('before the page has hydrated', anyViewport, () => {
  test('a press and a submit are held, nothing is sent the browser’s way, and both are done once it hydrates', async ({
    page,
  }) => {
    // The page's code is held back until the visitor has pressed.
    const { opened, release } = await openWithCodeHeld(page, '/es/canjear-bono');
    const code = page.getByRole('textbox', { name: 'Código del bono (obligatorio)' });
    await expect(code).toBeVisible();
    await page.getByRole('button', { name: 'Comprobar bono' }).click();
    // Enter in the field submits its form: held too, no page load with the form's fields in the address.
    await code.press('Enter');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    expect(page.url()).toMatch(/\/es\/canjear-bono$/);
    await expect(page.getByText('Este campo es obligatorio')).toHaveCount(0);
    release();
    await opened;
    await expect(page.getByRole('main').getByText('Este campo es obligatorio')).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(page.url()).toMatch(/\/es\/canjear-bono$/);
  });

  test('numbers typed into the booking’s first step are kept, and counted once it hydrates', async ({
    page,
  }) => {
    await slowPhoneCpu(page);
    const { opened, release } = await openWithCodeHeld(page, '/es/reservar?experience=3');
    const adults = page.getByRole('spinbutton', { name: 'Adultos', exact: true });
    const children = page.getByRole('spinbutton', { name: 'Niños (de 5 a 17 años)' });
    const total = page.getByRole('status').filter({ hasText: 'visitantes' });
    await expect(adults).toHaveValue('2');
    // One field left, the other still being typed in when the page hydrates.
    await adults.fill('4');
    await children.fill('1');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    release();
    await opened;
    await hydrated(page);
    await expect(adults).toHaveValue('4');
    await expect(children).toHaveValue('1');
    await expect(total).toContainText('4 visitantes');
    await children.press('Tab');
    await expect(total).toContainText('5 visitantes');
    await expect(children).toHaveAttribute('aria-valuenow', '1');
  });
});

// On a phone and a desktop, in both languages: the age gate is the first thing a visitor to Isla Brava meets.
test.describe('Isla Brava’s age gate before the page has hydrated', () => {
  for (const { path, title, yes, heading } of [
    { path: '/es/', title: '¿Eres mayor de edad?', yes: 'Sí', heading: 'Isla Brava' },
    { path: '/en/', title: 'Are you of legal drinking age?', yes: 'Yes', heading: 'Isla Brava' },
  ]) {
    test(`${path}: a modal dialog before the page’s code has come, Escape keeps it, and “${yes}” is taken once it hydrates`, async ({
      page,
      context,
      isMobile,
    }) => {
      const { opened, release } = await openWithCodeHeld(page, `${brandURL('brava')}${path}`);
      const gate = page.getByRole('dialog', { name: title });
      await expect(gate).toBeVisible();
      // Modal from the server's HTML on, before any of the page's code: the page behind it is inert, focus
      // is on its first control. The inline opener runs as the parser reaches the end of the body, which a
      // streamed answer may bring a moment after the dialog itself.
      await expect.poll(() => gate.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
      await expect(gate.getByRole('button', { name: 'No' })).toBeFocused();
      // A phone has no Escape key; the desktop presses it.
      if (!isMobile) {
        await page.keyboard.press('Escape');
        await expect(gate).toBeVisible();
      }
      await gate.getByRole('button', { name: yes }).click();
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
      await expect(gate).toBeVisible();
      release();
      await opened;
      await expect(gate).toBeHidden();
      const cookie = (await context.cookies(brandURL('brava'))).find((c) => c.name === 'age_verified');
      expect(cookie?.value).toBe('yes');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }
});

test.describe('the booking rendered on the server', anyViewport, () => {
  test('the confirmation’s HTML says it is confirming, in its title as in its heading (not the content’s “confirmed”)', async ({
    page,
  }) => {
    for (const [path, title] of [
      ['/es/reserva-confirmada', 'Estamos confirmando tu reserva'],
      ['/en/booking-confirmation', 'Confirming your booking'],
    ] as const) {
      const html = await (
        await page.request.get(`${path}?payment_intent=pi_000001&redirect_status=succeeded`)
      ).text();
      expect(html).toContain(`<title>${title} · Casa Solera</title>`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    }
  });

  for (const [path, text] of [
    [
      '/es/reservar?experience=3',
      {
        title: 'Reserva tu visita',
        experience: 'Experiencia: Cata de añadas con el enólogo',
        step: 'Datos de la reserva',
        adults: 'Adultos',
        next: 'Elegir fecha',
      },
    ],
    [
      '/en/book?experience=3',
      {
        title: 'Book your visit',
        experience: 'Experience: Vintage tasting with our winemaker',
        step: 'Booking data',
        adults: 'Adults',
        next: 'Choose date',
      },
    ],
  ] as const) {
    test(`with JavaScript off, ${path} shows the first step of its experience, with its choices`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(text.experience);
      await expect(page.getByRole('heading', { level: 2, name: text.step })).toBeVisible();
      // Experience 3 takes at least two visitors: the server raised the adults to its minimum.
      await expect(page.getByRole('spinbutton', { name: text.adults, exact: true })).toHaveValue('2');
      await expect(page.getByRole('button', { name: text.next })).toBeVisible();
      await context.close();
    });
  }

  test('the page hydrates from what the server fetched: the browser asks for neither the experience nor its options', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/experience\//.test(request.url())) calls.push(request.url());
    });
    await page.goto('/es/reservar?experience=3');
    const adults = page.getByRole('spinbutton', { name: 'Adultos', exact: true });
    await expect(adults).toHaveValue('2');
    // Hydrated: the step answers.
    await page
      .getByRole('button', { name: /Aumentar/ })
      .first()
      .click();
    await expect(adults).toHaveValue('3');
    expect(calls).toEqual([]);
  });
});

test.describe('sessions on the server', () => {
  test('two members’ pages rendered at the same time: each sees only their own', async ({
    playwright,
    baseURL,
  }) => {
    const members = [
      { email: member.email, name: 'Lucía' },
      { email: 'jon@example.com', name: 'Jon' },
    ];
    const contexts = await Promise.all(members.map(() => playwright.request.newContext({ baseURL })));
    for (const [i, context] of contexts.entries()) {
      const login = await context.post('/api/club/login/', {
        data: { email: members[i]!.email, password: member.password },
      });
      expect(login.ok()).toBe(true);
    }
    // Interleaved: ten pages for each member, all under way at once on the one server.
    const pages = await Promise.all(
      Array.from({ length: 20 }, (_, n) => contexts[n % 2]!.get('/es/club/mi-club', { maxRedirects: 0 })),
    );
    for (const [n, response] of pages.entries()) {
      expect(response.status()).toBe(200);
      const html = await response.text();
      const own = members[n % 2]!;
      const other = members[(n + 1) % 2]!;
      // The header's profile menu names the member the page was rendered for.
      expect(html).toContain(`>${own.name}</span>`);
      expect(html).not.toContain(`>${other.name}</span>`);
      expect(response.headers()['cache-control']).toBe('private, no-store');
    }
    await Promise.all(contexts.map((context) => context.dispose()));
  });
});
