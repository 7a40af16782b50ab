import { prerender } from 'react-dom/static';
import { Provider as JotaiProvider } from 'jotai';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider, NavigationProvider, type Language } from '@cepa/core';
import { backend, fetchThrough } from '@cepa/core/backend';
import type { PageProps } from '@cepa/core/page';
import { listHandlers, listPage } from '../fake';
import { listLoader } from '../load';
import PressPage from '../pages/press-page';
import VideosPage from '../pages/videos-page';

type ListPage = typeof PressPage;

/**
 * The page as the server renders it: its loader's results for the address, then the whole HTML (the
 * code that loads apart included, as the server's stream ends with it), with the providers the
 * stories give every slice.
 */
async function serverHtml(
  Page: ListPage,
  route: 'press' | 'videos',
  language: Language,
  query: string,
): Promise<string> {
  const page = listPage('solera', language, route);
  const loaded = await listLoader(route)({ page, query, client: undefined as never });
  const props: PageProps = { page, query, hash: '', loaded };
  const { prelude } = await prerender(
    <JotaiProvider>
      <I18nProvider language={language}>
        <NavigationProvider navigate={() => {}}>
          <Page {...props} />
        </NavigationProvider>
      </I18nProvider>
    </JotaiProvider>,
  );
  return new Response(prelude).text();
}

type Element = { attributes: Record<string, string>; inner: string };

/** The elements `tag` in server HTML (not nested in one another: selects, options, labels, links). */
function elements(html: string, tag: string): Element[] {
  const pattern = new RegExp(`<${tag}((?:\\s[^>]*)?)>([\\s\\S]*?)</${tag}>`, 'g');
  return Array.from(html.matchAll(pattern), ([, attributes = '', inner = '']) => ({
    attributes: Object.fromEntries(
      Array.from(attributes.matchAll(/([\w:-]+)(?:="([^"]*)")?/g), ([, name, value]) => [name!, value ?? '']),
    ),
    inner,
  }));
}

/** What `<noscript>` holds: the part of the page only a browser without JavaScript shows. */
const withoutJs = (html: string) =>
  elements(html, 'noscript')
    .map((element) => element.inner)
    .join('');

const text = (inner: string) => inner.replace(/<[^>]*>/g, '').trim();

/** The form's native select named `name`: its label's text, whether it is enabled, its choices and the chosen one. */
function nativeSelect(html: string, name: string) {
  const selects = elements(html, 'select').filter((select) => select.attributes.name === name);
  expect(selects, `one select named ${name}`).toHaveLength(1);
  const select = selects[0]!;
  const label = elements(html, 'label').find((element) => element.attributes.for === select.attributes.id);
  const options = elements(select.inner, 'option');
  return {
    label: label && text(label.inner),
    disabled: 'disabled' in select.attributes,
    options: options.map((option) => text(option.inner)),
    selected: options.filter((option) => 'selected' in option.attributes).map((o) => o.attributes.value),
  };
}

describe('a list page rendered on the server, for a visitor without JavaScript', () => {
  beforeAll(() => vi.stubGlobal('fetch', fetchThrough(listHandlers)));
  beforeEach(() => backend.reset());
  afterAll(() => vi.unstubAllGlobals());

  it('has its filters as a GET form to the same page: labelled native selects named like the query, the address’s filters chosen, and a submit button', async () => {
    const html = await serverHtml(PressPage, 'press', 'es', '?year=2024&p=2');
    const forms = elements(html, 'form');
    expect(forms).toHaveLength(1);
    expect(forms[0]!.attributes).toMatchObject({ method: 'get', role: 'search', 'aria-label': 'Filtros' });
    expect(forms[0]!.attributes).not.toHaveProperty('action');

    // Only in <noscript>: with JavaScript the page shows the same selects as always, and nothing more.
    const form = withoutJs(forms[0]!.inner);
    expect(nativeSelect(form, 'year')).toMatchObject({
      label: 'Año',
      disabled: false,
      options: ['Todos los años', '2025', '2024', '2023', '2022'],
      selected: ['2024'],
    });
    expect(nativeSelect(form, 'category')).toMatchObject({
      label: 'Categoría',
      options: ['Todas las categorías', 'Premios', 'Entrevistas', 'Críticas'],
      // "Any" is the empty value, which the address reading drops.
      selected: [''],
    });
    expect(nativeSelect(form, 'locale')).toMatchObject({ label: 'Idioma del artículo', selected: [''] });
    expect(elements(form, 'button')).toEqual([
      expect.objectContaining({ attributes: expect.objectContaining({ type: 'submit' }), inner: 'Filtrar' }),
    ]);
    // The Radix selects' own hidden selects carry no name: one field per query parameter.
    expect(html.match(/name="year"/g)).toHaveLength(1);
    // The filtered page itself is in the HTML.
    expect(html).toContain('11 artículos · Página 2 de 3');
  });

  it('resets with a link to the page without filters, shown only when there are filters', async () => {
    const filtered = withoutJs(await serverHtml(PressPage, 'press', 'es', '?year=2024&category=awards'));
    const links = elements(filtered, 'a');
    expect(links).toHaveLength(1);
    expect(links[0]!.attributes.href).toBe('/es/prensa');
    expect(text(links[0]!.inner)).toBe('Quitar filtros');

    const unfiltered = withoutJs(await serverHtml(PressPage, 'press', 'es', '?p=3'));
    expect(elements(unfiltered, 'a')).toEqual([]);
    expect(nativeSelect(unfiltered, 'year').selected).toEqual(['']);
  });

  it('offers the videos’ subcategories of the chosen category only, and none before one is chosen', async () => {
    const chosen = withoutJs(await serverHtml(VideosPage, 'videos', 'en', '?cat_id=32&subcat_id=322'));
    expect(nativeSelect(chosen, 'cat_id')).toMatchObject({
      label: 'Category',
      options: ['All categories', 'Winery', 'Vineyard'],
      selected: ['32'],
    });
    expect(nativeSelect(chosen, 'subcat_id')).toMatchObject({
      label: 'Subcategory',
      disabled: false,
      options: ['All subcategories', 'Pruning', 'Harvest', 'Soils'],
      selected: ['322'],
    });
    expect(elements(chosen, 'a')[0]?.attributes.href).toBe('/en/videos');

    const none = withoutJs(await serverHtml(VideosPage, 'videos', 'en', ''));
    // A disabled select is not sent: the form asks for a category first, as the page with JavaScript does.
    expect(nativeSelect(none, 'subcat_id')).toMatchObject({ disabled: true, options: ['All subcategories'] });
  });
});
