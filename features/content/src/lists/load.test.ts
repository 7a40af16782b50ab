// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend, fetchThrough } from '@cepa/core/backend';
import { listHandlers, listPage, pressArticles } from './fake';
import { loadList, listRequest } from './load';

describe('loadList', () => {
  beforeEach(() => {
    backend.reset();
    vi.stubGlobal('fetch', fetchThrough(listHandlers));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('hands the screen the results’ HTML sanitised (the screen renders it as it is)', async () => {
    // The embedded press list's first article carries a script (as a careless editor's HTML might).
    const withScript = pressArticles.find((a) => a.html.es.includes('<script'))!;
    const pages = [1, 2, 3].map((p) =>
      loadList(listRequest('press', listPage('solera', 'es', 'press'), `?p=${p}`)),
    );
    const items = (await Promise.all(pages)).flatMap((answer) =>
      answer.state === 'hasData' ? answer.data.items : [],
    );
    const item = items.find(({ id }) => id === withScript.id);
    expect(item?.html).toBe(withScript.html.es.replace(/<script>.*<\/script>/, ''));
    for (const { html } of items) expect(html).not.toContain('<script');
  });
});
