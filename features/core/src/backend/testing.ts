import { getResponse, type RequestHandler } from 'msw';

/**
 * A `fetch` that answers from the embedded backend's handlers, as the service worker does in a
 * browser: for unit tests in Node (`vi.stubGlobal('fetch', fetchThrough(handlers))`). Relative
 * addresses resolve against http://localhost; a dropped connection is the browser's TypeError.
 */
export function fetchThrough(handlers: readonly RequestHandler[], options: { cookie?: () => string } = {}) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const cookie = options.cookie?.();
    if (cookie) request.headers.set('cookie', cookie);
    const response = await getResponse([...handlers], request);
    if (!response || response.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  };
}
