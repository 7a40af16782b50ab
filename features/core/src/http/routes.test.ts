import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { defineRoutes, routeName, routeUrl } from './routes';
import { send } from './send';

const routes = defineRoutes({
  experience: { method: 'get', path: '/experience/:id' },
  intent: { method: 'post', path: '/booking_intent/' },
});

afterEach(() => vi.unstubAllGlobals());

describe('routes', () => {
  it('name an endpoint the way errors and fault switches do', () => {
    expect(routeName(routes.experience)).toBe('GET /api/experience/:id');
    expect(routeName(routes.intent)).toBe('POST /api/booking_intent/');
  });

  it('fill in path parameters, encoded', () => {
    expect(routeUrl(routes.experience, { id: 7 })).toBe('/experience/7');
    expect(routeUrl(routes.experience, { id: 'a/b' })).toBe('/experience/a%2Fb');
    expect(() => routeUrl(routes.experience)).toThrow(
      'GET /api/experience/:id needs the path parameter "id"',
    );
  });
});

describe('send', () => {
  it('calls the route with its method, path, query and body, and parses the answer', async () => {
    const fetch = vi.fn(async () => Response.json({ id: 7 }));
    vi.stubGlobal('fetch', fetch);
    await expect(send(routes.intent, z.object({ id: z.number() }), { body: { a: 1 } })).resolves.toEqual({
      id: 7,
    });
    await send(routes.experience, z.object({ id: z.number() }), {
      params: { id: 7 },
      query: { language: 'es' },
    });
    const calls = fetch.mock.calls as unknown as [string, RequestInit][];
    expect(calls[0]?.[0]).toBe('/api/booking_intent/');
    expect(calls[0]?.[1]).toMatchObject({ method: 'POST', body: '{"a":1}' });
    expect(calls[1]?.[0]).toBe('/api/experience/7?language=es');
    expect(calls[1]?.[1]).toMatchObject({ method: 'GET' });
  });

  it('names the route in a contract error', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ id: 'seven' }));
    const error = await send(routes.experience, z.object({ id: z.number() }), { params: { id: 7 } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toMatch(/^contract error on GET \/api\/experience\/:id/);
  });
});
