// @slices booking, shop
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page, Request } from '@playwright/test';
import { expect, fillOtherBillingData, test as base } from './support.ts';

/**
 * Paying through Stripe's card form on the built site: the site built with a publishable key (site's
 * `build:stripe-stub`, served on its own port by playwright.config.ts, project `stripe`), with the
 * embedded backend. The page asks for Stripe.js at https://js.stripe.com as in production (the CSP lets
 * it); that request is answered here from a local file, Cepa's stand-in for Stripe.js
 * (features/core/src/payment/stripe-stub/stripe-js.js), and any other request that would leave the
 * machine is refused and fails the flow. So the real chooser, adapter, @stripe/stripe-js (its script
 * injection included) and @stripe/react-stripe-js run, and nothing reaches Stripe.
 *
 * Stripe's servers are played by the embedded payment provider: when the stub pays an intent it tells
 * the provider (its confirmation call, with the provider's paying card), so that the backend's capture
 * finds the intent paid, as a real backend finds it at Stripe.
 */

const stubFile = fileURLToPath(
  new URL('../../features/core/src/payment/stripe-stub/stripe-js.js', import.meta.url),
);
const builtSite = new URL('../../site/dist/stripe-stub/app/server.mjs', import.meta.url);
const publishableKey = 'pk_test_cepa_stub';

/** The address @stripe/stripe-js loads Stripe.js from (a release train's, or v3). */
const isStripeJs = (url: URL) =>
  url.origin === 'https://js.stripe.com' && /^\/(v3\/?|[a-z]+\/stripe\.js)$/.test(url.pathname);
const leavesTheMachine = (url: URL) =>
  /^(https?|wss?):$/.test(url.protocol) &&
  !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) &&
  !url.hostname.endsWith('.localhost');

type StubCall = { call: string; elements?: number; [detail: string]: unknown };

const test = base.extend<{ stripeJs: { served: string[]; refused: string[] } }>({
  stripeJs: [
    async ({ context }, provide) => {
      expect(
        fs.existsSync(builtSite),
        'the site built with a Stripe key is missing: pnpm --filter @cepa/site build:stripe-stub',
      ).toBe(true);
      const requests = { served: [] as string[], refused: [] as string[] };
      await context.route(leavesTheMachine, async (route) => {
        const url = new URL(route.request().url());
        if (isStripeJs(url)) {
          requests.served.push(url.href);
          await route.fulfill({ path: stubFile, contentType: 'text/javascript; charset=utf-8' });
        } else {
          requests.refused.push(url.href);
          await route.abort('blockedbyclient');
        }
      });
      await context.addInitScript(() => {
        const w = window as unknown as Record<string, unknown>;
        w.cepaStripeStubOptions = {
          // Stripe's servers record the payment: here, the embedded provider the backend captures from.
          settle: async ({ clientSecret }: { clientSecret: string }) => {
            const response = await fetch('/api/__payment_provider/confirm/', {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-cepa-provider-delay': '0' },
              body: JSON.stringify({
                client_secret: clientSecret,
                card_number: '4242424242424242',
                expiry: '12/34',
                cvc: '123',
              }),
            });
            if (response.ok) return null;
            const { error } = (await response.json()) as { error: Record<string, unknown> };
            return { type: 'invalid_request_error', ...error };
          },
          // The record of calls outlives the page Stripe.js leaves, for the flow to read on the next one.
          redirect: (url: string) => {
            const stub = w.cepaStripeStub as { calls: unknown[] };
            sessionStorage.setItem('cepa-stripe-stub-calls', JSON.stringify(stub.calls));
            window.location.assign(url);
          },
        };
      });
      await provide(requests);
      expect(requests.refused, 'requests that would have left the machine').toEqual([]);
    },
    { auto: true },
  ],
});

/** The stub's record of calls: on the page, or the one it kept when it sent the browser away. */
async function stubCalls(page: Page, name?: string): Promise<StubCall[]> {
  const calls = await page.evaluate(
    () =>
      ((window as unknown as { cepaStripeStub?: { calls: unknown[] } }).cepaStripeStub?.calls ??
        JSON.parse(sessionStorage.getItem('cepa-stripe-stub-calls') ?? '[]')) as StubCall[],
  );
  return name ? calls.filter((entry) => entry.call === name) : calls;
}

