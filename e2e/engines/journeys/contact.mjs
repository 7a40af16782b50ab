/** The contact form (e2e/specs/forms.spec.ts, "a visitor sends a message"): the payload, the confirmation. */
import { choose } from './support.mjs';

export default {
  name: 'contact',
  title: 'the contact form sent: the payload, then the confirmation',
  async run({ page, expect, sent, step }) {
    const main = page.role('main');
    await step('the form filled in', async () => {
      await page.visit('/es/contacto');
      await expect(page.role('heading', { level: 1, name: 'Contacto' })).toBeVisible();
      await choose(page, page.role('combobox', { name: /^Asunto/ }), 'Tienda y pedidos');
      await main.role('textbox', { name: /^Nombre/ }).fill(' Ana ');
      await main.role('textbox', { name: /^Apellidos/ }).fill('Ruiz');
      await main.role('textbox', { name: /^Correo electrónico/ }).fill('Ana@Example.com');
      await main.role('textbox', { name: /^Teléfono/ }).fill('600 111 222');
      await main.role('textbox', { name: /^Mensaje/ }).fill('¿Enviáis a Portugal?');
      await main.role('checkbox', { name: /política de privacidad/ }).check();
      await page.screenshot('filled');
    });

    await step('sent: the payload, then the confirmation takes focus', async () => {
      const message = sent.next('POST', /^\/api\/contact\/\d+\/send\/$/);
      await page.role('button', { name: 'Enviar mensaje' }).click();
      const { body } = await message;
      expect(body).toMatchObject({
        subject: 'Tienda y pedidos',
        name: 'Ana',
        surname: 'Ruiz',
        email: 'ana@example.com',
        phone_number: '600 111 222',
        message: '¿Enviáis a Portugal?',
      });
      expect(body.captcha_key).toMatch(/^local-captcha:contact:\d+$/);
      const title = page.role('heading', { level: 2, name: 'Mensaje enviado' });
      await expect(title).toBeFocused();
      await expect(main).toContainText('te responderemos en ana@example.com');
      await page.screenshot('sent');
    });
  },
};
