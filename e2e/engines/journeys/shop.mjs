/**
 * The shop (e2e/specs/shop.spec.ts): a wine found by its category, added from its page, the basket (a
 * quantity changed, a coupon applied), then the checkout up to the payment step, with the payloads the
 * backend received.
 */
export default {
  name: 'shop',
  title: 'shop → product → basket (a quantity, a coupon) → checkout up to the payment',
  async run({ page, expect, sent, step }) {
    await step('the catalogue: a red wine by its category', async () => {
      await page.visit('/es/tienda');
      await page.role('region', { name: 'Tintos' }).role('link', { name: 'Solera Reserva 2016' }).click();
      await expect(page).toHaveURL('/es/tienda/solera-reserva-2016?category=tintos');
      await expect(page.role('heading', { level: 1, name: 'Solera Reserva 2016' })).toBeVisible();
      await expect(page.role('link', { name: /Volver a la tienda/ })).toHaveAttribute(
        'href',
        '/es/tienda#tintos',
      );
      await page.screenshot('product');
    });

    await step('two bottles to the basket: the payload, the pop-in, the header', async () => {
      const added = sent.next('POST', '/api/ecom/basket/add_product/');
      const quantity = page.role('spinbutton', { name: 'Cantidad' });
      await quantity.fill('2');
      await quantity.blur();
      await page.role('button', { name: 'Añadir a la cesta' }).click();
      expect((await added).body).toEqual({ product_id: 1003, quantity: 2 });
      const popIn = page.role('dialog', { name: 'Producto añadido a la cesta' });
      await expect(popIn).toContainText('Solera Reserva 2016');
      await expect(popIn).toContainText('Cantidad2');
      await expect(page.role('link', { name: 'Cesta, 1 producto' })).toBeAttached();
      await page.screenshot('added');
      await popIn.role('link', { name: 'Ir a la cesta' }).click();
    });

    const summary = page.role('region', { name: 'Resumen del pedido' });
    await step('the basket: the line and the total', async () => {
      await expect(page.role('heading', { level: 1, name: 'Mi cesta' })).toBeVisible();
      await expect(page).toHaveURL('/es/cesta');
      const lines = page
        .role('table', { name: 'Productos de tu cesta' })
        .or(page.role('list', { name: 'Productos de tu cesta' }));
      await expect(lines).toContainText('Solera Reserva 2016');
      await expect(summary).toContainText(/Total\s*50,70\s*€/);
    });

    await step('a quantity changed: sent, and the totals follow (free delivery from 60 €)', async () => {
      const changed = sent.next('PUT', /^\/api\/ecom\/basket\/lines\/\d+\/$/);
      const quantity = page.role('spinbutton', { name: 'Cantidad de Solera Reserva 2016' });
      await quantity.fill('3');
      await quantity.blur();
      expect((await changed).body).toEqual({ quantity: 3 });
      await expect(quantity).toHaveValue('3');
      await expect(summary).toContainText(/Subtotal\s*65,70\s*€/);
      await expect(summary).toContainText(/Envío\s*Gratis/);
    });

    await step('a coupon refused, then one applied: the codes as typed, the discount', async () => {
      const field = page.role('textbox', { name: 'Código de bono o cupón' });
      const refused = sent.next('POST', '/api/ecom/basket/apply_voucher/');
      await field.fill('VENDIMIA-2023');
      await page.role('button', { name: 'Aplicar' }).click();
      expect((await refused).body).toEqual({ code: 'VENDIMIA-2023' });
      await expect(field).toHaveAccessibleDescription('Este código ha caducado.');
      await expect(field).toHaveValue('VENDIMIA-2023');
      const applied = sent.next('POST', '/api/ecom/basket/apply_voucher/');
      await field.fill('BIENVENIDA10');
      await page.role('button', { name: 'Aplicar' }).click();
      expect((await applied).body).toEqual({ code: 'BIENVENIDA10' });
      await expect(page.text('El cupón se ha aplicado correctamente').last()).toBeVisible();
      await expect(field).toBeDisabled();
      await expect(summary).toContainText(/Descuento\s*[-−]6,57\s*€/);
      // Below 60 € after the discount: delivery is charged again.
      await expect(summary).toContainText(/Envío\s*6,90\s*€/);
      await expect(summary).toContainText(/Total\s*66,03\s*€/);
      await page.screenshot('basket');
      await page.role('button', { name: 'Continuar', exact: true }).click();
    });

    await step('the checkout: every field asked for, then filled in', async () => {
      await expect(page.role('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();
      await expect(page).toHaveURL('/es/tienda/pedido');
      await page.role('button', { name: 'Continuar al pago' }).click();
      const errors = page.role('region', { name: 'Revisa estos campos:' });
      await expect(errors).toBeFocused();
      await expect(errors.role('link')).toHaveCount(13);
      await page.screenshot('checkout-errors');

      const client = page.role('region', { name: 'Tus datos', exact: true });
      await client.role('textbox', { name: /^Número de documento/ }).fill('12345678Z');
      await client.role('textbox', { name: /^Nombre/ }).fill('Ana');
      await client.role('textbox', { name: /^Apellidos/ }).fill('Ruiz Peña');
      await client.role('textbox', { name: /^Correo electrónico/ }).fill(' Ana.Ruiz@Example.com ');
      await client.role('textbox', { name: /^Teléfono/ }).fill('600 111 222');
      const shipping = page.role('region', { name: 'Envío', exact: true });
      await shipping.role('checkbox', { name: 'Usar mis datos para el envío' }).check();
      await expect(shipping.role('textbox', { name: /^Nombre/ })).toHaveValue('Ana');
      await shipping.role('textbox', { name: /^Dirección/ }).fill('Calle Mayor 3');
      await shipping.role('textbox', { name: /^Piso, puerta/ }).fill('2º B');
      await shipping.role('textbox', { name: /^Provincia/ }).fill('La Rioja');
      await shipping.role('textbox', { name: /^Código postal/ }).fill('26001');
      await shipping.role('textbox', { name: /^Localidad/ }).fill('Logroño');
      await shipping.role('textbox', { name: /^Comentarios/ }).fill('Dejar en portería');
      await shipping.role('checkbox', { name: 'Es un regalo' }).check();
      await page.role('checkbox', { name: /condiciones de venta/ }).check();
      await page.role('checkbox', { name: 'Quiero recibir la newsletter' }).check();
    });

    await step('on to the payment: the order intent’s payload, then the card form', async () => {
      const intent = sent.next('POST', '/api/ecom_order/order/intent/');
      await page.role('button', { name: 'Continuar al pago' }).click();
      expect((await intent).body).toEqual({
        client_info: {
          document_type: 'dni',
          document_number: '12345678Z',
          name: 'Ana',
          surname: 'Ruiz Peña',
          email: 'ana.ruiz@example.com',
          phone_number: '600 111 222',
        },
        shipping_mode: 'home',
        shipping_address: {
          company: '',
          first_name: 'Ana',
          last_name: 'Ruiz Peña',
          email: 'ana.ruiz@example.com',
          line1: 'Calle Mayor 3',
          line2: '2º B',
          country_id: 'ES',
          state: 'La Rioja',
          postcode: '26001',
          locality: 'Logroño',
          phone_number: '600 111 222',
          notes: 'Dejar en portería',
        },
        billing_address: null,
        is_gift: true,
        newsletter_subscription: true,
        update_member_data: false,
        web_language: 'es',
        web_site: 'solera',
      });
      await expect(page.role('region', { name: 'Tus datos', exact: true })).toContainText(
        'ana.ruiz@example.com',
      );
      await expect(page.role('button', { name: 'Editar Tus datos' })).toBeVisible();
      const payment = page.role('region', { name: 'Pago con tarjeta' });
      await expect(payment.role('button', { name: 'Pagar 66,03 €' })).toBeVisible();
      await expect(payment.role('textbox', { name: 'Número de la tarjeta (obligatorio)' })).toBeVisible();
      await page.screenshot('payment');
    });

    await step('the terms ticked: no error left beside them', async () => {
      await expect(page.role('checkbox', { name: /condiciones de venta/ })).toBeChecked();
      // Settled by now (the payment step shows): no need to wait the whole default timeout for it.
      await expect(page.text('Este campo es obligatorio', { exact: true })).toHaveCount(0, {
        timeout: 2_000,
      });
    });
  },
};
