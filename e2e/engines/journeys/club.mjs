/**
 * The club (e2e/specs/pages.spec.ts "a club page without a member", club.spec.ts "preferences"): my club
 * asked for without a session leads to the login and back, a preference saved and kept across a reload,
 * then the logout. Each engine logs in its own member: a member's preferences are one, shared by every
 * browser.
 */
import { members } from './support.mjs';

export default {
  name: 'club',
  title: 'log in → my club → a preference saved → log out',
  async run({ page, expect, sent, step, engine }) {
    const member = engine === 'firefox' ? members.jon : members.lucia;

    await step('my club without a session: the login, a wrong password, then the right one', async () => {
      await page.visit('/es/club/mi-club');
      await expect(page).toHaveURL('/login?next=%2Fes%2Fclub%2Fmi-club');
      await expect(page.role('heading', { level: 1, name: 'Acceso socios' })).toBeVisible();
      const email = page.role('textbox', { name: 'Correo electrónico' });
      await email.fill(member.email);
      await page.label('Contraseña').fill('otra');
      await page.role('button', { name: 'Entrar' }).click();
      await expect(page.role('alert')).toContainText('El correo o la contraseña no son correctos');
      await expect(email).toHaveValue(member.email);
      const login = sent.next('POST', '/api/club/login/');
      await page.label('Contraseña').fill(member.password);
      await page.role('button', { name: 'Entrar' }).click();
      expect((await login).body).toEqual({ email: member.email, password: member.password });
      await expect(page).toHaveURL('/es/club/mi-club');
      await expect(page.role('heading', { level: 1, name: 'Mi club' })).toBeVisible();
      await expect(page.role('banner').role('button', { name: member.name })).toBeVisible();
      await page.screenshot('my-club');
    });

    await step('a preference ticked or unticked: saved, and kept across a reload', async () => {
      const preferences = page.role('region', { name: 'Mis preferencias' });
      const boxes = preferences.role('checkbox');
      await expect(boxes).toHaveCount(6);
      const red = preferences.role('checkbox', { name: 'Vinos tintos' });
      const before = (await red.inspect()).items[0].checked;
      const saved = sent.next('PUT', '/api/club/profile/product_preferences/');
      await red.click();
      const { body } = await saved;
      expect(Array.isArray(body.product_preferences)).toBe(true);
      if (before) await expect(red).not.toBeChecked();
      else await expect(red).toBeChecked();
      await expect(preferences.role('status')).toHaveText('');
      const shown = (await boxes.inspect(['aria-checked'])).items.map((item) => item.checked);
      await page.reload();
      await expect(boxes).toHaveCount(6);
      await expect.poll(
        async () => (await boxes.inspect()).items.map((item) => item.checked),
        (now) => expect(now).toEqual(shown),
        { what: 'the preferences after a reload' },
      );
      await page.screenshot('preferences');
    });

    await step('the logout: the login page, and my club asks for it again', async () => {
      await page.role('banner').role('button', { name: member.name }).click();
      await page.role('menuitem', { name: 'Cerrar sesión' }).click();
      await expect(page).toHaveURL('/login');
      await page.visit('/es/club/mi-club');
      await expect(page).toHaveURL('/login?next=%2Fes%2Fclub%2Fmi-club');
      await page.screenshot('logged-out');
    });
  },
};
