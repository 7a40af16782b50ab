// @slices booking
import type { Page } from '@playwright/test';
import { apiPaths, uniqueVouchers, voucherOutcomes, voucherPage, voucherTexts } from '../journeys-data.mjs';
import {
  brandURL,
  choose,
  clearFaults,
  expect,
  expectChosen,
  expectOptions,
  sitePort,
  test,
} from './support.ts';

/**
 * Voucher redemption (SPEC §2 Voucher redemption, §4 voucher flow, §5 code required, §8 voucher
 * check) over the built site and the embedded backend's vouchers (features/booking/src/fake/
 * fixtures.ts `voucherCodes`). No test here redeems a voucher: redeeming is the booking flow's end
 * (booking.spec.ts), and the vouchers are shared by every test of the run.
 */

const main = (page: Page) => page.getByRole('main');
const checkPath = apiPaths.checkVoucher;
const isCheck = (url: string) => new URL(url).pathname === checkPath;

async function checkCode(page: Page, code: string, language: 'es' | 'en' = 'es') {
  const labels = {
    es: { code: voucherPage.code, check: voucherPage.check },
    en: { code: 'Voucher code (required)', check: 'Check voucher' },
  }[language];
  await main(page).getByRole('textbox', { name: labels.code }).fill(code);
  const request = page.waitForRequest((r) => isCheck(r.url()));
  await main(page).getByRole('button', { name: labels.check }).click();
  return new URL((await request).url()).searchParams;
}

/** The outcome of the last check: a status region under the form. */
const outcome = (page: Page) => main(page).locator('[data-slot="voucher-outcome"]');

/** A date as the page formats it (long style, in the page's language), read from the browser. */
function longDate(page: Page, daysFromToday: number, locale: string) {
  return page.evaluate(
    ([days, loc]) => {
      const now = new Date();
      const date = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + days));
      return new Intl.DateTimeFormat(loc, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
    },
    [daysFromToday, locale] as const,
  );
}

