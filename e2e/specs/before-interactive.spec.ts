// @slices layout, booking, content
import type { Page, Request } from '@playwright/test';
import { arrive, choose, expect, holdPageCode, member, slowPhoneCpu, test } from './support.ts';

/**
 * What a visitor types and presses before the page is interactive, or with JavaScript off: nothing typed
 * is lost, nothing personal goes into an address (the page fixture fails any flow whose requests carry
 * a password, an e-mail or a document number in their query), and the forms that matter work anyway.
 */

const loginCall = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/club/login/';

async function typeLogin(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: /^Correo electrónico/ }).fill(email);
  await page.getByLabel(/^Contraseña/).fill(password);
}

test.describe('the login without JavaScript: POST /login', () => {
  test.use({ javaScriptEnabled: false });

  test('the right password: logged in, and on to next', async ({ page, context }) => {
    await page.goto('/login?next=%2Fes%2Ftienda');
    await typeLogin(page, member.email, member.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL('/es/tienda');
    await expect(page.getByRole('heading', { level: 1, name: 'Tienda' })).toBeVisible();
    // The server rendered the page for the member: no login link in the header.
    await expect(page.getByRole('link', { name: 'Acceso socios' })).toHaveCount(0);
    const session = (await context.cookies()).find((cookie) => cookie.name === 'cepa_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  test('a wrong password: the message, the e-mail kept, the password not, nobody logged in', async ({
    page,
    context,
  }) => {
    await page.goto('/login?next=%2Fes%2F');
    await typeLogin(page, member.email, 'otra');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toHaveText('El correo o la contraseña no son correctos');
    await expect(page.getByRole('textbox', { name: /^Correo electrónico/ })).toHaveValue(member.email);
    await expect(page.getByLabel(/^Contraseña/)).toHaveValue('');
    // Still the login of the same next: the right password now takes the member there.
    expect(new URL(page.url()).searchParams.get('next')).toBe('/es/');
    expect((await context.cookies()).some((cookie) => cookie.name === 'cepa_session')).toBe(false);
    await page.getByLabel(/^Contraseña/).fill(member.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL('/es/');
  });
});

test.describe('the login pressed before the page is interactive, on a slow phone', () => {
  test('typed (or autofilled) and pressed at once: logged in with exactly what was typed', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'a phone’s flow: a slow CPU and a fast thumb');
    await slowPhoneCpu(page);
    const release = await holdPageCode(page);
    const answered = page.waitForResponse((response) => loginCall(response.request()));
    await arrive(page, '/login?next=%2Fes%2Ftienda');
    await typeLogin(page, member.email, member.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    // The press came before the page's code: it is held, nothing is sent the browser's way.
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    expect(page.url()).toMatch(/\/login\?next=%2Fes%2Ftienda$/);
    release();
    const answer = await answered;
    expect(answer.request().postDataJSON()).toEqual({ email: member.email, password: member.password });
    expect(answer.status(), 'the login call’s answer').toBe(200);
    await expect(page).toHaveURL('/es/tienda');
    await expect(page.getByRole('button', { name: member.name })).toBeVisible();
  });
});

/** Types the visitors into the booking's first step as a visitor does: a number, Tab, the next number. */
async function typeVisitors(page: Page, numbers: { adults: string; children: string; babies?: string }) {
  const main = page.getByRole('main');
  await main.getByRole('spinbutton', { name: 'Adultos', exact: true }).fill(numbers.adults);
  await page.keyboard.press('Tab');
  await expect(main.getByRole('spinbutton', { name: 'Niños (de 5 a 17 años)' })).toBeFocused();
  await page.keyboard.type(numbers.children);
  await page.keyboard.press('Tab');
  if (numbers.babies === undefined) return;
  await expect(main.getByRole('spinbutton', { name: 'Bebés (hasta 4 años)' })).toBeFocused();
  await page.keyboard.type(numbers.babies);
  await page.keyboard.press('Tab');
}

/** The booking's first step shows and keeps the visitors and language chosen, on to the next step. */
async function expectVisitorsKept(
  page: Page,
  firstStep: { language: string; adults: number; children: number; babies: number },
) {
  const main = page.getByRole('main');
  await expect(main.getByRole('spinbutton', { name: 'Adultos', exact: true })).toHaveValue(
    String(firstStep.adults),
  );
  await expect(main.getByRole('spinbutton', { name: 'Niños (de 5 a 17 años)' })).toHaveValue(
    String(firstStep.children),
  );
  await expect(main.getByRole('spinbutton', { name: 'Bebés (hasta 4 años)' })).toHaveValue(
    String(firstStep.babies),
  );
  const total = firstStep.adults + firstStep.children + firstStep.babies;
  await expect(main.getByRole('status').filter({ hasText: 'visitantes' })).toContainText(
    `${total} visitantes`,
  );
  await main.getByRole('button', { name: 'Elegir fecha' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Disponibilidad', exact: true })).toBeVisible();
  const state = JSON.parse(decodeURIComponent(new URL(page.url()).hash.slice(1))) as unknown;
  expect(state).toMatchObject({ step: 2, firstStep });
}

test.describe('other forms pressed before the page is interactive, on a slow phone', () => {
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from its first parameter
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'a phone’s flow: a slow CPU and a fast thumb');
  });

  test('the voucher check: the code as typed is checked, and its outcome shown', async ({ page }) => {
    await slowPhoneCpu(page);
    const release = await holdPageCode(page);
    const checked = page.waitForRequest((r) => r.url().includes('/check_validity/'));
    await arrive(page, '/es/canjear-bono');
    await page
      .getByRole('main')
      .getByRole('textbox', { name: /^Código del bono/ })
      .fill('U-CADUCADO-0001');
    await page.getByRole('main').getByRole('button', { name: 'Comprobar bono' }).click();
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    release();
    expect(new URL((await checked).url()).searchParams.get('full_code')).toBe('U-CADUCADO-0001');
    await expect(page.getByRole('main')).toContainText('Este bono ha caducado.');
  });

  test('the experience request: every field, the consent and the press kept, then sent as typed', async ({
    page,
  }) => {
    await slowPhoneCpu(page);
    const release = await holdPageCode(page);
    const main = page.getByRole('main');
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && /^\/api\/experience_form\/\d+\/send\/$/.test(new URL(r.url()).pathname),
    );
    await arrive(page, '/es/solicitar-experiencia');
    const day = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    await main.getByRole('textbox', { name: /^Nombre/ }).fill('Jon');
    await main.getByRole('textbox', { name: /^Apellidos/ }).fill('Etxeberria');
    await main.getByRole('textbox', { name: /^Correo electrónico/ }).fill('jon@example.com');
    await main.getByRole('textbox', { name: /^Teléfono/ }).fill('600 000 002');
    await main.getByLabel(/^Fecha de la visita/).fill(day);
    await main.getByRole('spinbutton', { name: /^Número de personas/ }).fill('8');
    await main.getByRole('textbox', { name: /^Comentarios/ }).fill('Somos un grupo de amigos');
    await main.getByRole('checkbox', { name: /política de privacidad/ }).click();
    await main.getByRole('button', { name: 'Enviar solicitud' }).click();
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    release();
    expect((await sent).postDataJSON()).toEqual({
      name: 'Jon',
      surname: 'Etxeberria',
      email: 'jon@example.com',
      phone_number: '600 000 002',
      number_of_people: 8,
      date_of_visit: day,
      comments: 'Somos un grupo de amigos',
      captcha_key: expect.stringMatching(/^local-captcha:experience_request:\d+$/),
    });
    await expect(page.getByRole('heading', { level: 2, name: 'Solicitud enviada' })).toBeVisible();
  });

  test('the contact form: what was typed before the page’s code is sent; the subject, a list, once it opens', async ({
    page,
  }) => {
    await slowPhoneCpu(page);
    const release = await holdPageCode(page);
    const main = page.getByRole('main');
    const sends: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /^\/api\/contact\/\d+\/send\/$/.test(new URL(r.url()).pathname))
        sends.push(r.postData() ?? '');
    });
    await arrive(page, '/es/contacto');
    await main.getByRole('textbox', { name: /^Nombre/ }).fill('Ana');
    await main.getByRole('textbox', { name: /^Apellidos/ }).fill('Ruiz');
    await main.getByRole('textbox', { name: /^Correo electrónico/ }).fill('ana@example.com');
    await main.getByRole('textbox', { name: /^Teléfono/ }).fill('600 111 222');
    await main.getByRole('textbox', { name: /^Mensaje/ }).fill('¿Enviáis a Portugal?');
    await main.getByRole('checkbox', { name: /política de privacidad/ }).click();
    await main.getByRole('button', { name: 'Enviar mensaje' }).click();
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    release();
    // The held press is done once the page hydrates: only the subject, which a list gives, is missing.
    const summary = page.getByRole('region', { name: 'Revisa los siguientes campos' });
    await expect(summary.getByRole('link')).toHaveText(['Asunto: Este campo es obligatorio']);
    expect(sends).toEqual([]);
    await choose(page, main.getByRole('combobox', { name: /^Asunto/ }), 'Tienda y pedidos');
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && /^\/api\/contact\/\d+\/send\/$/.test(new URL(r.url()).pathname),
    );
    await main.getByRole('button', { name: 'Enviar mensaje' }).click();
    expect((await sent).postDataJSON()).toEqual({
      subject: 'Tienda y pedidos',
      name: 'Ana',
      surname: 'Ruiz',
      email: 'ana@example.com',
      phone_number: '600 111 222',
      message: '¿Enviáis a Portugal?',
      captcha_key: expect.stringMatching(/^local-captcha:contact:\d+$/),
    });
    await expect(page.getByRole('heading', { level: 2, name: 'Mensaje enviado' })).toBeVisible();
  });

  test('the basket coupon: typed and applied as soon as the basket shows, the code sent as typed', async ({
    page,
  }) => {
    // A line in this visitor's basket (the page's own cookie), as the product page would add it.
    expect(
      (
        await page.request.post('/api/ecom/basket/add_product/', { data: { product_id: 1001, quantity: 1 } })
      ).ok(),
    ).toBe(true);
    await slowPhoneCpu(page);
    const sent = page.waitForRequest((r) => r.url().includes('/api/ecom/basket/apply_voucher/'));
    await arrive(page, '/es/cesta');
    // The basket is the visitor's: it shows once the page has its code and the basket, and is used at once.
    const field = page.getByRole('textbox', { name: 'Código de bono o cupón' });
    await field.fill('BIENVENIDA10');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    expect((await sent).postDataJSON()).toEqual({ code: 'BIENVENIDA10' });
    // Said on screen and in a live region.
    await expect(page.getByText('El cupón se ha aplicado correctamente').last()).toBeVisible();
  });

  test('the booking’s first step: every number typed and the list pressed before its code are kept', async ({
    page,
  }) => {
    await slowPhoneCpu(page);
    const release = await holdPageCode(page);
    await arrive(page, '/es/reservar?experience=1');
    const main = page.getByRole('main');
    const language = main.getByRole('combobox', { name: /^Idioma de la visita/ });
    // Typed into the server's fields one after the other, then the language list pressed: all before the
    // page's code. Each picker takes its number over as the page hydrates, in the same commit: every one
    // must be kept, not only the last (#40: the adults went back to 1).
    await typeVisitors(page, { adults: '2', children: '1', babies: '1' });
    await language.click();
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    release();
    // The held press is done on what the page shows once hydrated: a phone's own select, focused (its
    // picker opened while the tap's activation lasts); the numbers typed are the step's.
    await expect(language.and(page.locator('select'))).toBeFocused();
    await choose(page, language, 'Inglés');
    await expectVisitorsKept(page, { language: 'en', adults: 2, children: 1, babies: 1 });
  });

  test('a list filter pressed before the page is interactive opens once it is, and filters', async ({
    page,
  }) => {
    await slowPhoneCpu(page);
    const release = await holdPageCode(page);
    await arrive(page, '/es/prensa');
    const year = page.getByRole('combobox', { name: 'Año' });
    await year.click();
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    release();
    // The held press is done on the phone's own select the page shows once hydrated: focused, its
    // picker opened while the tap's activation lasts.
    await expect(year.and(page.locator('select'))).toBeFocused();
    await choose(page, year, '2024');
    await expect(page).toHaveURL('/es/prensa?year=2024');
    await expect(page.getByRole('main')).toContainText('11 artículos');
  });
});

test.describe('the booking’s first step typed at once, on a normal CPU with nothing held back', () => {
  test('every number typed as soon as the fields show is kept, whenever the page hydrates meanwhile', async ({
    page,
  }) => {
    await arrive(page, '/es/reservar?experience=1');
    const main = page.getByRole('main');
    // No wait: the fields are the server's until the page hydrates, somewhere while these are typed.
    await typeVisitors(page, { adults: '2', children: '1' });
    await choose(page, main.getByRole('combobox', { name: /^Idioma de la visita/ }), 'Inglés');
    await expectVisitorsKept(page, { language: 'en', adults: 2, children: 1, babies: 0 });
  });
});
