import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  brandIds,
  languages,
  pageContentSchema,
  pathIn,
  pseudoLanguage,
  pseudoPathOf,
  type Language,
  type PageContent,
} from '@cepa/core';
import { backend, members, openSession } from '@cepa/core/backend';
import { blockSchema, blockTypes } from '../blocks/components/schema';
import { findPage } from '../blocks/fake';
import { contentHandlers, handlers, layoutFor, pageFixtures, routes } from './index';

const send = (query: string, init?: RequestInit) =>
  getResponse(handlers, new Request(`http://127.0.0.1/api/pages/?${query}`, init));

describe('page fixtures', () => {
  it('cover both brands, both languages and every route', () => {
    // The club's pages come from the club slice's source.
    expect(pageFixtures).toHaveLength(2 * languages.length * (Object.keys(routes).length - 1));
  });

  it.each(pageFixtures.map((page) => [`${page.brand} ${page.path}`, page] as const))(
    '%s follows the page-content contract and the block schema',
    (_, page) => {
      expect(pageContentSchema.parse(page)).toEqual(page);
      for (const block of page.blocks) expect(blockSchema.safeParse(block).success).toBe(true);
    },
  );

  it('use every block type on the home pages', () => {
    for (const page of pageFixtures.filter((p) => p.page_type === 'home')) {
      expect(new Set(page.blocks.map((b) => (b as { type: string }).type))).toEqual(new Set(blockTypes));
    }
  });

  it('have symmetric alternates that point at existing pages', () => {
    for (const page of pageFixtures) {
      expect(page.alternates).toHaveLength(languages.length - 1);
      for (const alternate of page.alternates) {
        const other = pageFixtures.find(
          (p) => p.brand === page.brand && p.language === alternate.language && p.path === alternate.path,
        );
        expect(other, `${page.brand} ${page.path} -> ${alternate.path}`).toBeDefined();
        expect(other!.alternates).toContainEqual({ language: page.language, path: page.path });
        expect(other!.page_type).toBe(page.page_type);
      }
    }
  });

  it('differ by brand (every navigation link answers: site/backend/handlers.test.ts)', () => {
    const home = (brand: string) => pageFixtures.find((p) => p.brand === brand && p.path === '/es/')!;
    expect(home('solera').layout).toMatchObject({
      brand_name: 'Casa Solera',
      age_gate: false,
      banner: { active: true, endpoint: 'funding_banner' },
    });
    expect(home('brava').layout).toMatchObject({ brand_name: 'Isla Brava', age_gate: true, banner: null });
  });

  /** The paths a page links to: the header's navigation, the footer's sections, its blocks' links. */
  const linksOf = (page: PageContent) => {
    const blocks = JSON.stringify(page.blocks);
    return [
      ...page.layout.navigation.map((link) => link.path),
      ...(page.layout.footer.sections ?? []).flatMap((section) => section.links.map((link) => link.path)),
      ...[...blocks.matchAll(/href=\\"([^"\\]+)\\"/g)].map((match) => match[1]!),
      ...[...blocks.matchAll(/"(?:path|booking_path)":"([^"]+)"/g)].map((match) => match[1]!),
    ].map((path) => path.split('?')[0]!);
  };

  // A page no link leads to is found only by typing its address (#34). The confirmation is the end of a
  // booking, reached by booking.
  it.each(brandIds.flatMap((brand) => languages.map((language) => [brand, language] as const)))(
    'lead from the home page to every page by links (%s, %s)',
    (brand, language) => {
      const reached = new Set<string>();
      const queue: string[] = [pathIn(routes.home, language)];
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        if (reached.has(path)) continue;
        reached.add(path);
        const page = findPage(brand, language, path, pageFixtures);
        if (page) queue.push(...linksOf(page));
      }
      const unreached = Object.entries(routes)
        .filter(([name]) => name !== 'confirmation')
        .map(([, path]) => pathIn(path, language))
        .filter((path) => !reached.has(path));
      expect(unreached).toEqual([]);
    },
  );

  it('never point an image at an outside address', () => {
    const json = JSON.stringify(pageFixtures);
    expect(json).not.toMatch(/(?:src|image_url|poster_url)":"(?!data:)/);
    expect(json).not.toMatch(/https?:\/\//);
  });
});

describe('GET /api/pages/', () => {
  it('answers a page in both languages and brands', async () => {
    const response = (await send('path=%2Fen%2Fthe-winery&language=en&brand=brava'))!;
    expect(response.status).toBe(200);
    const page = pageContentSchema.parse(await response.json());
    expect(page).toMatchObject({ brand: 'brava', language: 'en', page_type: 'content', title: 'The estate' });
    expect(page.alternates).toEqual([
      { language: 'es', path: '/es/la-bodega' },
      { language: pseudoLanguage, path: pseudoPathOf('/en/the-winery') },
    ]);
  });

  it('finds the home page with or without its trailing slash', async () => {
    for (const path of ['/es/', '/es']) {
      const response = (await send(`path=${encodeURIComponent(path)}&language=es&brand=solera`))!;
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ page_type: 'home', path: '/es/' });
    }
  });

  it('answers 404 for an unknown path or a path in the other language', async () => {
    for (const query of [
      'path=%2Fes%2Fnada&language=es&brand=solera',
      'path=%2Fen%2Fthe-winery&language=es&brand=solera',
    ]) {
      const response = (await send(query))!;
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Not found' });
    }
  });

  it.each([
    ['no path', 'language=es&brand=solera'],
    ['no language', 'path=%2Fes%2F&brand=solera'],
    ['an unknown language', 'path=%2Fes%2F&language=fr&brand=solera'],
    ['no brand', 'path=%2Fes%2F&language=es'],
    ['an unknown brand', 'path=%2Fes%2F&language=es&brand=other'],
  ])('answers 400 with %s', async (_, query) => {
    expect((await send(query))!.status).toBe(400);
  });

  it('answers 403 CLUB_NO_AUTHENTICATED_MEMBER for a club page without a session, 200 with one', async () => {
    // A club page as the club slice's source gives it, in the content system's frame.
    const clubSource = (brand: 'solera' | 'brava', language: Language) => [
      {
        ...pageFixtures.find((p) => p.brand === brand && p.language === language && p.page_type === 'home')!,
        id: 999,
        page_type: 'club_my_club',
        path: pathIn(routes.club, language),
        title: 'Mi club',
        layout: layoutFor(brand, language),
      },
    ];
    const withClub = contentHandlers([clubSource]);
    const sendWithClub = (query: string, init?: RequestInit) =>
      getResponse(withClub, new Request(`http://127.0.0.1/api/pages/?${query}`, init));
    const query = 'path=%2Fes%2Fclub%2Fmi-club&language=es&brand=solera';
    const denied = (await sendWithClub(query))!;
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ detail: 'CLUB_NO_AUTHENTICATED_MEMBER' });

    const token = openSession(members[0]!);
    const allowed = (await sendWithClub(query, { headers: { cookie: `cepa_session=${token}` } }))!;
    expect(allowed.status).toBe(200);
    expect(await allowed.json()).toMatchObject({ page_type: 'club_my_club', title: 'Mi club' });
    backend.reset();
  });

  it('honours faults switched on by name', async () => {
    backend.faults.set('GET /api/pages/', { status: 500, times: 1 });
    expect((await send('path=%2Fes%2F&language=es&brand=solera'))!.status).toBe(500);
    expect((await send('path=%2Fes%2F&language=es&brand=solera'))!.status).toBe(200);
  });
});
