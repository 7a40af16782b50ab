// @slices content
import type { Locator, Page } from '@playwright/test';
import { apiPaths, contactMessage } from '../journeys-data.mjs';
import { choose, clearFaults, expect, expectChosen, openMainMenuOnPhone, tabTo, test } from './support.ts';

/** The embedded backend's call names, for its faults (features/content/src/requests/routes.ts). */
const calls = {
  sendContact: 'POST /api/contact/:pageId/send/',
  sendExperienceRequest: 'POST /api/experience_form/:pageId/send/',
};

/** A day two weeks ahead in the browser's calendar, as a date input holds it. */
function dayAhead(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The page's own form (the footer has a newsletter form with its own e-mail and consent). */
const main = (page: Page) => page.getByRole('main');
const field = (page: Page, name: RegExp) => main(page).getByRole('textbox', { name });
const consent = (page: Page) => main(page).getByRole('checkbox', { name: contactMessage.consent });
const sentRequest = (page: Page, path: RegExp) =>
  page.waitForRequest((r) => r.method() === 'POST' && path.test(new URL(r.url()).pathname));

async function chooseSubject(page: Page, subject: string) {
  await choose(page, page.getByRole('combobox', { name: contactMessage.subjectField }), subject);
}

/** The message as it is sent (journeys-data.mjs `contactMessage`): nothing for the form to trim. */
async function fillContact(page: Page) {
  await chooseSubject(page, contactMessage.subject);
  for (const [key, value] of Object.entries(contactMessage.message) as [
    keyof typeof contactMessage.message,
    string,
  ][]) {
    await field(page, contactMessage.fields[key]).fill(value);
  }
  await consent(page).check();
}

async function expectContactKept(page: Page) {
  const { fields, message } = contactMessage;
  await expectChosen(
    page.getByRole('combobox', { name: contactMessage.subjectField }),
    contactMessage.subject,
  );
  await expect(field(page, fields.name)).toHaveValue(message.name);
  await expect(field(page, fields.email)).toHaveValue(message.email);
  await expect(field(page, fields.text)).toHaveValue(message.text);
  await expect(consent(page)).toBeChecked();
}

async function fillExperienceRequest(page: Page, day: string) {
  await field(page, /^Nombre/).fill('Jon');
  await field(page, /^Apellidos/).fill('Etxeberria');
  await field(page, /^Correo electrónico/).fill('jon@example.com');
  await field(page, /^Teléfono/).fill('600 000 002');
  await page.getByLabel(/^Fecha de la visita/).fill(day);
  await page.getByRole('spinbutton', { name: /^Número de personas/ }).fill('8');
  await consent(page).check();
}

test.describe('contact page (SPEC §2, §5, §7)', () => {
  test('a visitor sends a message (keyboard only on desktop): the payload, then the confirmation', async ({
    page,
    isMobile,
  }) => {
    await page.goto(contactMessage.path);
    await expect(page.getByRole('heading', { level: 1, name: contactMessage.heading })).toBeVisible();
    const send = page.getByRole('button', { name: contactMessage.send });
    const sent = sentRequest(page, apiPaths.sendContact);
    if (isMobile) {
      await fillContact(page);
      await send.click();
    } else {
      const typeInto = async (target: Locator, text: string) => {
        await tabTo(page, target);
        await page.keyboard.type(text);
      };
      await tabTo(page, page.getByRole('combobox', { name: contactMessage.subjectField }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('listbox')).toBeVisible();
      // The list highlights its first subject as it opens (what a keyboard user waits to see).
      await expect(page.getByRole('option', { name: 'Visitas y catas' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('option', { name: contactMessage.subject })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('combobox', { name: contactMessage.subjectField })).toContainText(
        contactMessage.subject,
      );
      // As typed: spaces and capitals the form trims and lower-cases.
      for (const [key, value] of Object.entries(contactMessage.typed) as [
        keyof typeof contactMessage.typed,
        string,
      ][]) {
        await typeInto(field(page, contactMessage.fields[key]), value);
      }
      await tabTo(page, consent(page));
      await page.keyboard.press('Space');
      await tabTo(page, send);
      await page.keyboard.press('Enter');
    }
    expect((await sent).postDataJSON()).toEqual({
      ...contactMessage.sent,
      captcha_key: expect.stringMatching(contactMessage.captchaKey),
    });
    const title = page.getByRole('heading', { level: 2, name: contactMessage.sentHeading });
    await expect(title).toBeFocused();
    await expect(page.getByRole('main')).toContainText(contactMessage.reply);
  });

  test('a member reaches it from the header and finds their details filled in', async ({
    page,
    isMobile,
  }) => {
    const email = isMobile ? 'jon@example.com' : 'lucia@example.com';
    const login = await page.request.post('/api/club/login/', { data: { email, password: 'vendimia' } });
    expect(login.ok()).toBe(true);
    await page.goto('/es/');
    await openMainMenuOnPhone(page, isMobile);
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Contacto' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
    await expect(field(page, /^Correo electrónico/)).toHaveValue(email);
    await expect(field(page, /^Nombre/)).toHaveValue(isMobile ? 'Jon' : 'Lucía');
    await expect(field(page, /^Teléfono/)).toHaveValue(isMobile ? '+34 600 000 002' : '+34 600 000 001');
    await chooseSubject(page, 'Club de socios');
    await field(page, /^Mensaje/).fill('Quiero cambiar mi dirección.');
    await consent(page).check();
    const sent = sentRequest(page, apiPaths.sendContact);
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ email, subject: 'Club de socios' });
    await expect(page.getByRole('heading', { level: 2, name: 'Mensaje enviado' })).toBeFocused();
  });

  test('what was typed survives a 500 and a dropped connection; a double press sends once', async ({
    page,
    fault,
  }) => {
    await page.goto('/es/contacto');
    await fillContact(page);
    const send = page.getByRole('button', { name: 'Enviar mensaje' });
    const failed = main(page).getByRole('alert');
    await fault(calls.sendContact, { status: 500, times: 1 });
    await send.click();
    await expect(failed).toContainText('No hemos podido enviar el formulario.');
    await expectContactKept(page);
    // Chromium sends a POST again once when a kept-alive connection drops: the fault stays on.
    await fault(calls.sendContact, { network: true });
    await send.click();
    await expect(failed).toContainText('No hemos podido enviar el formulario.');
    await expectContactKept(page);

    const sends: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/contact/')) sends.push(r.url());
    });
    // Replaces the dropped connection: the next answer is slow, the time for a second press.
    await fault(calls.sendContact, { delay: 800, times: 1 });
    await send.dblclick();
    await expect(page.getByRole('heading', { level: 2, name: 'Mensaje enviado' })).toBeFocused();
    expect(sends).toHaveLength(1);
  });
});

