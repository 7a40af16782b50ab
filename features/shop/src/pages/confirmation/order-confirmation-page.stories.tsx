import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { backend } from '@cepa/core/backend';
import { trackedEvents } from '@cepa/core/analytics';
import { checkoutReceived, shopCalls, shopPageFixture } from '../../fake';
import { brandOf, freshState, languageOf, withShopProviders } from '../../story-decorators';
import OrderConfirmationPage from './order-confirmation-page';

const meta = {
  title: 'Shop/Order confirmation',
  tags: ['responsive'],
  component: OrderConfirmationPage,
  decorators: [withShopProviders],
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  beforeEach: freshState,
  args: {
    page: shopPageFixture('order_confirmation'),
    query:
      '?payment_intent=pi_000009&payment_intent_client_secret=pi_000009_secret_x&redirect_status=succeeded',
  },
  render: (args, context) => (
    <OrderConfirmationPage
      {...args}
      page={shopPageFixture('order_confirmation', languageOf(context), brandOf(context))}
    />
  ),
} satisfies Meta<typeof OrderConfirmationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const order = { number: 'CS-100041', email: 'ana.ruiz@example.com', description: 'Solera Crianza 2020 × 2' };
const impression = {
  order: { ...order, total: '29.80' },
  basket: { lines: [] },
  additional: { is_gift: true, newsletter_subscription: false },
};

/** A paid order, captured once: its number, e-mail and description, and the purchase events. */
export const Confirmed: Story = {
  beforeEach: () => {
    backend.faults.set(shopCalls.captureOrderPayment, {
      status: 200,
      body: { order: { ...order, track_gtm_purchase: true } },
    });
    backend.faults.set(shopCalls.orderImpression, { status: 200, body: impression });
  },
  play: async ({ canvas }) => {
    const status = await canvas.findByText('Gracias por tu compra.');
    await expect(status).toBeVisible();
    await expect(canvas.getByText('CS-100041')).toBeVisible();
    await expect(canvas.getByText('ana.ruiz@example.com')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Volver a la tienda' })).toHaveAttribute(
      'href',
      '/es/tienda',
    );
    await waitFor(() => expect(trackedEvents().map((e) => e.event)).toEqual(['purchase', 'order_gift']));
  },
};

/** A capture that was already tracked pushes nothing again. */
export const ConfirmedAlreadyTracked: Story = {
  // no-visual: the same screen as Confirmed; this story proves only that no event is pushed.
  tags: ['no-visual'],
  beforeEach: () => {
    backend.faults.set(shopCalls.captureOrderPayment, {
      status: 200,
      body: { order: { ...order, track_gtm_purchase: false } },
    });
  },
  play: async ({ canvas }) => {
    await canvas.findByText('CS-100041');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(trackedEvents()).toEqual([]);
  },
};

/** SPEC §8: the capture fails; the page says so and offers to confirm again. */
export const CaptureFails: Story = {
  beforeEach: () => backend.faults.set(shopCalls.captureOrderPayment, { status: 500, times: 1 }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ha habido un error al confirmar tu pedido.',
    );
    await expect(canvas.getByRole('button', { name: 'Volver a intentarlo' })).toBeVisible();
  },
};

/** No succeeded payment in the address: nothing is captured (SPEC §4). */
export const NotPaid: Story = {
  args: { query: '?payment_intent=pi_000009&redirect_status=failed' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ha habido un error al confirmar tu pedido.',
    );
    await expect(canvas.queryByRole('button', { name: 'Volver a intentarlo' })).not.toBeInTheDocument();
    // The capture must not happen: give it time to (a fixed settle), then check it never came.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(checkoutReceived.get().captures).toEqual([]);
  },
};

export const ConfirmedEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { brand: 'brava' },
  beforeEach: () => {
    backend.faults.set(shopCalls.captureOrderPayment, {
      status: 200,
      body: { order: { ...order, number: 'IB-100042', track_gtm_purchase: false } },
    });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Thank you for your order.')).toBeVisible();
    await expect(canvas.getByText('IB-100042')).toBeVisible();
  },
};
