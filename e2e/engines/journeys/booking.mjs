/**
 * A paid booking (e2e/specs/booking.spec.ts, "from an experience card to the confirmation"): the card's
 * book button, the four steps, the embedded test card, the booking intent's payload, the capture, and the
 * confirmation.
 */
import { bookedDateAndTime, cards, choose, monthNames, openDay, slotName } from './support.mjs';

const steps = ['Datos de la reserva', 'Disponibilidad', 'Datos del cliente', 'Facturación y pago'];

export default {
  name: 'booking',
  title: 'an experience card → the four steps → the test card → the confirmation',
  async run({ page, expect, sent, step, engine }) {
    const main = page.role('main');
    const day = openDay();
    const email = `ana.${engine}.${Date.now()}@example.com`;
    const expectStep = async (n) => {
      await expect(main.role('heading', { level: 2, name: steps[n - 1], exact: true })).toBeVisible();
      await expect(
        main.role('list', { name: 'Pasos de la reserva' }).locator('[aria-current="step"]'),
      ).toContainText(steps[n - 1]);
    };

    await step('the experience card’s book button opens step 1 for that experience', async () => {
      await page.visit('/es/experiencias');
      await main.role('link', { name: 'Reservar', description: 'Visita y cata en la bodega' }).click();
      await expect(page).toHaveURL(/\/es\/reservar\?experience=1(#|$)/);
      await expect(page.role('heading', { level: 1, name: 'Reserva tu visita' })).toBeVisible();
      await expect(main).toContainText('Experiencia: Visita y cata en la bodega');
      await expectStep(1);
    });

    await step('step 1: the language and the visitors; the price', async () => {
      const next = main.role('button', { name: 'Elegir fecha' });
      await expect(next).toBeDisabled();
      await choose(page, main.role('combobox', { name: 'Idioma de la visita (obligatorio)' }), 'Español');
      const adults = main.role('spinbutton', { name: 'Adultos', exact: true });
      await adults.fill('2');
      await adults.press('Enter');
      const children = main.role('spinbutton', { name: 'Niños (de 5 a 17 años)' });
      await children.fill('1');
      await children.press('Enter');
      await expect(main.role('status').filter({ hasText: '3 visitantes' })).toContainText('62,50 €');
      await page.screenshot('step-1');
      await next.click();
    });

    await step('step 2: a day and a time', async () => {
      await expectStep(2);
      const next = main.role('button', { name: 'Siguiente' });
      await expect(next).toBeDisabled();
      const year = main.role('combobox', { name: 'Año' });
      const month = main.role('combobox', { name: 'Mes' });
      const monthName = monthNames.es[day.month - 1].replace(/^./, (c) => c.toUpperCase());
      if ((await year.textContent()) !== String(day.year)) await choose(page, year, String(day.year));
      if ((await month.textContent()) !== monthName) await choose(page, month, monthName);
      // The time slots are radios drawn as chips (the input is visually hidden under its label).
      await main
        .locator('[data-slot="time-slot"]')
        .filter({ has: page.role('radio', { name: slotName(day, '12:00') }) })
        .click();
      await expect(main.role('radio', { name: slotName(day, '12:00') })).toBeChecked();
      await page.screenshot('step-2');
      await next.click();
    });

    await step('step 3: the visitor', async () => {
      await expectStep(3);
      const form = main.role('form', { name: 'Datos del cliente' });
      await form.role('textbox', { name: 'Número de documento (obligatorio)' }).fill('12345678Z');
      await form.role('textbox', { name: 'Nombre (obligatorio)' }).fill('  Ana  ');
      await form.role('textbox', { name: 'Apellidos (obligatorio)' }).fill(' Pérez Gil ');
      await form.role('textbox', { name: 'Correo electrónico (obligatorio)' }).fill(email.toUpperCase());
      await form.role('textbox', { name: 'Teléfono (obligatorio)' }).fill('+34 600 111 222');
      await choose(page, form.role('combobox', { name: 'Provincia o región' }), 'La Rioja');
      await form.role('textbox', { name: 'Comentarios (opcional)' }).fill('  Llegaremos en bici  ');
      await form.role('checkbox', { name: /^He leído y acepto la política de privacidad/ }).check();
      await form.role('checkbox', { name: 'Quiero recibir la newsletter' }).check();
      await main.role('button', { name: 'Siguiente' }).click();
    });

    await step('step 4: the billing address, then the card', async () => {
      await expectStep(4);
      const form = main.role('form', { name: 'Dirección de facturación' });
      await form.role('textbox', { name: 'Número de documento (obligatorio)' }).fill('87654321X');
      await form.role('textbox', { name: 'Empresa (opcional)' }).fill('  Bodegas Amigas S.L.  ');
      await form.role('textbox', { name: 'Nombre (obligatorio)' }).fill('Ana');
      await form.role('textbox', { name: 'Apellidos (obligatorio)' }).fill('Pérez Gil');
      await form.role('textbox', { name: 'Correo electrónico (obligatorio)' }).fill(email);
      await form.role('textbox', { name: 'Dirección (obligatorio)' }).fill('Calle de la Estación 12');
      await form.role('textbox', { name: 'Código postal (obligatorio)' }).fill('26200');
      await form.role('textbox', { name: 'Localidad (obligatorio)' }).fill('Haro');
      await main.role('button', { name: 'Continuar al pago' }).click();
      await expect(main.role('heading', { level: 3, name: 'Pago' })).toBeVisible();
      await expect(main).toContainText(/Total a pagar\s*62,50\s€/);
      await main.role('textbox', { name: 'Número de la tarjeta (obligatorio)' }).fill(cards.success);
      await main.role('textbox', { name: 'Fecha de caducidad (obligatorio)' }).fill('12 / 34');
      await main.role('textbox', { name: 'Código de seguridad (CVC) (obligatorio)' }).fill('123');
      await page.screenshot('payment');
    });

    const intent = sent.next('POST', '/api/booking_intent/');
    const capture = sent.next('POST', '/api/booking_intent/capture/');
    await main.role('button', { name: 'Pagar 62,50 €' }).click();

    await step('the booking intent: SPEC §7 fields, trimmed and lower-cased', async () => {
      const { body } = await intent;
      expect(body).toMatchObject({
        visitor_group_data: {
          document_type: 'dni',
          document_number: '12345678Z',
          name: 'Ana',
          surname: 'Pérez Gil',
          email,
          phone_number: '+34 600 111 222',
          country: 'ES',
          region: 'RI',
          comment: 'Llegaremos en bici',
          has_newsletter_subscription: true,
          adults_number: 2,
          children_number: 1,
          babies_number: 0,
          web_language: 'es',
          site: 'solera',
        },
        booking_data: { experience_id: 1, language: 'es', date: `${day.iso}T12:00`, site: 'solera' },
        billing_address_data: {
          document_type: 'dni',
          document_number: '87654321X',
          company: 'Bodegas Amigas S.L.',
          first_name: 'Ana',
          last_name: 'Pérez Gil',
          email,
          line1: 'Calle de la Estación 12',
          line2: '',
          country: 'ES',
          state: '',
          postcode: '26200',
          locality: 'Haro',
        },
      });
      expect(body.captcha_key).toMatch(/\S/);
      expect(body.visitor_group_data.consent_date).toMatch(
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
      );
    });

    await step('the confirmation captures the payment and shows the booking', async () => {
      await expect(page).toHaveURL(/\/es\/reserva-confirmada\?/, { timeout: 20_000 });
      await expect(page.role('heading', { level: 1, name: '¡Reserva confirmada!' })).toBeVisible();
      const query = new URL(await page.url()).searchParams;
      expect(query.get('redirect_status')).toBe('succeeded');
      expect((await capture).body).toEqual({ payment_intent: query.get('payment_intent') });
      await expect(main.role('term')).toHaveText([
        'Experiencia',
        'Fecha y hora',
        'Visitantes',
        'Idioma de la visita',
      ]);
      await expect(main.role('definition')).toHaveText([
        'Visita y cata en la bodega',
        bookedDateAndTime,
        '3 personas',
        'Español',
      ]);
      await expect(main.role('link', { name: 'Ver más experiencias' })).toHaveAttribute(
        'href',
        '/es/experiencias',
      );
      await page.screenshot('confirmation');
    });
  },
};
