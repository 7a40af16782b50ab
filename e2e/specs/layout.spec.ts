// @slices layout
import type { Locator, Page } from '@playwright/test';
import { ageGate, mobileMenu } from '../journeys-data.mjs';
import {
  anyViewport,
  brandURL,
  expect,
  headerHydrated,
  hydrated,
  member,
  slowPhoneCpu,
  test,
} from './support.ts';

const footer = (page: Page) => page.getByRole('contentinfo');

/**
 * The footer's form hydrates when the visitor comes to it; a press before then is held and done once
 * it has (so the box is ticked a moment later, not at once as `check()` expects).
 */
async function checkConsent(consent: Locator) {
  await consent.click();
  await expect(consent).toBeChecked();
}

/** Holds the page's requests for `url` back until `release` is called; `asked` says whether one came. */
async function holdRequests(page: Page, url: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(url, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}

test.describe('newsletter signup in the footer (SPEC §5, §7, §8)', () => {
  const emailLabel = 'Suscríbete a la newsletter de Casa Solera';
  const consentLabel = 'Acepto recibir la newsletter de Casa Solera y la política de privacidad';

  test('validation: empty, bad format and missing consent; nothing typed is lost', async ({ page }) => {
    await page.goto('/es/');
    const email = footer(page).getByRole('textbox', { name: emailLabel });
    await footer(page).getByRole('button', { name: 'Suscribirme' }).click();
    await expect(footer(page).getByText('Este campo es obligatorio').first()).toBeVisible();
    await email.fill('no-es-un-correo');
    await footer(page).getByRole('button', { name: 'Suscribirme' }).click();
    await expect(footer(page).getByText('Introduce un correo electrónico válido')).toBeVisible();
    await expect(email).toHaveValue('no-es-un-correo');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  test('used before its code is in: what was typed and pressed is kept, then sent', async ({
    page,
  }, testInfo) => {
    const address = `antes.${testInfo.project.name}.${testInfo.repeatEachIndex}@example.com`;
    await slowPhoneCpu(page);
    // The form's code is held back until the visitor has typed, ticked and sent.
    const code = await holdRequests(page, '**/assets/chunks/newsletter-form-*.js');
    await page.goto('/es/');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/newsletter/') && r.method() === 'POST');
    await footer(page).getByRole('textbox', { name: emailLabel }).fill(address);
    const consent = footer(page).getByRole('checkbox', { name: consentLabel });
    await consent.click();
    await footer(page).getByRole('button', { name: 'Suscribirme' }).click();
    // Nothing happened yet, and nothing was sent the browser's way (no address with the e-mail in it).
    await expect(consent).not.toBeChecked();
    expect(page.url()).toMatch(/\/es\/$/);
    code.release();
    expect((await sent).postDataJSON()).toMatchObject({ email: address, origin: 'footer' });
    // Sent only with the consent ticked (the form refuses it otherwise), and then the form is reset.
    await expect(page.getByRole('dialog', { name: '¡Gracias por suscribirte!' })).toBeVisible();
    await expect(consent).not.toBeChecked();
  });

  test('below the fold of a short page: its code waits until the visitor scrolls towards it', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/(footer|newsletter-form)-[\w-]+\.js$/.test(request.url())) asked.push(request.url());
    });
    // The booking is at least a screen tall: the footer starts just below the fold.
    await page.goto('/es/reservar?experience=1');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(asked).toEqual([]);
    await page.mouse.wheel(0, 300);
    await expect
      .poll(() =>
        ['footer', 'newsletter-form'].every((name) => asked.some((url) => url.includes(`/${name}-`))),
      )
      .toBe(true);
    const email = footer(page).getByRole('textbox', { name: emailLabel });
    await email.fill('no-es-un-correo');
    await footer(page).getByRole('button', { name: 'Suscribirme' }).click();
    await expect(footer(page).getByText('Introduce un correo electrónico válido')).toBeVisible();
  });

  test('ok: the success pop-in, and the payload the backend received', async ({ page }, testInfo) => {
    await page.goto('/es/');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/newsletter/') && r.method() === 'POST');
    await footer(page)
      .getByRole('textbox', { name: emailLabel })
      .fill(`  Nueva.${testInfo.project.name}@example.com  `);
    await checkConsent(footer(page).getByRole('checkbox', { name: consentLabel }));
    await footer(page).getByRole('button', { name: 'Suscribirme' }).click();
    expect((await sent).postDataJSON()).toEqual({
      email: `Nueva.${testInfo.project.name}@example.com`,
      site: 'solera',
      language: 'es',
      origin: 'footer',
    });
    const dialog = page.getByRole('dialog', { name: '¡Gracias por suscribirte!' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Entendido' }).click();
    await expect(dialog).toBeHidden();
  });

  // Which pop-in each of the backend's answers opens: the same at any width (the success pop-in above runs on
  // the phone too, and every pop-in's look at a phone's width is a story's screenshot).
  for (const detail of ['Already registered', 'conflict']) {
    test(`"${detail}": the already-subscribed pop-in`, anyViewport, async ({ page, fault }) => {
      await fault('POST /api/newsletter/', { status: 400, body: { detail } });
      await page.goto('/en/');
      await footer(page)
        .getByRole('textbox', { name: 'Subscribe to the Casa Solera newsletter' })
        .fill('lucia@example.com');
      await checkConsent(
        footer(page).getByRole('checkbox', {
          name: 'I agree to receive the Casa Solera newsletter and accept the privacy policy',
        }),
      );
      await footer(page).getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByRole('dialog', { name: 'You are already subscribed' })).toBeVisible();
    });
  }

  for (const [name, fault] of [
    ['a server error', { status: 500 }],
    ['no response', { network: true }],
  ] as const) {
    test(`${name}: the unknown-error pop-in`, anyViewport, async ({ page, fault: setFault }) => {
      await setFault('POST /api/newsletter/', fault);
      await page.goto('/es/');
      await footer(page).getByRole('textbox', { name: emailLabel }).fill('ana@example.com');
      await checkConsent(footer(page).getByRole('checkbox', { name: consentLabel }));
      await footer(page).getByRole('button', { name: 'Suscribirme' }).click();
      await expect(page.getByRole('dialog', { name: 'Se ha producido un error' })).toBeVisible();
    });
  }
});

