import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { backend, dniFor, session } from '@cepa/core/backend';
import { trackedEvents } from '@cepa/core/analytics';
import { checkoutReceived, seedMemberBasket, shopCalls, shopPageFixture } from '../../fake';
import {
  visitorAdds,
  brandOf,
  freshState,
  languageOf,
  logInAs,
  navigations,
  withShopProviders,
} from '../../story-decorators';
import CheckoutPage from './checkout-page';

const meta = {
  title: 'Shop/Checkout',
  tags: ['responsive'],
  component: CheckoutPage,
  decorators: [withShopProviders],
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  beforeEach: freshState,
  args: { page: shopPageFixture('checkout') },
  render: (args, context) => (
    <CheckoutPage {...args} page={shopPageFixture('checkout', languageOf(context), brandOf(context))} />
  ),
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const visitorWithWine = () => visitorAdds([{ productId: 1001, quantity: 2 }]);
const jonWithWine = async () =>
  seedMemberBasket(await logInAs('jon@example.com'), [{ productId: 1006, quantity: 3 }]);

/** A visitor's first Continue: the summary lists every field to fix, terms included, and takes focus. */
export const VisitorFirstAttempt: Story = {
  beforeEach: visitorWithWine,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Continuar al pago' }));
    const summary = await canvas.findByRole('region', { name: 'Revisa estos campos:' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(within(summary).getAllByRole('link')).toHaveLength(13);
    await expect(
      within(summary).getByRole('link', { name: /condiciones de venta: Este campo es obligatorio/ }),
    ).toHaveAttribute('href', '#checkout-flags-terms');
    await expect(checkoutReceived.get().intents).toEqual([]);
    await expect(trackedEvents()).toContainEqual(expect.objectContaining({ event: 'checkout', step: 1 }));
  },
};

/**
 * A member (SPEC §6): e-mail and document fixed, no terms; store pickup shows the shop's address and
 * prices the pickup basket; Continue creates the intent and the card form appears.
 */
export const MemberPickup: Story = {
  beforeEach: jonWithWine,
  play: async ({ canvas }) => {
    const client = await canvas.findByRole('region', { name: 'Tus datos' });
    await expect(within(client).getByRole('textbox', { name: /^Correo electrónico/ })).toBeDisabled();
    await expect(canvas.queryByRole('checkbox', { name: /condiciones de venta/ })).not.toBeInTheDocument();
    // Not subscribed yet: the newsletter box is offered.
    await expect(canvas.getByRole('checkbox', { name: 'Quiero recibir la newsletter' })).toBeVisible();
    await userEvent.click(canvas.getByText('Recogida en la tienda de la bodega', { exact: true }));
    const shipping = canvas.getByRole('region', { name: 'Envío' });
    await expect(shipping).toHaveTextContent(/Avenida de Vizcaya 5, 26200 Haro/);
    // SPEC §9: the shop's phone with its address and hours, for everyone to see and call.
    const phone = within(shipping).getByRole('link', { name: '+34 941 310 000' });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute('href', 'tel:+34941310000');
    await expect(phone.parentElement).toHaveTextContent('Teléfono de la tienda: +34 941 310 000');
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Resumen del pedido' })).toHaveTextContent(/Envío\s*Gratis/),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar al pago' }));
    const payment = await canvas.findByRole('region', { name: 'Pago con tarjeta' });
    await expect(within(payment).getByRole('button', { name: /^Pagar 29,40\s€$/ })).toBeVisible();
    // The section's summary still gives the shop's phone.
    await expect(within(shipping).getByRole('link', { name: '+34 941 310 000' })).toBeVisible();
    await expect(checkoutReceived.get().intents[0]).toMatchObject({
      shipping_mode: 'shop',
      shipping_address: { line1: 'Avenida de Vizcaya 5', country_id: 'ES', notes: '' },
      client_info: { email: 'jon@example.com' },
    });
  },
};