test.describe('voucher redemption page', () => {
  test('from the experiences page; the code is required', async ({ page }) => {
    await page.goto('/es/experiencias');
    await main(page).getByRole('link', { name: voucherPage.link }).click();
    await expect(page).toHaveURL(voucherPage.path);
    await expect(page.getByRole('heading', { level: 1, name: voucherPage.heading })).toBeVisible();
    const checks: string[] = [];
    page.on('request', (r) => {
      if (isCheck(r.url())) checks.push(r.url());
    });
    await main(page).getByRole('button', { name: voucherPage.check }).click();
    const code = main(page).getByRole('textbox', { name: voucherPage.code });
    await expect(main(page).getByText('Este campo es obligatorio')).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await code.fill('   ');
    await main(page).getByRole('button', { name: voucherPage.check }).click();
    await expect(main(page).getByText('Este campo es obligatorio')).toBeVisible();
    expect(checks).toEqual([]);
  });

  test('each voucher outcome shows its message (SPEC §4, §8)', async ({ page }) => {
    await page.goto(voucherPage.path);
    for (const { code, message } of Object.values(voucherOutcomes)) {
      await test.step(`${code}: ${message}`, async () => {
        const query = await checkCode(page, code);
        expect(Object.fromEntries(query)).toEqual({ full_code: code, site: 'solera', language: 'es' });
        await expect(outcome(page)).toHaveText(message);
        await expect(main(page).getByRole('region', { name: /^Tu bono/ })).toHaveCount(0);
        await expect(main(page).getByRole('button', { name: voucherPage.continue })).toHaveCount(0);
        // Nothing typed is lost.
        await expect(main(page).getByRole('textbox', { name: voucherPage.code })).toHaveValue(code);
      });
    }
  });

  test('in English: the outcome in the English catalogue', async ({ page }) => {
    await page.goto('/en/redeem-voucher');
    await expect(page.getByRole('heading', { level: 1, name: 'Redeem your voucher' })).toBeVisible();
    const query = await checkCode(page, voucherOutcomes.outdated.code, 'en');
    expect(query.get('language')).toBe('en');
    await expect(outcome(page)).toHaveText('This voucher is outdated.');
    await checkCode(page, voucherOutcomes.legacy.code, 'en');
    await expect(outcome(page)).toHaveText("This voucher code doesn't exist.");
  });

  test('a check with no response says nothing (SPEC §8: silent)', async ({ page, fault, request, scope }) => {
    await page.goto(voucherPage.path);
    await checkCode(page, voucherOutcomes.outdated.code);
    await expect(outcome(page)).toHaveText(voucherOutcomes.outdated.message);
    // The backend drops the connection; the site's /api answers for it (502, marked as no answer).
    await fault(`GET ${checkPath}`, { network: true });
    const failed = page.waitForResponse((r) => isCheck(r.url()) && r.status() === 502);
    const { inactive } = voucherOutcomes;
    await checkCode(page, inactive.code);
    await failed;
    await expect(main(page).getByRole('button', { name: voucherPage.check })).toBeEnabled();
    // The previous outcome is gone and nothing replaces it.
    await expect(outcome(page)).toBeEmpty();
    await expect(main(page).getByRole('textbox', { name: voucherPage.code })).toHaveValue(inactive.code);
    // Back online, the next try reaches the backend again.
    await clearFaults(request, scope);
    await checkCode(page, inactive.code);
    await expect(outcome(page)).toHaveText(inactive.message);
  });

  test('a unique voucher: its card with experience, participants and validity, then the booking', async ({
    page,
    context,
  }) => {
    // Isla Brava's unique voucher: no test redeems it, so its card reads the same in every test.
    const brava = brandURL('brava');
    await context.addCookies([{ name: 'age_verified', value: 'yes', url: brava }]);
    await page.goto(`${brava}/es/canjear-bono`);
    const voucher = uniqueVouchers.brava;
    const query = await checkCode(page, voucher.code);
    expect(query.get('site')).toBe(voucher.brand);
    await expect(outcome(page)).toContainText(`Bono ${voucher.code} válido`);

    const card = main(page).getByRole('region', { name: voucherPage.card(voucher.code) });
    await expect(card.getByRole('term')).toHaveText(voucherPage.cardTerms);
    await expect(card.getByRole('definition')).toHaveText([
      voucher.experience,
      voucherTexts.participants(voucher),
      `Del ${await longDate(page, -10, 'es-ES')} al ${await longDate(page, 180, 'es-ES')}`,
    ]);
    // A fixed experience: no experience to choose.
    await expect(main(page).getByRole('combobox', { name: /^Experiencia/ })).toHaveCount(0);

    await main(page).getByRole('button', { name: voucherPage.continue }).click();
    await expect(page).toHaveURL(
      new RegExp(
        `^http://brava\\.localhost:${sitePort}${voucherTexts.bookingPath(voucher).replace('?', '\\?')}(#|$)`,
      ),
    );
    await expect(main(page)).toContainText(voucherTexts.experience(voucher));
    await expect(main(page)).toContainText(voucherTexts.upTo(voucher));
    // The voucher's participants are the group's maximum (SPEC §5).
    await expect(main(page)).toContainText(`Entre 1 y ${voucher.participants} visitantes en total.`);
  });

  test('R-SOLERA-REGALO: no fixed experience, so an experience is chosen first', async ({ page }) => {
    await page.goto(voucherPage.path);
    // Codes are sent trimmed; the backend matches them case-insensitively.
    const query = await checkCode(page, '  r-solera-regalo  ');
    expect(query.get('full_code')).toBe('r-solera-regalo');
    await expect(outcome(page)).toContainText('Bono R-SOLERA-REGALO válido');
    // Not a unique voucher: no card.
    await expect(main(page).getByRole('region', { name: /^Tu bono/ })).toHaveCount(0);
    await expect(main(page)).toContainText('Tu bono sirve para la experiencia que elijas, hasta 6 personas.');

    const experience = main(page).getByRole('combobox', { name: 'Experiencia (obligatorio)' });
    await expectChosen(experience, 'Elige una experiencia');
    await main(page).getByRole('button', { name: voucherPage.continue }).click();
    await expect(main(page).getByText('Este campo es obligatorio')).toBeVisible();
    await expect(page).toHaveURL(voucherPage.path);

    await expectOptions(page, experience, [
      'Visita y cata en la bodega',
      'Vendimia en familia',
      'Cata de añadas con el enólogo',
    ]);
    await choose(page, experience, 'Cata de añadas con el enólogo');
    await main(page).getByRole('button', { name: voucherPage.continue }).click();

    await expect(page).toHaveURL(/\/es\/reservar\?experience=3&voucher=R-SOLERA-REGALO(#|$)/);
    await expect(main(page)).toContainText('Experiencia: Cata de añadas con el enólogo');
    await expect(main(page)).toContainText('Bono R-SOLERA-REGALO: hasta 6 visitantes');
    await expect(main(page)).toContainText('Entre 2 y 6 visitantes en total.');
  });
});

test.describe('a refused voucher brought to the booking page (SPEC §8)', () => {
  for (const { language, path, code, said } of [
    {
      language: 'es',
      path: '/es/reservar',
      code: 'U-CANJEADO-0001',
      said: 'No podemos usar el bono U-CANJEADO-0001. Este bono ya se ha canjeado. Puedes reservar sin él.',
    },
    {
      language: 'en',
      path: '/en/book',
      code: 'U-CADUCADO-0001',
      said: "We can't use the voucher U-CADUCADO-0001. This voucher is outdated. You can book without it.",
    },
  ]) {
    test(`says why, as the voucher page does, and the visit is booked without it (${language})`, async ({
      page,
    }) => {
      await page.goto(`${path}?experience=1&voucher=${code}`);
      await expect(main(page).getByText(said)).toBeVisible();
      // Without the voucher the visit is paid: its price shows.
      await expect(main(page).getByText(language === 'es' ? 'Precio total' : 'Total price')).toBeVisible();
    });
  }
});
