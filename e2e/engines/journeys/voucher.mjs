/**
 * A voucher redeemed (e2e/specs/voucher.spec.ts and booking.spec.ts, "voucher booking"): a refusal, then a
 * unique voucher's card, the booking with it (no payment: the button reads finish), the redemption's
 * payload and the confirmation. A unique voucher is single-use: each engine redeems its own, Firefox Casa
 * Solera's and WebKit Isla Brava's (whose age gate comes first).
 */
import { bookedDateAndTime, choose, monthNames, openDay } from './support.mjs';

/** A slot radio's name has its day: "…, 23 de noviembre, 5:30 PM". */
const slotDay = (day) => new RegExp(`\\b${day.day} de ${monthNames.es[day.month - 1]}, `);

const vouchers = {
  firefox: {
    brand: 'solera',
    code: 'U-SOLERA-2024',
    experienceId: 2,
    experience: 'Vendimia en familia',
    participants: 4,
  },
  webkit: {
    brand: 'brava',
    code: 'U-BRAVA-2024',
    experienceId: 5,
    experience: 'Cata al atardecer frente al mar',
    participants: 2,
  },
};

export default {
  name: 'voucher',
  title: 'a voucher refused, then one redeemed: the booking without payment, the confirmation',
  async run({ page, expect, sent, step, engine, origin, bravaOrigin }) {
    // Chromium (triage only, run alone) takes Firefox's.
    const voucher = vouchers[engine] ?? vouchers.firefox;
    const site = voucher.brand === 'solera' ? origin : bravaOrigin;
    const main = page.role('main');
    const day = openDay();
    const email = `regalo.${engine}.${Date.now()}@example.com`;
    const code = main.role('textbox', { name: 'Código del bono (obligatorio)' });
    const check = main.role('button', { name: 'Comprobar bono' });

    await step('from the experiences page to the voucher page', async () => {
      await page.visit(`${site}/es/experiencias`);
      if (voucher.brand === 'brava') {
        const gate = page.role('dialog', { name: '¿Eres mayor de edad?' });
        await gate.role('button', { name: 'Sí' }).click();
        await expect(gate).toBeHidden();
      }
      await main.role('link', { name: 'Canjea tu bono' }).click();
      await expect(page).toHaveURL(`${site}/es/canjear-bono`);
      await expect(page.role('heading', { level: 1, name: 'Canjea tu bono' })).toBeVisible();
    });

    await step('an outdated voucher: the query as typed, its message, the code kept', async () => {
      const checked = sent.next('GET', '/api/admin_voucher/voucher/public/check_validity/');
      await code.fill('U-CADUCADO-0001');
      await check.click();
      expect((await checked).query).toEqual({
        full_code: 'U-CADUCADO-0001',
        site: voucher.brand,
        language: 'es',
      });
      await expect(main.locator('[data-slot="voucher-outcome"]')).toHaveText('Este bono ha caducado.');
      await expect(code).toHaveValue('U-CADUCADO-0001');
    });

    await step('the unique voucher: its card, then the booking with it', async () => {
      await code.fill(voucher.code);
      await check.click();
      const card = main.role('region', { name: `Tu bono ${voucher.code}` });
      await expect(card.role('term')).toHaveText(['Experiencia', 'Personas', 'Validez']);
      await expect(card.role('definition').first()).toHaveText(voucher.experience);
      await expect(card.role('definition').nth(1)).toHaveText(`${voucher.participants} personas`);
      await page.screenshot('voucher-card');
      await main.role('button', { name: 'Continuar con la reserva' }).click();
      await expect(page).toHaveURL(
        new RegExp(`/es/reservar\\?experience=${voucher.experienceId}&voucher=${voucher.code}(#|$)`),
      );
      await expect(main).toContainText(`Experiencia: ${voucher.experience}`);
      await expect(main).toContainText(`Bono ${voucher.code}: hasta ${voucher.participants} visitantes`);
    });

    await step('the steps: language, visitors, a day and time, the visitor; finish', async () => {
      await choose(page, main.role('combobox', { name: 'Idioma de la visita (obligatorio)' }), 'Inglés');
      const adults = main.role('spinbutton', { name: 'Adultos', exact: true });
      await adults.fill('2');
      await adults.press('Enter');
      await main.role('button', { name: 'Elegir fecha' }).click();
      const year = main.role('combobox', { name: 'Año' });
      const month = main.role('combobox', { name: 'Mes' });
      const monthName = monthNames.es[day.month - 1].replace(/^./, (c) => c.toUpperCase());
      if ((await year.textContent()) !== String(day.year)) await choose(page, year, String(day.year));
      if ((await month.textContent()) !== monthName) await choose(page, month, monthName);
      // The day's first time (each experience has its own times).
      const slot = main.locator('[data-slot="time-slot"]').first();
      await slot.click();
      await expect(slot.role('radio', { name: slotDay(day) })).toBeChecked();
      await main.role('button', { name: 'Siguiente' }).click();
      const form = main.role('form', { name: 'Datos del cliente' });
      await expect(main.role('button', { name: 'Siguiente' })).toHaveCount(0);
      await form.role('textbox', { name: 'Número de documento (obligatorio)' }).fill('12345678Z');
      await form.role('textbox', { name: 'Nombre (obligatorio)' }).fill('Lola');
      await form.role('textbox', { name: 'Apellidos (obligatorio)' }).fill('Martín');
      await form.role('textbox', { name: 'Correo electrónico (obligatorio)' }).fill(email);
      await form.role('textbox', { name: 'Teléfono (obligatorio)' }).fill('600 222 333');
      await form.role('checkbox', { name: /^He leído y acepto la política de privacidad/ }).check();
      await page.screenshot('visitor');
    });

    await step('the redemption: its payload, then the confirmation', async () => {
      const redeemed = sent.next('POST', '/api/admin_voucher/voucher/public/redeem/');
      await main.role('button', { name: 'Finalizar' }).click();
      const { body } = await redeemed;
      expect(body).toMatchObject({
        full_code: voucher.code,
        visitor_group_data: {
          email,
          adults_number: 2,
          children_number: 0,
          babies_number: 0,
          web_language: 'es',
          site: voucher.brand,
        },
        booking_data: { experience_id: voucher.experienceId, language: 'en', site: voucher.brand },
      });
      expect(body.booking_data.date).toMatch(new RegExp(`^${day.iso}T\\d{2}:\\d{2}$`));
      expect('billing_address_data' in body).toBe(false);
      await expect(page).toHaveURL(/\/es\/reserva-confirmada\?voucher_redemption=\d+$/, { timeout: 20_000 });
      await expect(page.role('heading', { level: 1, name: '¡Reserva confirmada!' })).toBeVisible();
      await expect(main.role('definition')).toHaveText([
        voucher.experience,
        bookedDateAndTime,
        '2 personas',
        'Inglés',
      ]);
      await page.screenshot('confirmation');
    });
  },
};
