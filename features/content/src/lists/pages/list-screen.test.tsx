// @vitest-environment jsdom
import { act } from 'react';
import { prerender } from 'react-dom/static';
import { hydrateRoot } from 'react-dom/client';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider, NavigationProvider } from '@cepa/core';
import { backend, fetchThrough } from '@cepa/core/backend';
import type { PageProps } from '@cepa/core/page';
import { reactInJsdom } from '@cepa/core/testing';
import { listCalls, listHandlers, listPage } from '../fake';
import { listLoader } from '../load';
import PressPage from './press-page';

const kept = reactInJsdom();

const page = listPage('solera', 'es', 'press');
const query = '?year=2024';

function Shown(props: PageProps) {
  return (
    <JotaiProvider store={createStore()}>
      <I18nProvider language="es">
        <NavigationProvider navigate={() => {}}>
          <PressPage {...props} />
        </NavigationProvider>
      </I18nProvider>
    </JotaiProvider>
  );
}

/** The page as a visit gets it: the loader's answer rendered on the server, then hydrated in the page. */
async function visit() {
  const loaded = await listLoader('press')({ page, query, client: undefined as never });
  const props: PageProps = { page, query, hash: '', loaded };
  const { prelude } = await prerender(<Shown {...props} />);
  document.body.innerHTML = `<div id="root">${await new Response(prelude).text()}</div>`;
  const asked = vi.fn(fetchThrough(listHandlers));
  vi.stubGlobal('fetch', asked);
  await act(async () => {
    kept.root = hydrateRoot(document.getElementById('root')!, <Shown {...props} />);
  });
  return asked;
}

const status = () => document.querySelector('p[role="status"]')!.textContent;

describe('a list page hydrating with the server’s answer', () => {
  beforeEach(() => {
    backend.reset();
    vi.stubGlobal('fetch', fetchThrough(listHandlers));
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the server’s results and asks nothing', async () => {
    const asked = await visit();
    expect(status()).toBe('11 artículos · Página 1 de 3');
    expect(asked).not.toHaveBeenCalled();
  });

  it('shows the server’s failure, asks nothing until a retry, then shows the results', async () => {
    backend.faults.set(listCalls.pressArticles, { network: true, times: 1 });
    const asked = await visit();
    const alert = document.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('No hay conexión con el servidor');
    expect(asked).not.toHaveBeenCalled();
    await act(async () => alert.querySelector('button')!.click());
    await vi.waitFor(() => expect(status()).toBe('11 artículos · Página 1 de 3'));
    expect(asked).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });
});
