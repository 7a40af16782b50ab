import { expect, test } from '@playwright/test';

test.describe('home page', () => {
  test('renders in Spanish and switches to English', async ({ page }) => {
    await test.step('Spanish home', async () => {
      await page.goto('/es/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido a Casa Solera' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reserva tu visita' })).toBeVisible();
    });
    await test.step('switch to English', async () => {
      await page.getByRole('link', { name: 'English' }).click();
      await expect(page).toHaveURL(/\/en\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Casa Solera' })).toBeVisible();
    });
  });
});