test.describe('experience request page (SPEC §2, §5, §7)', () => {
  test('a past date, no people and no consent are refused; then the request is sent', async ({ page }) => {
    await page.goto('/es/solicitar-experiencia');
    await expect(page.getByRole('heading', { level: 1, name: 'Solicita una experiencia' })).toBeVisible();
    await field(page, /^Nombre/).fill('Jon');
    await page.getByLabel(/^Fecha de la visita/).fill(dayAhead(-3));
    await page.getByRole('spinbutton', { name: /^Número de personas/ }).fill('0');
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    const summary = page.getByRole('region', { name: 'Revisa los siguientes campos' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Apellidos: Este campo es obligatorio',
      'Correo electrónico: Este campo es obligatorio',
      'Teléfono: Este campo es obligatorio',
      'Fecha de la visita: Elige hoy o una fecha posterior',
      'Número de personas: Indica un número de personas mayor que 0',
      'He leído y acepto la política de privacidad: Este campo es obligatorio',
    ]);
    await summary.getByRole('link', { name: /^Fecha de la visita/ }).click();
    await expect(page.getByLabel(/^Fecha de la visita/)).toBeFocused();

    const day = dayAhead(14);
    await fillExperienceRequest(page, day);
    await field(page, /^Comentarios/).fill('  Somos un grupo de amigos ');
    const sent = sentRequest(page, /^\/api\/experience_form\/\d+\/send\/$/);
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
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
    await expect(page.getByRole('heading', { level: 2, name: 'Solicitud enviada' })).toBeFocused();
    await expect(page.getByRole('main')).toContainText('para 8 personas');
  });

  test('what was typed survives a 500 and a dropped connection, with a way to the contact page', async ({
    page,
    fault,
    scope,
  }) => {
    await page.goto('/en/experience-request');
    const day = dayAhead(10);
    await field(page, /^Name/).fill('Marta');
    await field(page, /^Surname/).fill('Cabrera');
    await field(page, /^E-mail/).fill('marta@example.com');
    await field(page, /^Phone/).fill('600 000 003');
    await page.getByLabel(/^Date of visit/).fill(day);
    await page.getByRole('spinbutton', { name: /^Number of people/ }).fill('3');
    // Ticked as a visitor ticks it: a press before the page hydrates is done once it has.
    await main(page)
      .getByRole('checkbox', { name: /privacy policy/ })
      .click();
    await expect(main(page).getByRole('checkbox', { name: /privacy policy/ })).toBeChecked();
    const send = page.getByRole('button', { name: 'Send request' });
    // Chromium sends a POST again once when a kept-alive connection drops: each fault stays on.
    for (const broken of [{ status: 500 }, { network: true }]) {
      await fault(calls.sendExperienceRequest, broken);
      await send.click();
      const failed = main(page).getByRole('alert');
      await expect(failed).toContainText('We could not send the form.');
      await expect(failed.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/en/contact');
      await expect(field(page, /^Name/)).toHaveValue('Marta');
      await expect(page.getByLabel(/^Date of visit/)).toHaveValue(day);
      await expect(page.getByRole('spinbutton', { name: /^Number of people/ })).toHaveValue('3');
      await expect(main(page).getByRole('checkbox', { name: /privacy policy/ })).toBeChecked();
    }
    await clearFaults(page.request, scope);
    await send.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Request sent' })).toBeFocused();
  });
});
