import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backend } from '@cepa/core/backend';
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
    const next = canvas.getByRole('button', { name: 'Continuar al pago' });
    await expect(next).toBeDisabled();
    await expect(next).toHaveAccessibleDescription(/Tu pedido supera las 18 unidades/);
    await userEvent.click(next, { pointerEventsCheck: 0 });
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
    await expect(within(shipping).getByRole('link', { name: '+34 941 310 000' }).parentElement).toHaveTextContent(
      'Shop phone: +34 941 310 000',
    );
    // The document type in the page's language: in its list, and in the section's summary.
    await expect(within(client).getByRole('combobox', { name: /^Document type/ })).toHaveTextContent(
      'DNI (Spanish ID)',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }));
    await expect(await canvas.findByRole('region', { name: 'Card payment' })).toBeVisible();
    await expect(client).toHaveTextContent('DNI (Spanish ID) 00000003A');
  },
};
