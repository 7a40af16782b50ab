/**
 * Consent to cookies on the site started with a tag manager (e2e/specs/consent.spec.ts): "Reject all"
 * loads nothing and is remembered; "Accept all" loads the container's stand-in once, which receives the
 * consent defaults, the update and the events in order; "Cookie settings" in the footer withdraws it and
 * the analytics cookie goes. Each part on its own host (127.0.0.1, then localhost), so each starts with
 * no cookie.
 */

const standIn = (page) => page.evaluate(() => globalThis.cepaTagManagerStandIn ?? null);
const names = async (page) => (await page.cookies()).map((c) => c.name);
/** What the container received, each entry by its name: a command's first two words, an event's name. */
const entries = (record) =>
  (record?.received ?? []).map((entry) => (Array.isArray(entry) ? entry.slice(0, 2).join(' ') : entry.event));

export default {
  name: 'consent',
  title: 'Cookie consent: reject, accept, withdraw',
  async run({ page, expect, step, consentOrigin }) {
    if (!consentOrigin)
      throw new Error('no site with a tag manager to visit (CEPA_ENGINES_CONSENT_SITE_URL)');
    const banner = page.role('region', { name: 'Cookies' });

    await step('"Reject all" loads nothing, and is remembered', async () => {
      await page.visit(`${consentOrigin}/es/`);
      await expect(banner).toBeVisible();
      await page.screenshot('banner');
      expect(await standIn(page)).toBe(null);
      await banner.role('button', { name: 'Rechazar todas' }).click();
      await expect(banner).toBeHidden();
      const kept = (await page.cookies()).find((c) => c.name === 'cepa_consent');
      expect(kept?.value ?? '').toBe('1.00');
      await page.visit(`${consentOrigin}/es/tienda`);
      await expect(page.role('heading', { level: 1 })).toBeVisible();
      await expect(banner).toBeHidden();
      expect(await standIn(page)).toBe(null);
      expect(await names(page)).not.toContain('_ga');
    });

    const other = consentOrigin.replace('127.0.0.1', 'localhost');
    await step('"Accept all" loads the container once: the consent, then every event in order', async () => {
      await page.visit(`${other}/es/tienda`);
      const product = page.role('link', { name: 'Solera Crianza 2020' }).first();
      await expect(product).toBeVisible();
      await banner.role('button', { name: 'Aceptar todas' }).click();
      await expect(banner).toBeHidden();
      await expect.poll(
        async () => entries(await standIn(page)).slice(0, 4),
        (seen) =>
          expect(seen).toEqual(['consent default', 'consent update', 'gtm.js', 'product_impressions']),
        { what: 'the container’s first entries' },
      );
      await product.click();
      await expect(page.role('heading', { level: 1, name: 'Solera Crianza 2020' })).toBeVisible();
      // The product page's own impressions (its related products) may follow.
      await expect.poll(
        async () => entries(await standIn(page)).slice(0, 5),
        (seen) =>
          expect(seen).toEqual([
            'consent default',
            'consent update',
            'gtm.js',
            'product_impressions',
            'product_click',
          ]),
        { what: 'the events in order' },
      );
      const record = await standIn(page);
      expect(record.loads).toBe(1);
      expect(record.consent.analytics_storage).toBe('granted');
      expect(await names(page)).toContain('_ga');
    });

    await step('"Cookie settings" withdraws it: no more events, the analytics cookie removed', async () => {
      await page.role('button', { name: 'Configuración de cookies' }).click();
      const dialog = page.role('dialog', { name: 'Configuración de cookies' });
      await expect(dialog).toBeVisible();
      await page.screenshot('settings');
      const before = entries(await standIn(page)).length;
      await dialog.role('button', { name: 'Rechazar todas' }).click();
      await expect(dialog).toBeHidden();
      await expect.poll(
        () => names(page),
        (seen) => expect(seen).not.toContain('_ga'),
        { what: 'the analytics cookie removed' },
      );
      const after = entries(await standIn(page));
      expect(after.slice(before)).toEqual(['consent update']);
      expect((await standIn(page)).consent.analytics_storage).toBe('denied');
    });
  },
};
