import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { tooManyAttemptsOf } from './too-many-attempts';
import { createClient, request, unansweredHeader } from './client';

const schema = z.object({ status: z.literal('ok') });

function stubFetch(impl: (url: string, init?: RequestInit) => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(impl));
}

afterEach(() => vi.unstubAllGlobals());

describe('request', () => {
  it('returns the parsed body', async () => {
    stubFetch(async () => Response.json({ status: 'ok' }));
    const client = createClient('http://127.0.0.1/api');
    await expect(
      request('POST /api/newsletter/', () => client.url('/newsletter/').post({}).json(), schema),
    ).resolves.toEqual({
      status: 'ok',
    });
  });

  it('turns a mismatching body into a contract error naming the endpoint', async () => {
    stubFetch(async () => Response.json({ status: 42 }));
    const client = createClient('http://127.0.0.1/api');
    const error = await request(
      'POST /api/newsletter/',
      () => client.url('/newsletter/').post({}).json(),
      schema,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'contract', endpoint: 'POST /api/newsletter/' });
    expect((error as Error).message).toMatch(/contract error on POST \/api\/newsletter\/: status/);
  });

  it('turns an error status into an http error with its detail', async () => {
    stubFetch(async () => Response.json({ detail: 'CLUB_NO_AUTHENTICATED_MEMBER' }, { status: 403 }));
    const client = createClient('http://127.0.0.1/api');
    const error = await request('GET /api/pages/', () => client.url('/pages/').get().json(), schema).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ kind: 'http', status: 403, detail: 'CLUB_NO_AUTHENTICATED_MEMBER' });
  });

  it('reads how long a refusal for calling too often asks to wait (429, Retry-After)', async () => {
    stubFetch(async () =>
      Response.json({ detail: 'TOO_MANY_REQUESTS' }, { status: 429, headers: { 'Retry-After': '75' } }),
    );
    const client = createClient('http://127.0.0.1/api');
    const error = await request('POST x', () => client.url('/x').post({}).json(), schema).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ kind: 'http', status: 429, retryAfter: '75' });
    expect(tooManyAttemptsOf(error)).toBe(75);
    expect(tooManyAttemptsOf(new ApiError('http', 'x', { status: 429 }))).toBe(60);
    // A date, or nonsense, is read as not saying.
    expect(
      tooManyAttemptsOf(
        new ApiError('http', 'x', { status: 429, retryAfter: 'Wed, 21 Oct 2026 07:28:00 GMT' }),
      ),
    ).toBe(60);
    expect(tooManyAttemptsOf(new ApiError('http', 'x', { status: 503 }))).toBeNull();
  });

  it('reads a plain-text error body as its detail', async () => {
    stubFetch(async () => new Response('VOUCHER_EXPIRED', { status: 400 }));
    const client = createClient('http://127.0.0.1/api');
    const error = await request('POST x', () => client.url('/x').post({}).json(), schema).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      detail: 'VOUCHER_EXPIRED',
      body: 'VOUCHER_EXPIRED',
    });
  });

  it('turns no response into a network error', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const client = createClient('http://127.0.0.1/api');
    const error = await request('GET /api/pages/', () => client.url('/pages/').get().json(), schema).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ kind: 'network', status: undefined });
  });

  it("reads the site proxy's own 502 and 504, the backend's silence, as no response", async () => {
    for (const status of [502, 504]) {
      stubFetch(async () =>
        Response.json(
          { detail: 'The backend did not answer in time.' },
          { status, headers: { [unansweredHeader]: '1' } },
        ),
      );
      const client = createClient('http://127.0.0.1/api');
      const error = await request('GET /x', () => client.url('/x').get().json(), schema).catch(
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ kind: 'network', status: undefined });
    }
    // The backend's own 502 (no mark) is its answer.
    stubFetch(async () => Response.json({ detail: 'Bad gateway' }, { status: 502 }));
    const client = createClient('http://127.0.0.1/api');
    const error = await request('GET /x', () => client.url('/x').get().json(), schema).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ kind: 'http', status: 502 });
  });
});
