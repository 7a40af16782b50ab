import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageContentSchema, withSitePaths, type PageContent } from './page-content';

const page = (footer: Partial<PageContent['layout']['footer']>): PageContent =>
  pageContentSchema.parse({
    id: 1,
    page_type: 'home',
    path: '/es/',
    language: 'es',
    brand: 'solera',
    title: 'Casa Solera',
    meta_description: 'Casa Solera',
    alternates: [{ language: 'en', path: '/en/' }],
    layout: {
      brand_name: 'Casa Solera',
      navigation: [{ label: 'Inicio', path: '/es/' }],
      footer: { text_html: '', logos: [], ...footer },
      banner: null,
      age_gate: false,
      login_path: '/login',
      basket_path: '/es/cesta',
      experiences_path: '/es/experiencias',
    },
    blocks: [],
    data: {},
  });

afterEach(() => vi.restoreAllMocks());

describe('the footer’s sections of links (Cepa’s own)', () => {
  it('are optional: a content system that sends none is still in contract', () => {
    expect(page({}).layout.footer.sections).toBeUndefined();
  });

  it('keep every link of this site, in order, and drop (and report) one that leaves it', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    const checked = withSitePaths(
      page({
        sections: [
          {
            title: 'Conócenos',
            links: [
              { label: 'Prensa', path: '/es/prensa' },
              { label: 'Trampa', path: 'javascript:alert(1)' },
              { label: 'Fuera', path: 'https://evil.example/' },
              { label: 'Experiencias virtuales', path: '/es/videos' },
            ],
          },
        ],
      }),
    );
    expect(checked.layout.footer.sections).toEqual([
      {
        title: 'Conócenos',
        links: [
          { label: 'Prensa', path: '/es/prensa' },
          { label: 'Experiencias virtuales', path: '/es/videos' },
        ],
      },
    ]);
    expect(report).toHaveBeenCalledOnce();
    expect(String(report.mock.calls[0])).toMatch(
      /a path that leaves the site: contract error on GET \/api\/pages\//,
    );
  });
});
