/**
 * Isla Brava's age gate (e2e/specs/layout.spec.ts, "age gate"): no keeps the visitor out and says why;
 * Escape does not close it; yes lets the visitor in and is remembered across a reload.
 */
export default {
  name: 'age-gate',
  title: 'Isla Brava’s age gate: no, then yes, remembered',
  async run({ page, expect, step, bravaOrigin }) {
    await step('no keeps the visitor out and says why', async () => {
      await page.visit(`${bravaOrigin}/en/`);
      const gate = page.role('dialog', { name: 'Are you of legal drinking age?' });
      await expect(gate).toBeVisible();
      await gate.role('button', { name: 'No' }).click();
      await expect(gate).toContainText('you may only visit this site if you are of legal drinking age');
      await expect(gate).toBeVisible();
      expect((await page.cookies()).some((cookie) => cookie.name === 'age_verified')).toBe(false);
      await page.screenshot('refused');
    });

    await step('yes lets the visitor in, and is remembered', async () => {
      await page.visit(`${bravaOrigin}/es/`);
      const gate = page.role('dialog', { name: '¿Eres mayor de edad?' });
      await expect(gate).toBeVisible();
      await page.screenshot('asked');
      await page.press('Escape');
      await expect(gate).toBeVisible();
      await gate.role('button', { name: 'Sí' }).click();
      await expect(gate).toBeHidden();
      const cookie = (await page.cookies()).find((c) => c.name === 'age_verified');
      expect(cookie?.value).toBe('yes');
      await page.reload();
      await expect(page.role('heading', { level: 1, name: 'Isla Brava' })).toBeVisible();
      await expect(gate).toHaveCount(0);
      await page.screenshot('home');
    });
  },
};
