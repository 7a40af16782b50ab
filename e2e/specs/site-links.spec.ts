// @slices layout, content
import type { Page } from '@playwright/test';
import { brandURL, expect, openMainMenuOnPhone, test } from './support.ts';

/**
 * Every page of the site is reached by links from the home page (#34): the press, the R&D projects and
 * the virtual experiences from the footer's sections, the experience request form from the experiences
 * page's call to ask for a tailor-made visit (on a phone, the experiences page through the mobile menu).
 */
const sites = [
  {
    brand: 'solera',
    language: 'es',
    footer: [
      ['Conócenos', 'Prensa', /\/es\/prensa$/, 'Prensa'],
      ['Conócenos', 'Proyectos de I+D+i', /\/es\/proyectos$/, 'Proyectos de I+D+i'],
      ['Conócenos', 'Experiencias virtuales', /\/es\/videos$/, 'Experiencias virtuales'],
    ],
    menu: 'Menú',
    navigation: 'Principal',
    experiences: 'Experiencias',
    call: 'Solicita una experiencia a medida',
    request: [/\/es\/solicitar-experiencia$/, 'Solicita una experiencia', 'Enviar solicitud'],
  },
  {
    brand: 'brava',
    language: 'en',
    footer: [
      ['About us', 'Press', /\/en\/press$/, 'Press'],
      ['About us', 'R&D projects', /\/en\/projects$/, 'R&D projects'],
      ['About us', 'Virtual experiences', /\/en\/videos$/, 'Virtual experiences'],
    ],
    menu: 'Menu',
    navigation: 'Main',
    experiences: 'Experiences',
    call: 'Request a tailor-made experience',
    request: [/\/en\/experience-request$/, 'Request an experience', 'Send request'],
  },
] as const;

const mainHeading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });

for (const site of sites) {
  test.describe(`${site.brand}, ${site.language}: every page is linked from the home page`, () => {
    const home = `${brandURL(site.brand)}/${site.language}/`;
    test.beforeEach(async ({ context }) => {
      await context.addCookies([{ name: 'age_verified', value: 'yes', url: brandURL(site.brand) }]);
    });

    test('the press, the projects and the videos, from the footer’s sections', async ({ page }) => {
      for (const [section, link, address, heading] of site.footer) {
        await test.step(`${section} › ${link}`, async () => {
          await page.goto(home);
          await page
            .getByRole('contentinfo')
            .getByRole('navigation', { name: section })
            .getByRole('link', { name: link, exact: true })
            .click();
          await expect(page).toHaveURL(address);
          await expect(mainHeading(page, heading)).toBeVisible();
        });
      }
    });

    test('the experience request form, from the experiences page’s call for a tailor-made visit', async ({
      page,
      isMobile,
    }) => {
      const [address, heading, submit] = site.request;
      await page.goto(home);
      await test.step(`${site.experiences}, from the header (the mobile menu on a phone)`, async () => {
        await openMainMenuOnPhone(page, isMobile, site.menu);
        await page
          .getByRole('navigation', { name: site.navigation })
          .getByRole('link', { name: site.experiences, exact: true })
          .click();
        await expect(mainHeading(page, site.experiences)).toBeVisible();
      });
      await test.step(site.call, async () => {
        await page.getByRole('main').getByRole('link', { name: site.call }).click();
        await expect(page).toHaveURL(address);
        await expect(mainHeading(page, heading)).toBeVisible();
        await expect(page.getByRole('button', { name: submit })).toBeVisible();
      });
    });
  });
}