test.describe('funding banner', () => {
  test('closing it calls the banner endpoint and it stays hidden after reload', async ({ page }) => {
    await page.goto('/es/');
    const banner = page.getByRole('region', { name: 'Aviso de financiación' });
    await expect(banner).toContainText('Programa de Modernización Rural');
    // The content system's link and emphasis are kept (sanitised, not stripped).
    await expect(banner.getByRole('link', { name: 'Conoce la nueva sala de elaboración' })).toHaveAttribute(
      'href',
      '/es/la-bodega',
    );
    await expect(banner.locator('strong')).toHaveText('Programa de Modernización Rural');
    const call = page.waitForRequest((r) => r.url().includes('/api/funding_banner/'));
    await banner.getByRole('button', { name: 'Cerrar aviso' }).click();
    expect(new URL((await call).url()).searchParams.get('_brand')).toBe('solera');
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Casa Solera' })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('a brand without an active banner shows none', async ({ page, context }) => {
    await context.addCookies([{ name: 'age_verified', value: 'yes', url: brandURL('brava') }]);
    await page.goto(`${brandURL('brava')}/es/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Isla Brava' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Aviso de financiación' })).toHaveCount(0);
  });
});

test.describe('age gate (Isla Brava)', () => {
  test('yes lets the visitor in and is remembered', async ({ page, context }) => {
    const { es, cookie } = ageGate;
    await page.goto(`${brandURL('brava')}${es.home}`);
    const gate = page.getByRole('dialog', { name: es.question });
    await expect(gate).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(gate).toBeVisible();
    await gate.getByRole('button', { name: es.yes }).click();
    await expect(gate).toBeHidden();
    const kept = (await context.cookies(brandURL('brava'))).find((c) => c.name === cookie.name);
    expect(kept?.value).toBe(cookie.value);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: ageGate.heading })).toBeVisible();
    await expect(gate).toHaveCount(0);
  });

  test('no keeps the visitor out and says why', async ({ page, context }) => {
    const { en, cookie } = ageGate;
    await page.goto(`${brandURL('brava')}${en.home}`);
    const gate = page.getByRole('dialog', { name: en.question });
    await gate.getByRole('button', { name: en.no }).click();
    await expect(gate).toContainText(en.refused);
    await expect(gate).toBeVisible();
    expect((await context.cookies(brandURL('brava'))).some((c) => c.name === cookie.name)).toBe(false);
  });

  test('Casa Solera has no age gate', async ({ page }) => {
    await page.goto('/es/');
    await expect(page.getByRole('heading', { level: 1, name: 'Casa Solera' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('header', () => {
  test('the mobile menu toggles, locks page scroll and closes on resize', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the menu button exists below 1024 px only; the phone project covers it');
    await page.goto(mobileMenu.path);
    const button = page.getByRole('button', { name: mobileMenu.button, exact: true });
    await button.click();
    const menu = page.getByRole('dialog', { name: mobileMenu.menu });
    await expect(menu).toBeVisible();
    // Where the banner's close button is under the open menu (measured now: the web fonts, which may
    // come after the first press, move it).
    const closeBox = await page
      .getByRole('button', { name: mobileMenu.bannerClose, includeHidden: true })
      .boundingBox();
    await expect(menu.getByRole('link', { name: mobileMenu.link.name })).toBeVisible();
    // On a phone the menu's panel covers the page from edge to edge: nothing beside it (the banner's close
    // button once showed next to the menu's own) can be taken for one of its controls.
    expect(
      await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-slot="drawer"]') !== null,
        [closeBox!.x + closeBox!.width / 2, closeBox!.y + closeBox!.height / 2],
      ),
    ).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    await button.click();
    await expect(menu).toBeVisible();
    await page.setViewportSize(mobileMenu.desktop);
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  /** Holds the frame's code (the banner and header) back until `release` is called. */
  const holdHeaderCode = (page: Page) => holdRequests(page, '**/assets/chunks/frame-top-*.js');

  test('the menu pressed before the header hydrated opens at once, and the header takes it over open', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the menu button exists below 1024 px only; the phone project covers it');
    const header = await holdHeaderCode(page);
    await page.goto('/es/');
    // The header is still the server's HTML: the browser runs the button's command itself.
    const button = page.getByRole('button', { name: 'Menú', exact: true });
    const menu = page.getByRole('dialog', { name: 'Menú principal' });
    await button.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Tienda' })).toBeVisible();
    await menu.getByRole('button', { name: 'Cerrar' }).click();
    await expect(menu).toBeHidden();
    await button.click();
    await expect(menu).toBeVisible();
    // Still the server's HTML: the header's part has not hydrated.
    const headerPart = page.locator('[data-on-demand]', { has: page.locator('header') });
    await expect(headerPart).not.toHaveAttribute('data-hydrated');
    // Once the browser is idle the header's code is asked for; it hydrates the menu as it finds it, open.
    await expect.poll(header.asked).toBe(true);
    header.release();
    await expect(headerPart).toHaveAttribute('data-hydrated');
    await expect(menu).toBeVisible();
    // The page's code has it now: a link followed in it is an in-page navigation, and the menu closes.
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await menu.getByRole('link', { name: 'Tienda' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tienda' })).toBeVisible();
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('the menu opened before the header hydrated closes as it hydrates, on a viewport grown past it meanwhile', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the menu button exists below 1024 px only; the phone project covers it');
    const header = await holdHeaderCode(page);
    await page.goto(mobileMenu.path);
    const menu = page.getByRole('dialog', { name: mobileMenu.menu });
    await page.getByRole('button', { name: mobileMenu.button, exact: true }).click();
    await expect(menu).toBeVisible();
    // A phone turned while the header's code is still on its way: no code has seen the change.
    await page.setViewportSize(mobileMenu.desktop);
    await expect.poll(header.asked).toBe(true);
    header.release();
    await expect(page.locator('[data-on-demand]', { has: page.locator('header') })).toHaveAttribute(
      'data-hydrated',
    );
    // The wide layout has no menu button: the menu closes, and the page scrolls again.
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const site of [
      { path: '/es/', button: 'Menú', menu: 'Menú principal', close: 'Cerrar', link: 'Tienda' },
      { path: '/en/', button: 'Menu', menu: 'Main menu', close: 'Close', link: 'Shop' },
    ]) {
      test(`the mobile menu opens and closes, and its links lead on (${site.path})`, async ({
        page,
        isMobile,
      }) => {
        test.skip(!isMobile, 'the menu button exists below 1024 px only; the phone project covers it');
        await page.goto(site.path);
        const button = page.getByRole('button', { name: site.button, exact: true });
        const menu = page.getByRole('dialog', { name: site.menu });
        await button.click();
        await expect(menu).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await button.click();
        await menu.getByRole('button', { name: site.close }).click();
        await expect(menu).toBeHidden();
        await button.click();
        await menu.getByRole('link', { name: site.link }).click();
        await expect(page.getByRole('heading', { level: 1, name: site.link })).toBeVisible();
      });
    }
  });

  test('an in-page navigation before the header hydrated shows the next page whole, with its header', async ({
    page,
  }) => {
    const header = await holdHeaderCode(page);
    await page.goto('/es/tienda');
    // About a page that has hydrated while its header has not: the page's own code is in.
    await hydrated(page);
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await page
      .getByRole('region', { name: 'Tintos' })
      .getByRole('link', { name: 'Solera Reserva 2016' })
      .click();
    // The navigation waits for the header's code, so that the header hydrates before it changes.
    await expect.poll(header.asked).toBe(true);
    header.release();
    await expect(page.getByRole('heading', { level: 1, name: 'Solera Reserva 2016' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cesta' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Casa Solera, página de inicio' })).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // The fixture fails the flow on any hydration warning: the header hydrated from the server's HTML.
  });

  for (const { path, link, address } of [
    { path: '/es/tienda', link: 'Casa Solera, página de inicio', address: /\/es\/$/ },
    { path: '/en/the-winery', link: 'Casa Solera, home page', address: /\/en\/$/ },
  ]) {
    test(`a header link pressed before the header hydrated shows the next page in-page (${path})`, async ({
      page,
    }) => {
      const header = await holdHeaderCode(page);
      await page.goto(path);
      // About a page that has hydrated while its header has not (the window's listener for links in
      // waiting parts starts once the page has): the header is still the server's HTML.
      await hydrated(page);
      const banner = page.getByRole('banner');
      await expect(page.locator('div[data-hydrated]').filter({ has: banner })).toHaveCount(0);
      await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
      await banner.getByRole('link', { name: link }).click();
      // The router loads the code of the parts still waiting before it shows the next page.
      await expect.poll(header.asked).toBe(true);
      header.release();
      const heading = page.getByRole('heading', { level: 1, name: 'Casa Solera' });
      await expect(heading).toBeVisible();
      await expect(page).toHaveURL(address);
      // In-page: the same document, and the focus on the new page's heading (a whole load leaves it at the top).
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
      await expect(heading).toBeFocused();
    });
  }

  test('a new visitor: an empty basket, the login link, and no error logged by the page', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/es/');
    const basket = page.getByRole('link', { name: /^Cesta/ });
    await expect(basket).toBeVisible();
    await expect(basket).toHaveAccessibleName('Cesta');
    await expect(basket).not.toContainText(/\d/);
    await expect(page.getByRole('link', { name: 'Acceso socios' }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the basket shows the number of lines, and "9+" from 10', async ({ page, fault }) => {
    const lines = (n: number) => ({
      lines: Array.from({ length: n }, (_, i) => ({ id: i + 1, quantity: 1 })),
    });
    await fault('GET /api/ecom/basket/', { status: 200, body: lines(3), times: 1 });
    await page.goto('/es/');
    const basket = page.getByRole('link', { name: /^Cesta/ });
    await expect(basket).toContainText('3');
    await fault('GET /api/ecom/basket/', { status: 200, body: lines(10) });
    await page.reload();
    await expect(basket).toContainText('9+');
    await expect(basket).toHaveAccessibleName(/10 productos/);
  });

  test(
    'between 1024 and 1280 px the header is one row, each of its links on one line',
    { tag: '@any-viewport' },
    async ({ page }) => {
      /** Every link and button of the header is one line high (44 px, the touch target) and none wraps. */
      const expectOneLine = async (width: number) => {
        const tooHigh = await page.getByRole('banner').evaluate((header) =>
          [...header.querySelectorAll<HTMLElement>('a[href], button')]
            .filter((control) => control.checkVisibility())
            .map((control) => ({
              text: control.textContent?.trim(),
              height: control.getBoundingClientRect().height,
            }))
            .filter(({ height }) => height > 44),
        );
        expect(tooHigh, `controls of the header over 44 px high at ${width} px`).toEqual([]);
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth, `the page's width at ${width} px`).toBe(clientWidth);
      };
      // Each language's home loaded once, then laid out at each width.
      for (const path of ['/es/', '/en/']) {
        await page.setViewportSize({ width: 1024, height: 800 });
        await page.goto(path);
        await hydrated(page);
        for (const width of [1024, 1100, 1200, 1201, 1279]) {
          await page.setViewportSize({ width, height: 800 });
          await expectOneLine(width);
        }
      }
      // The login link shows its icon alone there, and keeps its name for screen readers.
      await expect(page.getByRole('link', { name: "Members' login" })).toBeVisible();
      await page.goto('/login?next=%2Fes%2F');
      await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(member.email);
      await page.getByLabel('Contraseña').fill(member.password);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect(page).toHaveURL('/es/');
      await expect(page.getByRole('button', { name: member.name })).toBeVisible();
      await page.setViewportSize({ width: 1024, height: 800 });
      await expectOneLine(1024);
    },
  );

  test('a member sees the profile dropdown instead of the login link', async ({ page }) => {
    await page.goto('/login?next=%2Fes%2F');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(member.email);
    await page.getByLabel('Contraseña').fill(member.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL('/es/');
    await expect(page.getByRole('link', { name: 'Acceso socios' })).toHaveCount(0);
    await page.getByRole('button', { name: member.name }).click();
    await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem')).toHaveCount(0);
  });

  test('the member’s menu opened as the next page arrives after logging in stays open: the frame is kept', async ({
    page,
  }) => {
    await page.goto('/login?next=%2Fes%2F');
    // About the in-page move from the login page to the next one, which the login does once hydrated.
    await hydrated(page);
    // The home page's data is held back until the member has pressed their name in the header.
    const homeData = await holdRequests(page, '**/es/index.pageContext.json');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(member.email);
    await page.getByLabel('Contraseña').fill(member.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    // Still the login page, in the home page's frame, whose header now knows the member.
    await page.getByRole('button', { name: member.name }).click();
    const logout = page.getByRole('menuitem', { name: 'Cerrar sesión' });
    await expect(logout).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Casa Solera' })).toHaveCount(0);
    homeData.release();
    await expect(page.getByRole('heading', { level: 1, name: 'Casa Solera' })).toBeVisible();
    // The page changed inside the same frame: the menu the member opened is still open, the focus in it.
    await expect(logout).toBeVisible();
    await expect(page.getByRole('menu')).toContainText('Cerrar sesión');
    await expect(page.locator(':focus')).toHaveCount(1);
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="menu"]'))).toBe(true);
  });
});

test.describe('keyboard only', () => {
  test('skip link, header, footer form and its pop-in, without a mouse', async ({
    page,
    isMobile,
  }, testInfo) => {
    await page.goto('/es/');
    await expect(page.getByRole('heading', { level: 1, name: 'Casa Solera' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    // The basket's quick view is a button of the hydrated header only (the server's HTML keeps its place).
    await headerHydrated(page);
    await test.step('the header in tab order', async () => {
      const expected = isMobile
        ? [
            'Conoce la nueva sala de elaboración',
            'Cerrar aviso',
            'Menú',
            'Casa Solera, página de inicio',
            'Cesta',
            'Vista rápida de la cesta',
            'Acceso socios',
          ]
        : [
            'Conoce la nueva sala de elaboración',
            'Cerrar aviso',
            'Casa Solera, página de inicio',
            'Inicio',
            'La bodega',
          ];
      for (const name of expected) {
        await page.keyboard.press('Tab');
        await expect(page.locator(':focus')).toHaveAccessibleName(new RegExp(`^${name}`));
      }
    });
    if (isMobile) {
      await test.step('the mobile menu by keyboard', async () => {
        await page.getByRole('button', { name: 'Menú', exact: true }).focus();
        await page.keyboard.press('Enter');
        const menu = page.getByRole('dialog', { name: 'Menú principal' });
        await expect(menu).toBeVisible();
        await page.keyboard.press('Tab');
        expect(await menu.evaluate((d) => d.contains(document.activeElement))).toBe(true);
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
      });
    }
    await test.step('the newsletter form and its pop-in', async () => {
      const email = page.getByRole('textbox', { name: 'Suscríbete a la newsletter de Casa Solera' });
      await email.focus();
      await page.keyboard.type(`teclado.${testInfo.project.name}@example.com`);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('checkbox', { name: /Acepto recibir/ })).toBeFocused();
      await page.keyboard.press('Space');
      // The consent's link to the privacy policy comes next, then the button.
      await page.keyboard.press('Tab');
      await expect(
        page.getByRole('link', { name: 'política de privacidad (se abre en una pestaña nueva)' }),
      ).toBeFocused();
      await expect(page.getByRole('link', { name: /^política de privacidad/ })).toHaveAttribute(
        'href',
        '/es/privacidad',
      );
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Suscribirme' })).toBeFocused();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: '¡Gracias por suscribirte!' });
      await expect(dialog).toBeVisible();
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  });
});
