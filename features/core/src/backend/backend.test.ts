import { HttpResponse, getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { controlHeader, createBackendKit } from './backend';

function setup() {
  const kit = createBackendKit();
  const counter = kit.store(() => ({ count: 0 }));
  const inc = kit.call({ method: 'post', path: '/counter/' }, () => {
    counter.set({ count: counter.get().count + 1 });
    return HttpResponse.json(counter.get());
  });
  const handlers = [...kit.control, inc.handler];
  const send = (path: string, init?: RequestInit) =>
    getResponse(handlers, new Request(`http://127.0.0.1${path}`, init));
  /** A control call as Playwright sends it: the control header, a JSON body. */
  const control = (path: string, method: string, body?: unknown) =>
    send(path, {
      method,
      headers: { [controlHeader]: '1', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { kit, inc, send, control };
}

describe('embedded backend kit', () => {
  it('keeps state between calls and restores fixtures on reset', async () => {
    const { send, control } = setup();
    await send('/api/counter/', { method: 'POST' });
    expect(await (await send('/api/counter/', { method: 'POST' }))!.json()).toEqual({ count: 2 });
    await control('/api/__backend/reset', 'POST', {});
    expect(await (await send('/api/counter/', { method: 'POST' }))!.json()).toEqual({ count: 1 });
  });

  it('answers with a switched-on error status and body, for the given number of times', async () => {
    const { kit, inc, send } = setup();
    kit.faults.set(inc.name, { status: 409, body: { detail: 'conflict' }, times: 1 });
    const failed = (await send('/api/counter/', { method: 'POST' }))!;
    expect(failed.status).toBe(409);
    expect(await failed.json()).toEqual({ detail: 'conflict' });
    expect((await send('/api/counter/', { method: 'POST' }))!.status).toBe(200);
  });

  it('drops the connection, and takes faults over HTTP from the control calls', async () => {
    const { send, control } = setup();
    await control('/api/__backend/faults', 'POST', { call: 'POST /api/counter/', fault: { network: true } });
    expect((await send('/api/counter/', { method: 'POST' }))!.type).toBe('error');
    await control('/api/__backend/faults', 'DELETE');
    expect((await send('/api/counter/', { method: 'POST' }))!.status).toBe(200);
  });

  it('refuses control calls a page on another site could send (a form post, no control header)', async () => {
    const { send } = setup();
    await send('/api/counter/', { method: 'POST' });
    const form = await send('/api/__backend/reset', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(form!.status).toBe(403);
    const headerOnly = await send('/api/__backend/faults', {
      method: 'POST',
      headers: { [controlHeader]: '1', 'content-type': 'text/plain' },
      body: JSON.stringify({ call: 'POST /api/counter/', fault: { status: 500 } }),
    });
    expect(headerOnly!.status).toBe(403);
    expect((await send('/api/__backend/faults', { method: 'DELETE' }))!.status).toBe(403);
    // Nothing was reset or broken.
    expect(await (await send('/api/counter/', { method: 'POST' }))!.json()).toEqual({ count: 2 });
  });

  it('keeps a scoped fault to the requests of its scope', async () => {
    const { kit, inc, send } = setup();
    kit.faults.set(inc.name, { status: 500 }, 'test-a');
    expect((await send('/api/counter/', { method: 'POST' }))!.status).toBe(200);
    expect(
      (await send('/api/counter/', { method: 'POST', headers: { cookie: 'cepa_fault_scope=test-b' } }))!
        .status,
    ).toBe(200);
    expect(
      (await send('/api/counter/', { method: 'POST', headers: { cookie: 'x=1; cepa_fault_scope=test-a' } }))!
        .status,
    ).toBe(500);
  });

  it('sends plain-text bodies as text', async () => {
    const { kit, inc, send } = setup();
    kit.faults.set(inc.name, { status: 400, body: 'VOUCHER_EXPIRED' });
    const response = (await send('/api/counter/', { method: 'POST' }))!;
    expect(await response.text()).toBe('VOUCHER_EXPIRED');
  });
});
