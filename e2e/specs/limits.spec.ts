import type { Page } from '@playwright/test';
import { anyViewport, clientAddressOf, expect, member, test } from './support';

/**
 * Abuse held at the door (README, "How often one client may post"): the site's own limits, per client. Each
 * flow is a client of its own (`clientAddressOf`, sent as X-Forwarded-For through loopback, a trusted proxy),
 * so what one flow sends never counts against another's.
 */

const main = (page: Page) => page.getByRole('main');

test.describe('how often one client may post', () => {
  test('twenty failed logins from one client in a minute: the message, while another client logs in', async ({
    page,
    request,
    browser,
    baseURL,
  }, testInfo) => {
    // Guessing one password across many e-mails, each this flow's own (the backend's own limit is per e-mail,
    // five failures a minute: never met here, however often the flow runs).
    const guesser = clientAddressOf(testInfo).replaceAll('.', '-');
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const answer = await request.post('/login?next=%2Fes%2F', {
        form: { email: `guess${i}.${guesser}@example.com`, password: 'verano2026' },
        maxRedirects: 0,
      });
      statuses.push(answer.status());
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual(Array(10).fill(429));

    await test.step('the login page, as the guesser’s browser shows it: the message, the e-mail kept', async () => {
      await page.goto('/login?next=%2Fes%2F');
      await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(member.email);
      await page.getByLabel('Contraseña').fill(member.password);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await expect(page.getByRole('alert')).toContainText('Demasiados intentos.');
      await expect(page).toHaveURL(/\/login\?next=/);
      await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(member.email);
    });

    await test.step('another client, through the same proxy, logs in', async () => {
      const other = await browser.newContext({
        baseURL,
        extraHTTPHeaders: {
          'x-forwarded-for': clientAddressOf({
            testId: `${testInfo.testId}:other`,
            repeatEachIndex: testInfo.repeatEachIndex,
            retry: testInfo.retry,
          }),
        },
      });
      const otherPage = await other.newPage();
      await otherPage.goto('/login?next=%2Fes%2F');
      await otherPage.getByRole('textbox', { name: 'Correo electrónico' }).fill(member.email);
      await otherPage.getByLabel('Contraseña').fill(member.password);
      await otherPage.getByRole('button', { name: 'Entrar' }).click();
      await expect(otherPage).toHaveURL('/es/');
      await expect(otherPage.getByRole('button', { name: member.name })).toBeVisible();
      await other.close();
    });
  });

  test.describe('without JavaScript', anyViewport, () => {
    test.use({ javaScriptEnabled: false });

    test('the contact form posted again and again: the message in the page, everything typed kept', async ({
      page,
      request,
    }) => {
      const fields = {
        cepa_form: 'contact',
        subject: 'Tienda y pedidos',
        name: 'Ana',
        surname: 'Ruiz',
        email: 'ana@example.com',
        phoneNumber: '600 111 222',
        message: '¿Enviáis a Portugal?',
        consent: 'true',
      };
      // Ten sent as the browser sends them, from this client: the limit of the forms a minute.
      for (let i = 0; i < 10; i++) {
        const sent = await request.post('/es/contacto', { form: fields, maxRedirects: 0 });
        expect(sent.status()).toBe(200);
      }
      await page.goto('/es/contacto');
      await main(page)
        .getByRole('combobox', { name: /^Asunto/ })
        .selectOption({ label: 'Club de socios' });
      const field = (name: RegExp) => main(page).getByRole('textbox', { name });
      await field(/^Nombre/).fill('Ana');
      await field(/^Apellidos/).fill('Ruiz');
      await field(/^Correo electrónico/).fill('ana@example.com');
      await field(/^Teléfono/).fill('600 111 222');
      await field(/^Mensaje/).fill('Una vez más.');
      await main(page)
        .getByRole('checkbox', { name: /política de privacidad/ })
        .check();
      await main(page).getByRole('button', { name: 'Enviar mensaje' }).click();
      const refused = main(page).getByRole('alert');
      await expect(refused).toHaveText(
        /^Demasiados intentos\. Vuelve a intentarlo dentro de (un minuto|\d+ minutos)\.$/,
      );
      await expect(refused).toBeFocused();
      await expect(main(page).getByRole('combobox', { name: /^Asunto/ })).toHaveValue('Club de socios');
      await expect(field(/^Mensaje/)).toHaveValue('Una vez más.');
      await expect(field(/^Correo electrónico/)).toHaveValue('ana@example.com');
      await expect(page.getByRole('heading', { level: 2, name: 'Mensaje enviado' })).toHaveCount(0);
    });
  });

  test(
    'a call refused for being sent too often answers 429 in the backend’s error shape; reads never are',
    anyViewport,
    async ({ request }) => {
      const answers: number[] = [];
      for (let i = 0; i < 12; i++) {
        const answer = await request.post('/api/newsletter/', {
          data: { email: `nuevo${i}@example.com`, brand: 'solera', language: 'es' },
        });
        answers.push(answer.status());
        if (answer.status() === 429) {
          expect(await answer.json()).toEqual({ detail: 'TOO_MANY_REQUESTS' });
          expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(0);
        }
      }
      expect(answers.slice(10)).toEqual([429, 429]);
      for (let i = 0; i < 30; i++) expect((await request.get('/es/')).status()).toBe(200);
    },
  );
});