/**
 * SPEC §5, §6: before Continue, a member's e-mail, document type and document number are shown and
 * locked (the member's own, not to be changed at checkout); name and phone stay editable.
 */
export const MemberDocumentLocked: Story = {
  beforeEach: jonWithWine,
  play: async ({ canvas }) => {
    const client = await canvas.findByRole('region', { name: 'Tus datos' });
    const type = within(client).getByRole('combobox', { name: /^Tipo de documento/ });
    await expect(type).toBeDisabled();
    await expect(type).toHaveTextContent('DNI');
    const number = within(client).getByRole('textbox', { name: /^Número de documento/ });
    await expect(number).toBeDisabled();
    await expect(number).toHaveValue(dniFor(2));
    await expect(within(client).getByRole('textbox', { name: /^Correo electrónico/ })).toBeDisabled();
    await expect(within(client).getByRole('textbox', { name: /^Nombre/ })).toBeEnabled();
    await expect(within(client).getByRole('textbox', { name: /^Teléfono/ })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Continuar al pago' })).toBeVisible();
  },
};

/**
 * A member already subscribed sees no newsletter box (SPEC §6). Billing reused: the member's stored
 * billing data is sent, not the shop's address; update my data is sent as ticked (SPEC §3, §4).
 */
export const MemberSubscribedReusesBilling: Story = {
  beforeEach: async () =>
    seedMemberBasket(await logInAs('lucia@example.com'), [{ productId: 1006, quantity: 1 }]),
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'Tus datos' });
    await expect(
      canvas.queryByRole('checkbox', { name: 'Quiero recibir la newsletter' }),
    ).not.toBeInTheDocument();
    await userEvent.click(canvas.getByText('Recogida en la tienda de la bodega', { exact: true }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Necesito factura con otros datos' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Usar mis datos de facturación guardados' }));
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Guardar estos datos en mi perfil de socio' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar al pago' }));
    await canvas.findByRole('region', { name: 'Pago con tarjeta' });
    await expect(checkoutReceived.get().intents[0]).toMatchObject({
      newsletter_subscription: false,
      update_member_data: true,
      billing_address: { line1: 'Calle Mayor 1', locality: 'Haro', document_number: dniFor(1) },
    });
    await expect(canvas.getByRole('region', { name: 'Datos de facturación' })).toHaveTextContent(
      `DNI ${dniFor(1)}`,
    );
  },
};

/** SPEC §4: choosing home delivery clears the reuse box. */
export const MemberHomeClearsReuse: Story = {
  // no-visual: the same screen as the member's first; this story proves what the box holds.
  tags: ['no-visual'],
  beforeEach: jonWithWine,
  play: async ({ canvas }) => {
    const reuse = await canvas.findByRole('checkbox', { name: 'Usar mis datos para el envío' });
    await userEvent.click(reuse);
    await expect(reuse).toBeChecked();
    await userEvent.click(canvas.getByText('Recogida en la tienda de la bodega', { exact: true }));
    await userEvent.click(canvas.getByText('Envío a domicilio', { exact: true }));
    await expect(canvas.getByRole('checkbox', { name: 'Usar mis datos para el envío' })).not.toBeChecked();
  },
};

/** SPEC §6: the member's checkout data cannot be read: a visitor's checkout, terms and every field open. */
export const MemberDataFails: Story = {
  beforeEach: async () => {
    await jonWithWine();
    backend.faults.set(session.calls.memberData, { status: 500 });
  },
  play: async ({ canvas }) => {
    const client = await canvas.findByRole('region', { name: 'Tus datos' });
    const email = within(client).getByRole('textbox', { name: /^Correo electrónico/ });
    await expect(email).toBeEnabled();
    await expect(email).toHaveValue('');
    await expect(within(client).getByRole('textbox', { name: /^Número de documento/ })).toBeEnabled();
    await expect(canvas.getByRole('checkbox', { name: /condiciones de venta/ })).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('checkbox', { name: 'Guardar estos datos en mi perfil de socio' }),
    ).not.toBeInTheDocument();
  },
};