/** Types a card into the stub's Payment Element (its labels are Stripe's, not the embedded form's). */
async function fillStripeCard(page: Page, number: string) {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Número de tarjeta', exact: true }).fill(number);
  await main.getByRole('textbox', { name: 'Fecha de caducidad', exact: true }).fill('12 / 34');
  await main.getByRole('textbox', { name: 'Código de seguridad', exact: true }).fill('123');
}

const isPost = (path: string) => (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === path;

test.describe('Stripe card payment, with Stripe.js answered locally', () => {
  test('booking: a declined card, then a 3-D Secure card; the return to the confirmation captures', async ({
    page,
    stripeJs,
  }, testInfo) => {
    const intents: Request[] = [];
    page.on('request', (request) => {
      if (isPost('/api/booking_intent/')(request)) intents.push(request);
    });
    const email = `stripe.${testInfo.testId.slice(0, 8)}@example.com`;
    const response = await page.goto(paymentStepUrl(upcomingOpenDay(), '10:00', email));
    const main = page.getByRole('main');

    await test.step('Stripe.js comes from the stub; one Payment Element for 50 € in Spanish', async () => {
      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
      expect(csp).toMatch(/frame-src [^;]*https:\/\/hooks\.stripe\.com/);
      await expect(main.getByRole('textbox', { name: 'Número de tarjeta', exact: true })).toBeVisible();
      await expect(main.getByRole('textbox', { name: /Número de la tarjeta/ })).toHaveCount(0);
      expect(stripeJs.served).toEqual(['https://js.stripe.com/endive/stripe.js']);
      expect(await stubCalls(page, 'elements')).toEqual([
        {
          call: 'elements',
          elements: expect.any(Number),
          key: publishableKey,
          options: { mode: 'payment', amount: 5000, currency: 'eur', locale: 'es' },
        },
      ]);
    });

    await test.step('a decline shows Stripe’s message and leaves the card to change', async () => {
      await fillStripeCard(page, '4000 0000 0000 0002');
      await main.getByRole('button', { name: 'Pagar 50,00 €' }).click();
      const alert = main.getByRole('alert');
      await expect(alert).toContainText('No se ha podido realizar el pago');
      await expect(alert).toContainText('Se ha rechazado tu tarjeta.');
      await expect(page).toHaveURL(/\/es\/reservar\?experience=1#/);
      await expect(main.getByRole('textbox', { name: 'Número de tarjeta', exact: true })).toBeEditable();
    });

    await test.step('3-D Secure, then Stripe.js sends the browser to the confirmation, which captures', async () => {
      await fillStripeCard(page, '4000 0025 0000 3155');
      const capture = page.waitForRequest(isPost('/api/booking_intent/capture/'));
      await main.getByRole('button', { name: 'Pagar 50,00 €' }).click();
      await page
        .getByRole('dialog', { name: '3D Secure 2 Test Page' })
        .getByRole('button', { name: 'Complete' })
        .click();
      await expect(page).toHaveURL(
        /\/es\/reserva-confirmada\?payment_intent=pi_\w+&payment_intent_client_secret=pi_\w+_secret_\w+&redirect_status=succeeded$/,
      );
      const query = new URL(page.url()).searchParams;
      expect((await capture).postDataJSON()).toEqual({ payment_intent: query.get('payment_intent') });
      await expect(page.getByRole('heading', { level: 1, name: '¡Reserva confirmada!' })).toBeVisible();
      // The retry paid the same intent: one booking intent, confirmed twice with its secret.
      expect(intents).toHaveLength(1);
      const confirms = await stubCalls(page, 'confirmPayment');
      expect(confirms.map((c) => c.clientSecret)).toEqual([
        query.get('payment_intent_client_secret'),
        query.get('payment_intent_client_secret'),
      ]);
      expect(confirms[1]).toMatchObject({
        returnUrl: new URL('/es/reserva-confirmada', page.url()).href,
        paymentElement: 'mounted',
      });
    });
  });

  test('checkout: a new intent mounts a new card form, and the payment confirms the new secret', async ({
    page,
    stripeJs,
  }) => {
    const login = await page.request.post('/api/club/login/', {
      data: { email: 'jon@example.com', password: 'vendimia' },
    });
    expect(login.ok()).toBe(true);
    await page.goto('/es/tienda/solera-rosado-2023');
    await page.getByRole('button', { name: 'Añadir a la cesta' }).click();
    await page
      .getByRole('dialog', { name: 'Producto añadido a la cesta' })
      .getByRole('button', { name: 'Seguir comprando' })
      .click();
    await page.goto('/es/tienda/pedido');
    const shipping = page.getByRole('region', { name: 'Envío', exact: true });
    await shipping.getByText('Recogida en la tienda de la bodega', { exact: true }).click();
    await expect(shipping.getByRole('radio', { name: 'Recogida en la tienda de la bodega' })).toBeChecked();
    const payment = page.getByRole('region', { name: 'Pago con tarjeta' });

    const created = page.waitForResponse((r) => r.url().endsWith('/api/ecom_order/order/intent/'));
    await page.getByRole('button', { name: 'Continuar al pago' }).click();
    const first = (await (await created).json()) as { payment_intent_secret: string };
    await expect(payment.getByRole('textbox', { name: 'Número de tarjeta', exact: true })).toBeVisible();
    const [mounted] = await stubCalls(page, 'paymentElement.mount');
    expect(mounted).toMatchObject({ inDocument: true });

    await test.step('billing saved: a new intent, the old card form destroyed and a new one mounted', async () => {
      await page.getByRole('button', { name: 'Editar Datos de facturación' }).click();
      const billing = page.getByRole('region', { name: 'Datos de facturación', exact: true });
      await fillOtherBillingData(billing);
      const updated = page.waitForResponse((r) => r.url().endsWith('/api/ecom_order/order/update_intent/'));
      await billing.getByRole('button', { name: 'Guardar' }).click();
      const second = (await (await updated).json()) as { payment_intent_secret: string };
      expect(second.payment_intent_secret).not.toBe(first.payment_intent_secret);
      await expect(payment.getByRole('button', { name: /^Pagar/ })).toBeEnabled();
      await expect.poll(async () => (await stubCalls(page, 'paymentElement.mount')).length).toBe(2);
      const groups = (await stubCalls(page, 'elements')).map((c) => c.elements);
      expect(groups).toHaveLength(2);
      expect(await stubCalls(page, 'paymentElement.destroy')).toEqual([
        expect.objectContaining({ elements: groups[0] }),
      ]);
      expect((await stubCalls(page, 'paymentElement.mount'))[1]).toMatchObject({ elements: groups[1] });

      const capture = page.waitForRequest(isPost('/api/ecom_order/order/capture/'));
      await fillStripeCard(page, '4242 4242 4242 4242');
      await payment.getByRole('button', { name: /^Pagar/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Pedido confirmado' })).toBeVisible();
      // The new secret, through the new card form; the first intent's secret was never confirmed.
      expect(await stubCalls(page, 'confirmPayment')).toEqual([
        expect.objectContaining({
          elements: groups[1],
          paymentElement: 'mounted',
          clientSecret: second.payment_intent_secret,
        }),
      ]);
      expect((await capture).postDataJSON()).toEqual({
        payment_intent: second.payment_intent_secret.split('_secret_')[0],
      });
      // Stripe.js was loaded once, for both card forms.
      expect(stripeJs.served).toEqual(['https://js.stripe.com/endive/stripe.js']);
    });
  });
});

// ---- The booking's payment step, reached by its address (as booking.spec.ts does) ----

/** The next open day: the embedded calendar closes or fills the 7th, 10th, 14th, 15th, 20th, 21st, 25th, 28th. */
function upcomingOpenDay() {
  const special = [7, 10, 14, 15, 20, 21, 25, 28];
  const date = new Date();
  do date.setDate(date.getDate() + 1);
  while (special.includes(date.getDate()));
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    iso: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
  };
}

/** Step 4's payment sub-step with everything before it filled in (experience 1, two adults: 50 €). */
function paymentStepUrl(day: ReturnType<typeof upcomingOpenDay>, time: string, email: string) {
  const person = { documentType: 'dni', documentNumber: '12345678Z', name: 'Carmen', surname: 'Ruiz Ortega' };
  const state = {
    step: 4,
    firstStep: { language: 'es', adults: 2, children: 0, babies: 0 },
    secondStep: { year: day.year, month: day.month, day: day.iso, slot: time },
    thirdStep: {
      ...person,
      email,
      phoneNumber: '+34 600 123 456',
      country: 'ES',
      region: 'RI',
      comment: '',
      consent: true,
      newsletter: false,
    },
    fourthStep: {
      subStep: 'payment',
      billing: {
        ...person,
        company: '',
        email,
        address: 'Calle de la Estación 12',
        optionalAddress: '',
        country: 'ES',
        region: 'RI',
        postalCode: '26200',
        locality: 'Haro',
      },
    },
    experienceId: 1,
  };
  return `/es/reservar?experience=1#${encodeURIComponent(JSON.stringify(state))}`;
}
