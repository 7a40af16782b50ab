/**
 * Isla Brava's age gate (e2e/specs/layout.spec.ts, "age gate"): no keeps the visitor out and says why;
 * Escape does not close it; yes lets the visitor in and is remembered across a reload. Its texts are the
 * flows' (e2e/journeys-data.mjs `ageGate`).
 */
import { ageGate } from '../../journeys-data.mjs';

export default {
  name: 'age-gate',
  title: 'Isla Brava’s age gate: no, then yes, remembered',
  async run({ page, expect, step, bravaOrigin }) {
    const { es, en, cookie } = ageGate;
    await step('no keeps the visitor out and says why', async () => {
      await page.visit(`${bravaOrigin}${en.home}`);
      const gate = page.role('dialog', { name: en.question });
      await expect(gate).toBeVisible();
      await gate.role('button', { name: en.no }).click();
      await expect(gate).toContainText(en.refused);
      await expect(gate).toBeVisible();
      expect((await page.cookies()).some((c) => c.name === cookie.name)).toBe(false);
      await page.screenshot('refused');
    });

    await step('yes lets the visitor in, and is remembered', async () => {
      await page.visit(`${bravaOrigin}${es.home}`);
      const gate = page.role('dialog', { name: es.question });
      await expect(gate).toBeVisible();
      await page.screenshot('asked');
      await page.press('Escape');
      await expect(gate).toBeVisible();
      await gate.role('button', { name: es.yes }).click();
      await expect(gate).toBeHidden();
      const kept = (await page.cookies()).find((c) => c.name === cookie.name);
      expect(kept?.value).toBe(cookie.value);
      await page.reload();
      await expect(page.role('heading', { level: 1, name: ageGate.heading })).toBeVisible();
      await expect(gate).toHaveCount(0);
      await page.screenshot('home');
    });
  },
};
