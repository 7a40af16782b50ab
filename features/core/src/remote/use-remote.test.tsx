// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { createStore, Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { reactInJsdom } from '../testing';
import { remoteAtom } from './remote';
import { useRemote } from './use-remote';
import type { Settled } from './remote';

const kept = reactInJsdom();

function Shown({
  remote,
  query,
  seed,
  afresh,
}: {
  remote: ReturnType<typeof words>['remote'];
  query: string;
  seed?: Settled<string>;
  afresh?: boolean;
}) {
  const [value, retry, asking] = useRemote(remote, query, { seed, afresh });
  return (
    <p data-asking={asking}>
      {value.state === 'hasData' ? value.data : value.state}
      <button type="button" onClick={retry}>
        again
      </button>
    </p>
  );
}

function words() {
  const asked: { query: string; resolve: (text: string) => void }[] = [];
  const remote = remoteAtom(
    (query: string) => new Promise<string>((resolve) => asked.push({ query, resolve })),
  );
  return { asked, remote };
}

/** Renders on the server with a fresh store, then hydrates in the page with another, as a visit does. */
async function visit(element: (remote: ReturnType<typeof words>['remote']) => React.ReactElement) {
  const { asked, remote } = words();
  const html = renderToString(<Provider store={createStore()}>{element(remote)}</Provider>);
  document.body.innerHTML = `<div id="root">${html}</div>`;
  await act(async () => {
    kept.root = hydrateRoot(
      document.getElementById('root')!,
      <Provider store={createStore()}>{element(remote)}</Provider>,
    );
  });
  return { asked, html, text: () => document.querySelector('p')!.firstChild!.textContent };
}

describe('useRemote', () => {
  it('renders the seed on the server and as it hydrates, and asks nothing until a retry', async () => {
    const seed = { state: 'hasData', data: 'Prensa 2025' } as const;
    const page = await visit((remote) => <Shown remote={remote} query="press" seed={seed} />);
    expect(page.html).toContain('Prensa 2025');
    expect(page.text()).toBe('Prensa 2025');
    expect(page.asked).toHaveLength(0);
    await act(async () => document.querySelector('button')!.click());
    expect(page.asked.map((a) => a.query)).toEqual(['press']);
    expect(page.text()).toBe('loading');
    await act(async () => page.asked[0]!.resolve('Prensa 2026'));
    expect(page.text()).toBe('Prensa 2026');
  });

  it('without a seed renders loading on the server, asks once the page is on screen, and says it is asking', async () => {
    const page = await visit((remote) => <Shown remote={remote} query="press" />);
    expect(page.html).toContain('loading');
    expect(page.asked.map((a) => a.query)).toEqual(['press']);
    expect(document.querySelector('p')!.dataset['asking']).toBe('true');
    await act(async () => page.asked[0]!.resolve('Prensa'));
    expect(page.text()).toBe('Prensa');
    expect(document.querySelector('p')!.dataset['asking']).toBe('false');
  });

  it('afresh, shows loading while other parameters are asked, never the last answer', async () => {
    const { asked, remote } = words();
    const store = createStore();
    document.body.innerHTML = '<div id="root"></div>';
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(document.getElementById('root')!);
    kept.root = root;
    const show = (query: string) =>
      act(async () =>
        root.render(
          <Provider store={store}>
            <Shown remote={remote} query={query} afresh />
          </Provider>,
        ),
      );
    await show('es');
    await act(async () => asked[0]!.resolve('Prensa'));
    expect(document.querySelector('p')!.firstChild!.textContent).toBe('Prensa');
    await show('en');
    expect(document.querySelector('p')!.firstChild!.textContent).toBe('loading');
    await act(async () => asked[1]!.resolve('Press'));
    expect(document.querySelector('p')!.firstChild!.textContent).toBe('Press');
  });
});
