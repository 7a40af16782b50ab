// @slices shop
import type { Page } from '@playwright/test';
import { expect, test } from './support.ts';

/** The basket the server holds for this browser's visitor (the page's own cookie). */
async function serverBasket(page: Page) {
  const response = await page.request.get('/api/ecom/basket/?language=es');
  expect(response.ok()).toBe(true);
  return (await response.json()) as { lines: { quantity: number; product: { title: string } }[] };
}

/** Adds a product from its page: the quantity typed, then add to basket, then the pop-in closed. */
async function addFromProductPage(page: Page, path: string, quantity: number) {
  await page.goto(path);
  const field = page.getByRole('spinbutton', { name: 'Cantidad' });
  await field.fill(String(quantity));
  await field.blur();
  await page.getByRole('button', { name: 'Añadir a la cesta' }).click();
  const popIn = page.getByRole('dialog', { name: 'Producto añadido a la cesta' });
  await expect(popIn).toContainText(`Cantidad${quantity}`);
  await popIn.getByRole('button', { name: 'Seguir comprando' }).click();
  await expect(popIn).toBeHidden();
}

const basketLines = (page: Page) =>
  page
    .getByRole('table', { name: 'Productos de tu cesta' })
    .or(page.getByRole('list', { name: 'Productos de tu cesta' }));