/** SPEC §4: the reuse box copies the client's name, e-mail and phone; unticked, the shipping form is reset. */
export const ReuseClientData: Story = {
  // no-visual: an ordinary visitor's form; this story proves what the box does to it.
  tags: ['no-visual'],
  beforeEach: visitorWithWine,
  play: async ({ canvas }) => {
    const client = await canvas.findByRole('region', { name: 'Tus datos' });
    await userEvent.type(within(client).getByRole('textbox', { name: /^Nombre/ }), 'Ana');
    await userEvent.type(within(client).getByRole('textbox', { name: /^Apellidos/ }), 'Ruiz');
    await userEvent.type(
      within(client).getByRole('textbox', { name: /^Correo electrónico/ }),
      'ana@example.com',
    );
    await userEvent.type(within(client).getByRole('textbox', { name: /^Teléfono/ }), '600 111 222');
    const shipping = canvas.getByRole('region', { name: 'Envío' });
    const field = (name: RegExp) => within(shipping).getByRole('textbox', { name });
    await userEvent.click(within(shipping).getByRole('checkbox', { name: 'Usar mis datos para el envío' }));
    await expect(field(/^Nombre/)).toHaveValue('Ana');
    await expect(field(/^Correo electrónico/)).toHaveValue('ana@example.com');
    await expect(field(/^Teléfono/)).toHaveValue('600 111 222');
    await userEvent.type(field(/^Dirección/), 'Calle Mayor 3');
    await userEvent.click(within(shipping).getByRole('checkbox', { name: 'Usar mis datos para el envío' }));
    for (const name of [/^Nombre/, /^Apellidos/, /^Correo electrónico/, /^Teléfono/, /^Dirección/]) {
      await expect(field(name)).toHaveValue('');
    }
  },
};

