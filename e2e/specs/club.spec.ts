// @slices club
import type { Page } from '@playwright/test';
import { club } from '../journeys-data.mjs';
import { anyViewport, choose, expect, tabTo, test } from './support.ts';

/** Logs a member in through the login call: the page's context keeps the session cookie. */
async function logIn(page: Page, email: string) {
  const login = await page.request.post('/api/club/login/', { data: { email, password: 'vendimia' } });
  expect(login.ok()).toBe(true);
}

const { myClub } = club;

/**
 * A member whose preferences no flow running at the same time changes: one per worker running at once
 * (`parallelIndex`), so the flows that save preferences can be repeated (`--repeat-each`) side by side.
 * None of them is one whose preferences another flow saves (the keyboard flow's Diego).
 */
function preferencesMember(): string {
  const pool = ['elena@example.com', 'marta@example.com', 'ines@example.com', 'jon@example.com'];
  return pool[test.info().parallelIndex % pool.length]!;
}

test.describe('my club (SPEC §2, §4, §5, §8)', () => {
  test('a member sees the card and the goal, then sends the year’s invitation: each 400 on its field, then the payload', async ({
    page,
    isMobile,
  }) => {
    // Each project logs in its own member: the embedded backend's club is one for every browser.
    const email = isMobile ? 'ines@example.com' : 'jon@example.com';
    await logIn(page, email);
    await page.goto(myClub);
    await expect(page.getByRole('heading', { level: 1, name: club.heading })).toBeVisible();
    const card = page.getByRole('region', { name: 'Club Casa Solera' });
    await test.step('the card and the membership', async () => {
      if (isMobile) {
        // A permanent member: no end date and no goal.
        await expect(card).toContainText('Equipo Casa Solera');
        await expect(card).not.toContainText('Válida hasta');
        await expect(page.getByRole('meter')).toHaveCount(0);
        await expect(page.getByText('Tu membresía es permanente')).toBeVisible();
      } else {
        await expect(card).toContainText('Bronce');
        await expect(card).toContainText(/Válida hasta\s*\d+ de febrero de \d{4}/);
        const meter = page.getByRole('meter', { name: 'Objetivo de consumo' });
        await expect(meter).toHaveAttribute('aria-valuemax', '300');
        // 150 € at first; an order paid in the shop by the same member (the shop's flows) adds to it.
        const spent = Number(await meter.getAttribute('aria-valuenow'));
        expect(spent).toBeGreaterThanOrEqual(150);
        await expect(
          page.getByText(/^Te faltan [\d.,]+\s€ para alcanzar el objetivo\.$|^¡Objetivo cumplido!/),
        ).toBeVisible();
      }
    });

    const invitation = page.getByRole('region', { name: 'Regala una suscripción' });
    await invitation.getByRole('button', { name: 'Invitar a alguien' }).click();
    const field = (name: RegExp) => invitation.getByRole('textbox', { name });
    await field(/^Nombre/).fill('Clara');
    await field(/^Apellidos/).fill('Ibáñez');
    await field(/^Número de documento/).fill('00000002W');
    await field(/^Correo electrónico/).fill('marta@example.com');
    const send = invitation.getByRole('button', { name: 'Enviar invitación' });
    await test.step('an e-mail in use: the field says so', async () => {
      await send.click();
      await expect(field(/^Correo electrónico/)).toHaveAccessibleDescription(
        'Este correo electrónico ya está en uso.',
      );
    });
    await test.step('a document number in use: the field says so', async () => {
      await field(/^Correo electrónico/).fill(
        isMobile ? 'Pablo.Invitado@Example.com' : 'Clara.Invitada@Example.com',
      );
      await send.click();
      await expect(field(/^Número de documento/)).toHaveAccessibleDescription(
        'Este número de documento ya está en uso.',
      );
    });
    await test.step('sent once, with the wire names; then read-only with the next date', async () => {
      await field(/^Número de documento/).fill(isMobile ? '87654321X' : '12345678Z');
      const request = page.waitForRequest(
        (r) => r.url().endsWith('/api/club/invitation/') && r.method() === 'POST',
      );
      await send.click();
      expect((await request).postDataJSON()).toEqual({
        name: 'Clara',
        surname: 'Ibáñez',
        document_type: 'dni',
        document_number: isMobile ? '87654321X' : '12345678Z',
        email: isMobile ? 'pablo.invitado@example.com' : 'clara.invitada@example.com',
        language: 'es',
      });
      await expect(invitation).toContainText(
        /Podrás enviar otra invitación a partir del 1 de enero de \d{4}\./,
      );
      await page.reload();
      await expect(invitation.getByRole('button', { name: 'Invitar a alguien' })).toHaveCount(0);
      await expect(invitation).toContainText(
        isMobile ? 'pablo.invitado@example.com' : 'clara.invitada@example.com',
      );
    });
  });

  test('preferences clicked quickly: the server ends with what the screen shows', async ({ page }) => {
    await logIn(page, preferencesMember());
    await page.goto(myClub.replace('/es/', '/en/').replace('mi-club', 'my-club'));
    const preferences = page.getByRole('region', { name: 'My preferences' });
    const boxes = preferences.getByRole('checkbox');
    await expect(boxes).toHaveCount(club.preferences.count);
    // Clicks while a save is in flight are ignored; keep clicking as an impatient member would.
    for (const index of [0, 1, 2, 0, 3, 1]) await boxes.nth(index).click();
    // Done when no save is on its way (the group is no longer busy) and the status says the last was kept.
    await expect(preferences.getByRole('group')).not.toHaveAttribute('aria-busy', 'true');
    await expect(preferences.getByRole('status')).toHaveText('Preferences saved.');
    const shown = await boxes.evaluateAll((all) => all.map((box) => box.getAttribute('aria-checked')));
    await page.reload();
    await expect(boxes).toHaveCount(club.preferences.count);
    expect(await boxes.evaluateAll((all) => all.map((box) => box.getAttribute('aria-checked')))).toEqual(
      shown,
    );
  });

  // A save's retry is the same at any width: the desktop runs it.
  test(
    'a preference saved whose answer the site’s time budget cut: the screen ends with what the server kept',
    anyViewport,
    async ({ page, fault }) => {
      await logIn(page, preferencesMember());
      await page.goto(myClub);
      const preferences = page.getByRole('region', { name: club.preferences.region });
      const boxes = preferences.getByRole('checkbox');
      await expect(boxes).toHaveCount(club.preferences.count);
      // The backend keeps the save but answers after the site's 3 s budget: the browser hears nothing.
      await fault('PUT /api/club/profile/product_preferences/', { delay: 3_500, times: 1 });
      const box = boxes.nth(4);
      const was = await box.getAttribute('aria-checked');
      await box.click();
      await expect(preferences.getByRole('group')).not.toHaveAttribute('aria-busy', 'true', {
        timeout: 15_000,
      });
      await expect(preferences.getByRole('alert')).toHaveCount(0);
      // Sent again, and kept: the member is told so.
      await expect(preferences.getByRole('status')).toHaveText(club.preferences.saved);
      await expect(box).toHaveAttribute('aria-checked', was === 'true' ? 'false' : 'true');
      const shown = await boxes.evaluateAll((all) => all.map((b) => b.getAttribute('aria-checked')));
      await page.reload();
      await expect(boxes).toHaveCount(club.preferences.count);
      expect(await boxes.evaluateAll((all) => all.map((b) => b.getAttribute('aria-checked')))).toEqual(shown);
    },
  );

  test('an order opened on its items; one goes to the basket and the header’s count follows', async ({
    page,
    isMobile,
  }) => {
    const { email, order, product } = isMobile
      ? { email: 'elena@example.com', order: 'IB-100019', product: 'Listán Negro 2022' }
      : { email: 'lucia@example.com', order: 'CS-100021', product: 'Estuche Tres Añadas' };
    await logIn(page, email);
    const before = (await (await page.request.get('/api/ecom/basket/?language=es')).json()) as {
      lines: unknown[];
    };
    await page.goto('/es/club/mi-club');
    await page
      .getByRole('navigation', { name: 'Secciones del club' })
      .getByRole('link', { name: 'Mis pedidos' })
      .click();
    await expect(page).toHaveURL('/es/club/mis-pedidos');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis pedidos' })).toBeVisible();
    const current = page.getByRole('region', { name: 'Membresía actual' });
    const row = current.getByRole('button', { name: new RegExp(`Pedido ${order}`) });
    await row.click();
    await expect(row).toHaveAttribute('aria-expanded', 'true');
    const basketLink = page.getByRole('banner').getByRole('link', { name: /^Cesta/ });
    await current.getByRole('button', { name: new RegExp(`^Añadir a la cesta: ${product}`) }).click();
    await expect(
      current.getByRole('status').filter({ hasText: `Añadido a tu cesta: ${product}` }),
    ).toBeVisible();
    await expect(basketLink).toContainText(String(before.lines.length + 1));
  });

  test('the club catalogue pages with See more; a locked wine cannot be opened', async ({ page }) => {
    // Reading only: any project may use the same member.
    await logIn(page, 'jon@example.com');
    await page.goto('/es/club/catalogo');
    const list = page.getByRole('list', { name: 'Vinos del club' });
    await expect(list.getByRole('listitem')).toHaveCount(8);
    await page.getByRole('button', { name: 'Ver más' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(11);
    await expect(page.getByRole('button', { name: 'Ver más' })).toHaveCount(0);
    const locked = list.getByRole('article', { name: 'Colección privada: Viñas Viejas' });
    await expect(locked.getByRole('link')).toHaveCount(0);
    const lockedButton = locked.getByRole('button', { name: 'Bloqueado' });
    await expect(lockedButton).toBeDisabled();
    // Pressed anyway (Playwright would wait for it to enable): nothing opens.
    await lockedButton.click({ force: true });
    await expect(page).toHaveURL('/es/club/catalogo');
    await list.getByRole('link', { name: 'Ver el vino: Solera Reserva 2016' }).click();
    await expect(page).toHaveURL('/es/tienda/solera-reserva-2016');
  });

  test('personal information saved with a new language: the payload, then the page in that language', async ({
    page,
    isMobile,
  }) => {
    // Each project its own member: a language saved is the member's from then on.
    await logIn(page, isMobile ? 'elena@example.com' : 'ines@example.com');
    await page.goto('/es/club/datos-personales');
    const data = page.getByRole('region', { name: 'Tus datos' });
    await data.getByRole('button', { name: 'Editar tus datos' }).click();
    await data.getByRole('textbox', { name: /^Teléfono/ }).fill('+34 699 111 222');
    await data.getByRole('textbox', { name: /^Fecha de nacimiento/ }).fill('07121979');
    await choose(page, data.getByRole('combobox', { name: /^Idioma/ }), 'English');
    const patch = page.waitForRequest(
      (r) => r.url().includes('/api/club/profile/personal_information/') && r.method() === 'PATCH',
    );
    await data.getByRole('button', { name: 'Guardar' }).click();
    expect((await patch).postDataJSON()).toEqual({
      phone_number: '+34 699 111 222',
      birthday: '1979-12-07',
      language: 'en',
      nationality: 'ES',
      company_name: '',
    });
    await expect(page).toHaveURL('/en/club/personal-information');
    const details = page.getByRole('region', { name: 'Your details' });
    await expect(details).toContainText(/Date of birth\s*7 December 1979/);
    // SPEC §3: the member's title, in the page's language.
    await expect(details).toContainText(/Title\s*Mrs/);
    await expect(details).toContainText('+34 699 111 222');
  });

  test('a billing address added where there was none: the payload, then shown', async ({
    page,
    isMobile,
  }) => {
    // Each project its own member, neither with a billing address yet.
    await logIn(page, isMobile ? 'ines@example.com' : 'diego@example.com');
    await page.goto('/es/club/datos-personales');
    const billing = page.getByRole('region', { name: 'Dirección de facturación' });
    await expect(billing).toContainText('Todavía no tienes dirección de facturación.');
    await billing.getByRole('button', { name: 'Añadir dirección de facturación' }).click();
    const field = (name: RegExp) => billing.getByRole('textbox', { name });
    if (isMobile) {
      await choose(page, billing.getByRole('combobox', { name: /^Tipo de documento/ }), 'NIF/CIF');
      await billing.getByText('Una empresa').click();
      await field(/^Número de documento/).fill('B26123456');
      await field(/^Empresa/).fill('Viñedos Romero S.L.');
    } else {
      await field(/^Número de documento/).fill('00000005M');
    }
    await field(/^Dirección \(obligatorio\)/).fill('Calle del Vino 3');
    await field(/^Código postal/).fill('26200');
    await field(/^Localidad/).fill('Haro');
    const request = page.waitForRequest((r) => r.url().endsWith('/api/club/profile/address/'));
    await billing.getByRole('button', { name: 'Guardar' }).click();
    const sent = (await request).postDataJSON();
    expect(sent).toMatchObject(
      isMobile
        ? {
            document_type: 'nif_cif',
            document_number: 'B26123456',
            company: 'Viñedos Romero S.L.',
            first_name: null,
          }
        : {
            document_type: 'dni',
            document_number: '00000005M',
            company: null,
            first_name: 'Diego',
            last_name: 'Navarro',
          },
    );
    expect(sent).toMatchObject({
      line1: 'Calle del Vino 3',
      postcode: '26200',
      locality: 'Haro',
      country: 'ES',
    });
    await expect(billing.getByText('Cambios guardados.')).toBeVisible();
    await page.reload();
    await expect(billing).toContainText('Calle del Vino 3, 26200 Haro');
  });

  test('keyboard only: a preference saved with Space, then the visit organised from the code', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'A phone has no keyboard; the desktop project runs this flow.');
    await logIn(page, 'diego@example.com');
    await page.goto(myClub);
    await expect(page.getByRole('region', { name: 'Regala una suscripción' })).toContainText(
      'Tu tipo de socio no incluye invitaciones.',
    );
    const red = page.getByRole('checkbox', { name: club.preferences.red });
    await tabTo(page, red);
    // Whichever way it was (the flow may run again on the same backend: --repeat-each), Space turns it over.
    const was = (await red.getAttribute('aria-checked')) === 'true';
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/club/profile/product_preferences/'));
    await page.keyboard.press('Space');
    expect((await saved).ok()).toBe(true);
    await expect(red).toBeChecked({ checked: !was });
    await expect(page.getByRole('region', { name: club.preferences.region }).getByRole('status')).toHaveText(
      club.preferences.saved,
    );
    const organise = page.getByRole('link', { name: 'Organizar la visita a la bodega' });
    await tabTo(page, organise);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/es/canjear-bono?voucher=BOD-000318');
  });
});