test.describe('catalogue, product and basket (SPEC §2, §4, §8)', () => {
  test('a visitor finds a wine by category, adds it, and finds it in the basket after a reload', async ({
    page,
  }) => {
    await page.goto('/es/tienda');
    const reds = page.getByRole('region', { name: 'Tintos' });
    await reds.getByRole('link', { name: 'Solera Reserva 2016' }).click();
    await expect(page).toHaveURL('/es/tienda/solera-reserva-2016?category=tintos');
    await expect(page.getByRole('heading', { level: 1, name: 'Solera Reserva 2016' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Volver a la tienda/ })).toHaveAttribute(
      'href',
      '/es/tienda#tintos',
    );

    const added = page.waitForRequest((r) => r.url().includes('/api/ecom/basket/add_product/'));
    await page.getByRole('button', { name: 'Aumentar cantidad' }).click();
    await page.getByRole('button', { name: 'Añadir a la cesta' }).click();
    expect((await added).postDataJSON()).toEqual({ product_id: 1003, quantity: 2 });
    const popIn = page.getByRole('dialog', { name: 'Producto añadido a la cesta' });
    await expect(popIn).toContainText('Solera Reserva 2016');
    await expect(page.getByRole('link', { name: 'Cesta, 1 producto' })).toBeAttached();
    await popIn.getByRole('link', { name: 'Ir a la cesta' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Mi cesta' })).toBeVisible();
    await expect(basketLines(page)).toContainText('Solera Reserva 2016');
    await expect(page.getByRole('region', { name: 'Resumen del pedido' })).toContainText(/Total\s*50,70\s*€/);
    await page.reload();
    await expect(basketLines(page)).toContainText('Solera Reserva 2016');
    await expect(page.getByRole('spinbutton', { name: 'Cantidad de Solera Reserva 2016' })).toHaveValue('2');
  });

  test('a sold-out wine cannot be added; more than the stock shows the 406 reason', async ({ page }) => {
    await page.goto('/es/tienda/vinas-viejas-2015');
    await expect(page.getByText('Agotado', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Añadir a la cesta' })).toBeDisabled();

    await page.goto('/es/tienda/solera-reserva-2016');
    const field = page.getByRole('spinbutton', { name: 'Cantidad' });
    await field.fill('5');
    await field.blur();
    await page.getByRole('button', { name: 'Añadir a la cesta' }).click();
    await expect(page.getByRole('alert')).toHaveText('Solo quedan 4 unidades.');
    await expect(page.getByRole('dialog')).toBeHidden();
    expect((await serverBasket(page)).lines).toEqual([]);
  });

  test('each voucher and coupon outcome, the code sent as typed, then the coupon applied', async ({
    page,
  }) => {
    await addFromProductPage(page, '/es/tienda/solera-crianza-2020', 4);
    await page.goto('/es/cesta');
    const field = page.getByRole('textbox', { name: 'Código de bono o cupón' });
    for (const [code, message] of [
      ['NO-EXISTE', 'Este código no existe.'],
      ['PRIMAVERA-OFF', 'Este código no está activo en este momento.'],
      ['VENDIMIA-2023', 'Este código ha caducado.'],
      ['YA-USADO-5', 'Este código ya se ha usado.'],
    ] as const) {
      await field.fill(code);
      const sent = page.waitForRequest((r) => r.url().includes('/api/ecom/basket/apply_voucher/'));
      await page.getByRole('button', { name: 'Aplicar' }).click();
      expect((await sent).postDataJSON()).toEqual({ code });
      await expect(field).toHaveAccessibleDescription(message);
      await expect(field).toHaveValue(code);
    }
    await field.fill('BIENVENIDA10');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByText('El cupón se ha aplicado correctamente').last()).toBeVisible();
    await expect(field).toBeDisabled();
    const summary = page.getByRole('region', { name: 'Resumen del pedido' });
    await expect(summary).toContainText(/Descuento\s*[-−]5,96\s*€/);
    await expect(summary).toContainText(/Total\s*60,54\s*€/);
  });

  test('19 units: the contact message with its address, and Continue disabled', async ({ page }) => {
    await addFromProductPage(page, '/es/tienda/solera-crianza-2020', 10);
    await addFromProductPage(page, '/es/tienda/solera-blanco-barrica-2022', 9);
    await page.goto('/es/cesta');
    await expect(page.getByText(/Tu pedido supera las 18 unidades/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'tienda@casasolera.example' })).toHaveAttribute(
      'href',
      'mailto:tienda@casasolera.example',
    );
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  });

  test('twenty rapid presses on plus end with the server holding exactly the quantity shown', async ({
    page,
  }) => {
    await addFromProductPage(page, '/es/tienda/solera-rosado-2023', 1);
    await page.goto('/es/cesta');
    const quantity = page.getByRole('spinbutton', { name: 'Cantidad de Solera Rosado 2023' });
    const plus = page
      .locator('[data-slot="quantity-picker"]')
      .filter({ has: quantity })
      .getByRole('button', { name: 'Aumentar cantidad' });
    for (let i = 0; i < 20; i++) await plus.click({ delay: 0, force: true });
    const shown = await quantity.inputValue();
    // The picker stops at the basket's max_quantity (12 in the embedded shop).
    expect(shown).toBe('12');
    const summary = page.getByRole('region', { name: 'Resumen del pedido' });
    await expect(summary.getByText('Actualizando la cesta…')).toHaveCount(0);
    await expect(summary).toContainText(/Subtotal\s*117,60\s*€/);
    expect((await serverBasket(page)).lines.map((l) => l.quantity)).toEqual([12]);
    await page.reload();
    await expect(quantity).toHaveValue('12');
  });

  test('removing a line is immediate; the last one leaves the empty basket with its link', async ({
    page,
  }) => {
    await addFromProductPage(page, '/es/tienda/solera-rosado-2023', 1);
    await page.goto('/es/cesta');
    await page.getByRole('button', { name: 'Quitar Solera Rosado 2023 de la cesta' }).click();
    await expect(page.getByText('Tu cesta está vacía.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver los vinos de la tienda' })).toHaveAttribute(
      'href',
      '/es/tienda',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Mi cesta' })).toBeFocused();
    await expect.poll(async () => (await serverBasket(page)).lines.length).toBe(0);
  });

  test('a quantity that cannot be written goes back, says so, and the next change goes through', async ({
    page,
    fault,
  }) => {
    await addFromProductPage(page, '/es/tienda/solera-rosado-2023', 2);
    await page.goto('/es/cesta');
    await fault('PUT /api/ecom/basket/lines/:id/', { status: 500, times: 1 });
    const quantity = page.getByRole('spinbutton', { name: 'Cantidad de Solera Rosado 2023' });
    await quantity.fill('5');
    await quantity.blur();
    await expect(
      page
        .getByText('No hemos podido cambiar la cantidad de Solera Rosado 2023. Vuelve a intentarlo.')
        .filter({ visible: true }),
    ).toBeVisible();
    await expect(quantity).toHaveValue('2');
    await quantity.fill('3');
    await quantity.blur();
    await expect.poll(async () => (await serverBasket(page)).lines[0]?.quantity).toBe(3);
  });

  test('keyboard only: a quantity, add to basket, the pop-in, the basket', async ({ page, isMobile }) => {
    test.skip(isMobile, 'A phone has no keyboard; the desktop project runs this flow.');
    await page.goto('/en/shop/solera-crianza-2020');
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await quantity.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(quantity).toHaveValue('3');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Add to basket' })).toBeFocused();
    await page.keyboard.press('Enter');
    const popIn = page.getByRole('dialog', { name: 'Added to your basket' });
    await expect(popIn).toBeVisible();
    await expect(popIn).toContainText('Quantity3');
    const goToBasket = popIn.getByRole('link', { name: 'Go to basket' });
    while (!(await goToBasket.evaluate((el) => el === document.activeElement)))
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'My basket' })).toBeVisible();
    const line = page.getByRole('spinbutton', { name: 'Quantity of Solera Crianza 2020' });
    await line.focus();
    await page.keyboard.press('ArrowDown');
    await expect(line).toHaveValue('2');
    await expect.poll(async () => (await serverBasket(page)).lines[0]?.quantity).toBe(2);
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('button', { name: 'Remove Solera Crianza 2020 from the basket' }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your basket is empty.')).toBeVisible();
  });
});
