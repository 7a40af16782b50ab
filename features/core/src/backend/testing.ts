import { getResponse, type RequestHandler } from 'msw';

/**
 * A `fetch` that answers from the embedded backend's handlers, as the service worker does in a
 * browser: for unit tests in Node (`vi.stubGlobal('fetch', fetchThrough(handlers))`). Relative
 * addresses resolve against http://localhost; a dropped connection is the browser's TypeError. Like a
 * browser, it keeps the cookies the answers set (one jar per `fetchThrough`) and sends them back;
 * `options.cookie` adds cookies of the test's own.
 */
export function fetchThrough(handlers: readonly RequestHandler[], options: { cookie?: () => string } = {}) {
  const jar = new Map<string, string>();
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const cookie = [...[...jar].map(([name, value]) => `${name}=${value}`), options.cookie?.()]
      .filter(Boolean)
      .join('; ');
    if (cookie) request.headers.set('cookie', cookie);
    const response = await getResponse([...handlers], request);
    if (!response || response.type === 'error') throw new TypeError('Failed to fetch');
    for (const set of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = set.split(';');
      const [name = '', value = ''] = pair.split(/=(.*)/s).map((part) => part.trim());
      const expired = attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a));
      if (expired || !value) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
}
