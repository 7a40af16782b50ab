// @slices layout, content
import type { Page, TestInfo } from '@playwright/test';
import { anyViewport, expect, test } from './support.ts';

// Round trips to the server without JavaScript: its answer is the same HTML at any width, so these run on
// the desktop only (the phone's own layout of these pages is covered by the flows with JavaScript).

/**
 * The forms that carry a visitor's data work without JavaScript (issue #28): each posts to its own page,
 * the production server runs the form's action against the backend and renders the same page with what
 * came of it (`site/server/posted-forms.ts`). Their Radix select and checkbox have native twins then.
 */

/** The embedded backend's call names, for its faults (features/content/src/requests/routes.ts). */
const calls = { sendContact: 'POST /api/contact/:pageId/send/' };

const footer = (page: Page) => page.getByRole('contentinfo');
const main = (page: Page) => page.getByRole('main');
const field = (page: Page, name: RegExp) => main(page).getByRole('textbox', { name });
const consent = (page: Page) => main(page).getByRole('checkbox', { name: /política de privacidad/ });
const subject = (page: Page) => main(page).getByRole('combobox', { name: /^Asunto/ });

/** An address nobody subscribed yet, one per test, project and run. */
const freshEmail = (testInfo: TestInfo) =>
  `sin-js.${testInfo.project.name}.${testInfo.repeatEachIndex}.${testInfo.retry}.${Date.now()}@example.com`;

