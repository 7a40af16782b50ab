// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { createStore, Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { I18nProvider, renderedMemberAtom, sessionCallsHeldAtom } from '@cepa/core';
import { layoutPage } from '../fake/page-fixtures';
import { Header, type HeaderProps } from './header';

/**
 * The navigation's links the header marks as the page shown, as the server renders it: the row's, and the
 * drawer's column (in the page's HTML, closed, so that its button opens it before the page's code).
 */
function currentLinks(props: HeaderProps): { row: string[]; drawer: string[] } {
  // Rendered for a guest, the session's calls held: the header asks the backend nothing.
  const store = createStore();
  store.set(renderedMemberAtom, null);
  store.set(sessionCallsHeldAtom, true);
  const html = renderToString(
    <Provider store={store}>
      <I18nProvider language={props.page.language}>
        <Header {...props} />
      </I18nProvider>
    </Provider>,
  );
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  const current = (selector: string) =>
    [...doc.querySelectorAll(`${selector} nav a[aria-current]`)].map(
      (link) => `${link.textContent} ${link.getAttribute('aria-current')}`,
    );
  return { row: current('header'), drawer: current('dialog') };
}

describe('the header’s current page: only the link to the page shown is current', () => {
  // Each navigation is drawn twice, the row and the drawer's column: both mark the same link.
  it.each([
    ['the home page', { page: layoutPage() }, ['Inicio page']],
    ['a section’s page', { page: layoutPage({ path: '/es/tienda' }) }, ['Tienda page']],
    ['an English section’s page', { page: layoutPage({ language: 'en', path: '/en/shop' }) }, ['Shop page']],
    ['a page no link leads to', { page: layoutPage({ path: '/es/tienda/solera-reserva-2016' }) }, []],
    ['the login page, in the home page’s frame', { page: layoutPage(), currentPath: null }, []],
    [
      'a section named as the page shown',
      { page: layoutPage(), currentPath: '/es/contacto' },
      ['Contacto page'],
    ],
  ] satisfies [string, HeaderProps, string[]][])('on %s', (_, props, expected) => {
    expect(currentLinks(props)).toEqual({ row: expected, drawer: expected });
  });
});
