import { getResponse, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { defineRoutes } from '../http/routes';
import { createBackendKit } from './backend';
import { callNames, handlersOf, languageOf } from './calls';

const routes = defineRoutes({
  list: { method: 'get', path: '/things/' },
  one: { method: 'get', path: '/things/:id/' },
});

describe("a slice's calls", () => {
  const kit = createBackendKit();
  const calls = {
    things: kit.call(routes.list, () => HttpResponse.json(['list'])),
    thing: kit.call(routes.one, () => HttpResponse.json('one')),
  };

  it('are named by their route under the key a test switches faults with', () => {
    expect(callNames(calls)).toEqual({ things: 'GET /api/things/', thing: 'GET /api/things/:id/' });
  });

  it('are served in the order given, each honouring the faults switched on by its name', async () => {
    const handlers = handlersOf(calls);
    expect(handlers).toEqual([calls.things.handler, calls.thing.handler]);
    kit.faults.set(callNames(calls).thing, { status: 503 });
    const ask = (path: string) => getResponse(handlers, new Request(`http://localhost${path}`));
    expect((await ask('/api/things/'))?.status).toBe(200);
    expect((await ask('/api/things/7/'))?.status).toBe(503);
  });
});

describe('languageOf', () => {
  it.each([
    ['es', 'es'],
    ['en', 'en'],
    [null, 'es'],
    ['', 'es'],
    ['fr', 'es'],
    ['EN', 'es'],
  ])('reads %j as %s', (value, language) => {
    expect(languageOf(value)).toBe(language);
  });
});