/** A day `days` ahead in the browser's calendar, as a date input holds it. */
function dayAhead(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

test.describe('the footer’s newsletter without JavaScript (SPEC §5, §7, §8)', anyViewport, () => {
  test.use({ javaScriptEnabled: false });

  test('subscribes, and says so in the footer, where focus goes', async ({ page }, testInfo) => {
    await page.goto('/es/');
    const email = footer(page).getByRole('textbox', { name: 'Suscríbete a la newsletter de Casa Solera' });
    await email.fill(freshEmail(testInfo));
    await footer(page)
      .getByRole('checkbox', { name: /^Acepto recibir la newsletter de Casa Solera/ })
      .check();
    await footer(page).getByRole('button', { name: 'Suscribirme' }).click();
    // The same page, answered by the server: no address carries what was typed.
    await expect(page).toHaveURL('/es/');
    const status = footer(page).getByRole('status').filter({ hasText: '¡Gracias por suscribirte!' });
    await expect(status).toContainText('Te hemos añadido a la newsletter de Casa Solera.');
    await expect(status).toBeFocused();
    await expect(email).toHaveValue('');
  });

  test('from the login page’s footer: subscribes, and the login is still there to use', async ({
    page,
  }, testInfo) => {
    const address = '/login?next=%2Fen%2Fclub%2Fmy-club';
    await page.goto(address);
    await footer(page)
      .getByRole('textbox', { name: 'Subscribe to the Casa Solera newsletter' })
      .fill(freshEmail(testInfo));
    await footer(page)
      .getByRole('checkbox', { name: /^I agree to receive the Casa Solera newsletter/ })
      .check();
    await footer(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(address);
    const status = footer(page).getByRole('status').filter({ hasText: 'Thank you for subscribing!' });
    await expect(status).toBeFocused();
    // Still the login, with its own form and where it goes next.
    await expect(main(page).getByRole('textbox', { name: /^E-mail/ })).toBeVisible();
    await expect(page).toHaveTitle("Members' login · Casa Solera");
  });

  test('from an error page’s footer: subscribes, and the error page is still there (404)', async ({
    page,
  }, testInfo) => {
    const address = '/es/no-existe';
    const shown = await page.goto(address);
    expect(shown?.status()).toBe(404);
    await footer(page)
      .getByRole('textbox', { name: 'Suscríbete a la newsletter de Casa Solera' })
      .fill(freshEmail(testInfo));
    await footer(page)
      .getByRole('checkbox', { name: /^Acepto recibir la newsletter de Casa Solera/ })
      .check();
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await footer(page).getByRole('button', { name: 'Suscribirme' }).click();
    expect((await answer).status()).toBe(404);
    await expect(page).toHaveURL(address);
    const status = footer(page).getByRole('status').filter({ hasText: '¡Gracias por suscribirte!' });
    await expect(status).toBeFocused();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Error' })).toBeVisible();
  });

  test('an address already on the list: says so, in English, the address kept', async ({ page }) => {
    await page.goto('/en/the-winery');
    const email = footer(page).getByRole('textbox', { name: 'Subscribe to the Casa Solera newsletter' });
    await email.fill('ya.suscrita@example.com');
    const box = footer(page).getByRole('checkbox', {
      name: /^I agree to receive the Casa Solera newsletter/,
    });
    await box.check();
    await footer(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL('/en/the-winery');
    const status = footer(page).getByRole('status').filter({ hasText: 'You are already subscribed' });
    await expect(status).toContainText('This e-mail address already receives the Casa Solera newsletter.');
    await expect(status).toBeFocused();
    await expect(email).toHaveValue('ya.suscrita@example.com');
    await expect(box).toBeChecked();
  });

  test('a malformed address and no consent: the form’s errors, what was typed kept', async ({ page }) => {
    await page.goto('/es/');
    const email = footer(page).getByRole('textbox', { name: 'Suscríbete a la newsletter de Casa Solera' });
    await email.fill('no-es-un-correo');
    await footer(page).getByRole('button', { name: 'Suscribirme' }).click();
    await expect(email).toHaveValue('no-es-un-correo');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/Introduce un correo electrónico válido/);
    // The error is said where the visitor has the box: the native one.
    const box = footer(page).getByRole('checkbox', { name: /^Acepto recibir la newsletter de Casa Solera/ });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Este campo es obligatorio');
    await expect(footer(page).getByRole('status').filter({ hasText: 'Gracias' })).toHaveCount(0);
  });
});

test.describe('the contact page without JavaScript (SPEC §2, §5, §7)', anyViewport, () => {
  test.use({ javaScriptEnabled: false });

  test('sends a message with everything filled in: the confirmation takes focus', async ({ page }) => {
    await page.goto('/es/contacto');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
    // The subject is the browser's own select: the one that needs the page's code is not offered.
    await expect(subject(page)).toHaveCount(1);
    await subject(page).selectOption({ label: 'Tienda y pedidos' });
    await field(page, /^Nombre/).fill('Ana');
    await field(page, /^Apellidos/).fill('Ruiz');
    await field(page, /^Correo electrónico/).fill('Ana@Example.com');
    await field(page, /^Teléfono/).fill('600 111 222');
    await field(page, /^Mensaje/).fill('¿Enviáis a Portugal?');
    await consent(page).check();
    await main(page).getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page).toHaveURL('/es/contacto');
    const title = page.getByRole('heading', { level: 2, name: 'Mensaje enviado' });
    await expect(title).toBeFocused();
    await expect(main(page)).toContainText(
      'Gracias, Ana. Hemos recibido tu mensaje y te responderemos en ana@example.com.',
    );

    await test.step('"send another" is a link to an empty form', async () => {
      await main(page).getByRole('link', { name: 'Enviar otro mensaje' }).click();
      await expect(page).toHaveURL('/es/contacto');
      await expect(field(page, /^Nombre/)).toHaveValue('');
    });
  });

  test('an invalid send keeps everything typed and shows the errors; then it is sent', async ({ page }) => {
    await page.goto('/es/contacto');
    await subject(page).selectOption({ label: 'Club de socios' });
    await field(page, /^Nombre/).fill('Ana');
    await field(page, /^Correo electrónico/).fill('ana@');
    await field(page, /^Mensaje/).fill('Quiero cambiar mi dirección.');
    await main(page).getByRole('button', { name: 'Enviar mensaje' }).click();

    const summary = page.getByRole('region', { name: 'Revisa los siguientes campos' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Apellidos: Este campo es obligatorio',
      'Correo electrónico: Introduce un correo electrónico válido',
      'Teléfono: Este campo es obligatorio',
      'He leído y acepto la política de privacidad: Este campo es obligatorio',
    ]);
    await expect(subject(page)).toHaveValue('Club de socios');
    await expect(field(page, /^Nombre/)).toHaveValue('Ana');
    await expect(field(page, /^Correo electrónico/)).toHaveValue('ana@');
    await expect(field(page, /^Correo electrónico/)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, /^Mensaje/)).toHaveValue('Quiero cambiar mi dirección.');
    await expect(consent(page)).not.toBeChecked();
    await expect(consent(page)).toHaveAttribute('aria-invalid', 'true');

    await test.step('the summary’s link leads to the consent box the visitor has', async () => {
      await summary.getByRole('link', { name: /^He leído y acepto/ }).click();
      await expect(page).toHaveURL(/#contact-consent-native$/);
    });

    await test.step('corrected, it is sent', async () => {
      await field(page, /^Apellidos/).fill('Ruiz');
      await field(page, /^Correo electrónico/).fill('ana@example.com');
      await field(page, /^Teléfono/).fill('600 111 222');
      await consent(page).check();
      await main(page).getByRole('button', { name: 'Enviar mensaje' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Mensaje enviado' })).toBeFocused();
    });
  });

  test('a backend that fails: the form’s failure message, everything typed kept', async ({ page, fault }) => {
    await fault(calls.sendContact, { status: 500 });
    await page.goto('/es/contacto');
    await subject(page).selectOption({ label: 'Tienda y pedidos' });
    await field(page, /^Nombre/).fill('Ana');
    await field(page, /^Apellidos/).fill('Ruiz');
    await field(page, /^Correo electrónico/).fill('ana@example.com');
    await field(page, /^Teléfono/).fill('600 111 222');
    await field(page, /^Mensaje/).fill('¿Enviáis a Portugal?');
    await consent(page).check();
    await main(page).getByRole('button', { name: 'Enviar mensaje' }).click();
    const failed = main(page).getByRole('alert');
    await expect(failed).toContainText('No hemos podido enviar el formulario.');
    await expect(failed).toBeFocused();
    await expect(subject(page)).toHaveValue('Tienda y pedidos');
    await expect(field(page, /^Mensaje/)).toHaveValue('¿Enviáis a Portugal?');
    await expect(consent(page)).toBeChecked();
  });
});

test.describe('the experience request without JavaScript (SPEC §2, §5, §7)', anyViewport, () => {
  test.use({ javaScriptEnabled: false });

  test('a request is sent, in English: the confirmation takes focus', async ({ page }) => {
    await page.goto('/en/experience-request');
    await field(page, /^Name/).fill('Marta');
    await field(page, /^Surname/).fill('Cabrera');
    await field(page, /^E-mail/).fill('marta@example.com');
    await field(page, /^Phone/).fill('600 000 003');
    await main(page)
      .getByLabel(/^Date of visit/)
      .fill(dayAhead(14));
    await main(page)
      .getByRole('spinbutton', { name: /^Number of people/ })
      .fill('8');
    await main(page)
      .getByRole('checkbox', { name: /privacy policy/ })
      .check();
    await main(page).getByRole('button', { name: 'Send request' }).click();
    await expect(page).toHaveURL('/en/experience-request');
    await expect(page.getByRole('heading', { level: 2, name: 'Request sent' })).toBeFocused();
    await expect(main(page)).toContainText('We will write to marta@example.com');
    await expect(main(page)).toContainText('for 8 people');
  });
});
