import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend, fetchThrough } from '@cepa/core/backend';
import { languages } from '@cepa/core/config';
import { pageContentSchema, type PageContent } from '@cepa/core/page';
import { layoutFor, pageFixtures } from '@cepa/content/fake';
import { layoutPage } from '@cepa/layout/fake';
import { handlers } from './handlers';

beforeEach(() => {
  backend.reset();
  vi.stubGlobal('fetch', fetchThrough(handlers));
});
afterEach(() => vi.unstubAllGlobals());

async function pageAt(page: Pick<PageContent, 'brand' | 'language'>, path: string) {
  const query = new URLSearchParams({ path, language: page.language, brand: page.brand });
  return fetch(`/api/pages/?${query}`);
}

describe('the embedded content system, composed from every slice', () => {
  it('answers every navigation and footer link and language alternate of every page (the shop’s included)', async () => {
    const checked = new Set<string>();
    for (const page of pageFixtures) {
      const links = [
        ...[...page.layout.navigation, ...(page.layout.footer.sections ?? []).flatMap((s) => s.links)].map(
          (n) => ({ language: page.language, path: n.path }),
        ),
        ...page.alternates,
        { language: page.language, path: page.layout.basket_path },
      ];
      for (const link of links) {
        const key = `${page.brand} ${link.language} ${link.path}`;
        if (checked.has(key)) continue;
        checked.add(key);
        const response = await pageAt({ brand: page.brand, language: link.language }, link.path);
        // The club's pages answer only to a member (403, SPEC §2); everything else is a page.
        expect([200, 403], key).toContain(response.status);
        if (response.status === 200)
          expect(pageContentSchema.parse(await response.json()).path).toBe(link.path);
      }
    }
    expect(checked.size).toBeGreaterThan(20);
  });

  // The layout slice cannot import the content slice: its story fixture copies the sections, and this keeps
  // the header's stories showing only the sections the site has.
  it.each([
    ['solera', 'es'],
    ['solera', 'en'],
    ['brava', 'es'],
    ['brava', 'en'],
  ] as const)('gives the layout stories the navigation of the site (%s, %s)', (brand, language) => {
    expect(layoutPage({ brand, language }).layout.navigation).toEqual(layoutFor(brand, language).navigation);
  });

  it('serves the shop’s catalogue in both brands and languages, with its alternate', async () => {
    for (const [brand, language, path, other] of [
      ['solera', 'es', '/es/tienda', '/en/shop'],
      ['brava', 'en', '/en/shop', '/es/tienda'],
    ] as const) {
      const page = pageContentSchema.parse(await (await pageAt({ brand, language }, path)).json());
      expect(page).toMatchObject({ page_type: 'catalogue', brand, language });
      // Its other languages (and the pseudo-language's page where the tests have it, languages.test.ts).
      expect(page.alternates).toContainEqual({ language: language === 'es' ? 'en' : 'es', path: other });
      expect(page.alternates.map((alternate) => alternate.language)).toEqual(
        languages.filter((other) => other !== language),
      );
      expect(page.layout.navigation.map((n) => n.path)).toContain(path);
    }
  });
});
