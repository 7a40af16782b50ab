/**
 * The club (e2e/specs/pages.spec.ts "a club page without a member", club.spec.ts "preferences"): my club
 * asked for without a session leads to the login and back, a preference saved and kept across a reload,
 * then the logout. Each engine logs in its own member: a member's preferences are one, shared by every
 * browser. Its data and texts are the flows' (e2e/journeys-data.mjs).
 */
import { apiPaths, club, members } from '../../journeys-data.mjs';

export default {
  name: 'club',
  title: 'log in → my club → a preference saved → log out',
  async run({ page, expect, sent, step, engine }) {
    const member = engine === 'firefox' ? members.jon : members.lucia;

    await step('my club without a session: the login, a wrong password, then the right one', async () => {
      await page.visit(club.myClub);
      await expect(page).toHaveURL(club.login(club.myClub));
      await expect(page.role('heading', { level: 1, name: club.loginHeading })).toBeVisible();
      const email = page.role('textbox', { name: club.email });
      await email.fill(member.email);
      await page.label(club.password).fill(club.wrongPassword);
      await page.role('button', { name: club.enter }).click();
      await expect(page.role('alert')).toContainText(club.refused);
      await expect(email).toHaveValue(member.email);
      const login = sent.next('POST', apiPaths.login);
      await page.label(club.password).fill(member.password);
      await page.role('button', { name: club.enter }).click();
      expect((await login).body).toEqual({ email: member.email, password: member.password });
      await expect(page).toHaveURL(club.myClub);
      await expect(page.role('heading', { level: 1, name: club.heading })).toBeVisible();
      await expect(page.role('banner').role('button', { name: member.name })).toBeVisible();
      await page.screenshot('my-club');
    });

    await step('a preference ticked or unticked: saved, and kept across a reload', async () => {
      const preferences = page.role('region', { name: club.preferences.region });
      const boxes = preferences.role('checkbox');
      await expect(boxes).toHaveCount(club.preferences.count);
      const red = preferences.role('checkbox', { name: club.preferences.red });
      const before = (await red.inspect()).items[0].checked;
      const saved = sent.next('PUT', apiPaths.preferences);
      await red.click();
      const { body } = await saved;
      expect(Array.isArray(body.product_preferences)).toBe(true);
      if (before) await expect(red).not.toBeChecked();
      else await expect(red).toBeChecked();
      await expect(preferences.role('status')).toHaveText(club.preferences.saved);
      const shown = (await boxes.inspect(['aria-checked'])).items.map((item) => item.checked);
      await page.reload();
      await expect(boxes).toHaveCount(club.preferences.count);
      await expect.poll(
        async () => (await boxes.inspect()).items.map((item) => item.checked),
        (now) => expect(now).toEqual(shown),
        { what: 'the preferences after a reload' },
      );
      await page.screenshot('preferences');
    });

    await step('the logout: the login page, and my club asks for it again', async () => {
      await page.role('banner').role('button', { name: member.name }).click();
      await page.role('menuitem', { name: club.logout }).click();
      await expect(page).toHaveURL(club.loggedOut);
      await page.visit(club.myClub);
      await expect(page).toHaveURL(club.login(club.myClub));
      await page.screenshot('logged-out');
    });
  },
};
