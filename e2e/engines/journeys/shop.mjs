/**
 * The shop (e2e/specs/shop.spec.ts): a wine found by its category, added from its page, the basket (a
 * quantity changed, a coupon applied), then the checkout up to the payment step, with the payloads the
 * backend received. Its data and texts are the flows' (e2e/journeys-data.mjs).
 */
import {
  apiPaths,
  cardFields,
  checkoutFields,
  coupon,
  redWine,
  refusedCoupons,
  shopText,
  visitorCheckout,
} from '../../journeys-data.mjs';

export default {
  name: 'shop',
  title: 'shop → product → basket (a quantity, a coupon) → checkout up to the payment',
  async run({ page, expect, sent, step }) {
    await step('the catalogue: a red wine by its category', async () => {
      await page.visit(shopText.catalogue);
      await page.role('region', { name: redWine.category }).role('link', { name: redWine.title }).click();
      await expect(page).toHaveURL(redWine.arrival);
      await expect(page.role('heading', { level: 1, name: redWine.title })).toBeVisible();
      await expect(page.role('link', { name: redWine.back.name })).toHaveAttribute('href', redWine.back.href);
      await page.screenshot('product');
    });

    await step('two bottles to the basket: the payload, the pop-in, the header', async () => {
      const added = sent.next('POST', apiPaths.addProduct);
      const quantity = page.role('spinbutton', { name: shopText.quantity });
      await quantity.fill(String(redWine.quantity));
      await quantity.blur();
      await page.role('button', { name: shopText.addToBasket }).click();
      expect((await added).body).toEqual({ product_id: redWine.productId, quantity: redWine.quantity });
      const popIn = page.role('dialog', { name: shopText.popIn });
      await expect(popIn).toContainText(redWine.title);
      await expect(popIn).toContainText(redWine.popInQuantity);
      await expect(page.role('link', { name: redWine.basketLink })).toBeAttached();
      await page.screenshot('added');
      await popIn.role('link', { name: shopText.goToBasket }).click();
    });

    const summary = page.role('region', { name: shopText.summary });
    await step('the basket: the line and the total', async () => {
      await expect(page.role('heading', { level: 1, name: shopText.basketHeading })).toBeVisible();
      await expect(page).toHaveURL(shopText.basket);
      const lines = page
        .role('table', { name: shopText.basketLines })
        .or(page.role('list', { name: shopText.basketLines }));
      await expect(lines).toContainText(redWine.title);
      await expect(summary).toContainText(redWine.total);
    });

    await step('a quantity changed: sent, and the totals follow (free delivery from 60 €)', async () => {
      const changed = sent.next('PUT', apiPaths.basketLine);
      const quantity = page.role('spinbutton', { name: shopText.lineQuantity(redWine.title) });
      await quantity.fill(String(redWine.more.quantity));
      await quantity.blur();
      expect((await changed).body).toEqual({ quantity: redWine.more.quantity });
      await expect(quantity).toHaveValue(String(redWine.more.quantity));
      await expect(summary).toContainText(redWine.more.subtotal);
      await expect(summary).toContainText(redWine.more.delivery);
    });

    await step('a coupon refused, then one applied: the codes as typed, the discount', async () => {
      const field = page.role('textbox', { name: shopText.voucherField });
      const expired = refusedCoupons.expired;
      const refused = sent.next('POST', apiPaths.applyVoucher);
      await field.fill(expired.code);
      await page.role('button', { name: shopText.apply }).click();
      expect((await refused).body).toEqual({ code: expired.code });
      await expect(field).toHaveAccessibleDescription(expired.message);
      await expect(field).toHaveValue(expired.code);
      const applied = sent.next('POST', apiPaths.applyVoucher);
      await field.fill(coupon);
      await page.role('button', { name: shopText.apply }).click();
      expect((await applied).body).toEqual({ code: coupon });
      await expect(page.text(shopText.couponApplied).last()).toBeVisible();
      await expect(field).toBeDisabled();
      await expect(summary).toContainText(redWine.withCoupon.discount);
      await expect(summary).toContainText(redWine.withCoupon.delivery);
      await expect(summary).toContainText(redWine.withCoupon.total);
      await page.screenshot('basket');
      await page.role('button', { name: shopText.continue, exact: true }).click();
    });

    await step('the checkout: every field asked for, then filled in', async () => {
      await expect(page.role('heading', { level: 1, name: shopText.checkoutHeading })).toBeVisible();
      await expect(page).toHaveURL(shopText.checkout);
      await page.role('button', { name: shopText.continueToPayment }).click();
      const errors = page.role('region', { name: shopText.errors });
      await expect(errors).toBeFocused();
      await expect(errors.role('link')).toHaveCount(visitorCheckout.missing);
      await page.screenshot('checkout-errors');

      const { client, shipping } = visitorCheckout;
      const clientSection = page.role('region', { name: client.region, exact: true });
      for (const [key, value] of Object.entries(client.fields))
        await clientSection.role('textbox', { name: checkoutFields[key] }).fill(value);
      const shippingSection = page.role('region', { name: shipping.region, exact: true });
      await shippingSection.role('checkbox', { name: shipping.sameAsClient }).check();
      await expect(shippingSection.role('textbox', { name: checkoutFields.name })).toHaveValue(
        client.fields.name,
      );
      for (const [key, value] of Object.entries(shipping.fields))
        await shippingSection.role('textbox', { name: checkoutFields[key] }).fill(value);
      await shippingSection.role('checkbox', { name: shipping.gift }).check();
      await page.role('checkbox', { name: visitorCheckout.terms }).check();
      await page.role('checkbox', { name: visitorCheckout.newsletter }).check();
    });

    await step('on to the payment: the order intent’s payload, then the card form', async () => {
      const intent = sent.next('POST', apiPaths.orderIntent);
      await page.role('button', { name: shopText.continueToPayment }).click();
      expect((await intent).body).toEqual(visitorCheckout.intent);
      await expect(page.role('region', { name: visitorCheckout.client.region, exact: true })).toContainText(
        visitorCheckout.intent.client_info.email,
      );
      await expect(page.role('button', { name: `Editar ${visitorCheckout.client.region}` })).toBeVisible();
      const payment = page.role('region', { name: shopText.payment });
      await expect(payment.role('button', { name: redWine.withCoupon.pay })).toBeVisible();
      await expect(payment.role('textbox', { name: cardFields.number })).toBeVisible();
      await page.screenshot('payment');
    });

    await step('the terms ticked: no error left beside them', async () => {
      await expect(page.role('checkbox', { name: visitorCheckout.terms })).toBeChecked();
      // Settled by now (the payment step shows): no need to wait the whole default timeout for it.
      await expect(page.text(shopText.required, { exact: true })).toHaveCount(0, {
        timeout: 2_000,
      });
    });
  },
};