/** SPEC §7, §9: Spain first; shipping abroad, the basket is priced for that country (shippingCountryCode). */
export const ShipsAbroad: Story = {
  beforeEach: visitorWithWine,
  play: async ({ canvas }) => {
    const shipping = await canvas.findByRole('region', { name: 'Envío' });
    const summary = canvas.getByRole('region', { name: 'Resumen del pedido' });
    await waitFor(() => expect(summary).toHaveTextContent(/Envío\s*6,90\s*€/));
    await userEvent.click(within(shipping).getByRole('combobox', { name: /^País/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['España', 'Portugal', 'Francia', 'Alemania', 'Italia']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Francia' }));
    await waitFor(() => expect(summary).toHaveTextContent(/Envío\s*15,00\s*€/));
    await expect(summary).toHaveTextContent(/Total\s*44,80\s*€/);
  },
};

/** After the intent, editing a section disables the payment until it is saved or cancelled. */
export const EditingAfterIntent: Story = {
  beforeEach: jonWithWine,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByText('Recogida en la tienda de la bodega', { exact: true }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar al pago' }));
    const payment = await canvas.findByRole('region', { name: 'Pago con tarjeta' });
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Tus datos' }));
    await expect(within(payment).getByRole('button', { name: /^Pagar/ })).toBeDisabled();
    await expect(payment).toHaveTextContent('Guarda o cancela los cambios de tus datos para pagar.');
    const phone = canvas.getByRole('textbox', { name: /^Teléfono/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '611 222 333');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(within(payment).getByRole('button', { name: /^Pagar/ })).toBeEnabled());
    await expect(checkoutReceived.get().updates).toEqual([
      {
        payment_intent: expect.any(String),
        client_info: expect.objectContaining({ phone_number: '611 222 333' }),
      },
    ]);
  },
};

/** The intent cannot be made: the visitor stays on step one, everything kept, with a message. */
export const IntentFails: Story = {
  beforeEach: async () => {
    await jonWithWine();
    backend.faults.set(shopCalls.orderIntent, { status: 500 });
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByText('Recogida en la tienda de la bodega', { exact: true }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar al pago' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No hemos podido preparar el pago. Revisa tus datos e inténtalo de nuevo.',
    );
    await expect(canvas.queryByRole('region', { name: 'Pago con tarjeta' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Recogida en la tienda de la bodega' })).toBeChecked();
  },
};

/**
 * Reached with more than 18 units (a second tab, a bookmark): the basket's message with its mailto,
 * and Continue disabled; no order intent is asked for (SPEC §5, §8, §9).
 */
export const TooManyUnits: Story = {
  // Casa Solera's products and the address of its shop: the brand is pinned.
  parameters: { brand: 'solera' },
  beforeEach: () =>
    visitorAdds([
      { productId: 1001, quantity: 10 },
      { productId: 1005, quantity: 9 },
    ]),
  play: async ({ canvas }) => {
    const note = await canvas.findByText(/Tu pedido supera las 18 unidades/);
    await expect(
      within(note.closest('[data-slot="alert"]') ?? note).getByRole('link', {
        name: 'tienda@casasolera.example',
      }),
    ).toHaveAttribute('href', 'mailto:tienda@casasolera.example');
    // Continue stays focusable, described by the message, and says it again when pressed.
    const next = canvas.getByRole('button', { name: 'Continuar al pago' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveAccessibleDescription(/Tu pedido supera las 18 unidades/);
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(next).toHaveFocus();
    await waitFor(() =>
      expect(
        canvas
          .getAllByRole('status')
          .some((status) => /supera las 18 unidades/.test(status.textContent ?? '')),
      ).toBe(true),
    );
    await expect(canvas.queryByText(/No hemos podido preparar el pago/)).not.toBeInTheDocument();
    await expect(checkoutReceived.get().intents).toEqual([]);
  },
};

/** Nothing in the basket: the message and a button to the shop. */
export const EmptyBasket: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Tu cesta está vacía: no hay nada que pagar.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ir a la tienda' }));
    await expect(navigations).toEqual(['/es/tienda']);
  },
};

/** The shipping countries cannot be read: a message and a retry. */
export const LoadFails: Story = {
  beforeEach: async () => {
    await visitorWithWine();
    backend.faults.set(shopCalls.shippingCountries, { status: 500, times: 1 });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No hemos podido preparar tu pedido.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(await canvas.findByRole('region', { name: 'Tus datos' })).toBeVisible();
  },
};

export const MemberEnglishIslaBrava: Story = {
  globals: { locale: 'en' },
  parameters: { brand: 'brava' },
  beforeEach: async () => {
    seedMemberBasket(await logInAs('marta@example.com'), [{ productId: 2001, quantity: 1 }]);
  },
  play: async ({ canvas }) => {
    const client = await canvas.findByRole('region', { name: 'Your details' });
    await expect(within(client).getByRole('textbox', { name: /^E-mail/ })).toHaveValue('marta@example.com');
    await expect(canvas.getByRole('radiogroup', { name: 'How would you like to receive it?' })).toBeVisible();
    await userEvent.click(canvas.getByText('Collect at the winery shop', { exact: true }));
    const shipping = canvas.getByRole('region', { name: 'Delivery' });
    await expect(shipping).toHaveTextContent(/Monday to Sunday, 10:30 to 15:00/);
    await expect(
      within(shipping).getByRole('link', { name: '+34 941 310 000' }).parentElement,
    ).toHaveTextContent('Shop phone: +34 941 310 000');
    // The document type in the page's language: in its list, and in the section's summary.
    await expect(within(client).getByRole('combobox', { name: /^Document type/ })).toHaveTextContent(
      'DNI (Spanish ID)',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }));
    await expect(await canvas.findByRole('region', { name: 'Card payment' })).toBeVisible();
    await expect(client).toHaveTextContent('DNI (Spanish ID) 00000003A');
  },
};
