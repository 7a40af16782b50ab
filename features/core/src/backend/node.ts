import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';

/**
 * Serves MSW handlers from a Node HTTP server (Vite's dev and preview servers) under /api: the
 * embedded backend as a real HTTP backend, so the built site, Playwright and curl all talk to it.
 */
/** The largest request body the embedded backend reads, as a careful real backend would. */
export const maxBodyBytes = 1024 * 1024;

function answerJson(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
}

export function backendMiddleware(handlers: RequestHandler[]) {
  return async (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    if (!req.url?.startsWith('/api/')) return next();
    try {
      // A body over the limit is refused before it is read into memory.
      if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes) {
        answerJson(res, 413, { detail: 'Request body too large.' });
        req.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of req) {
        size += (chunk as Buffer).length;
        if (size > maxBodyBytes) {
          answerJson(res, 413, { detail: 'Request body too large.' });
          req.resume();
          return;
        }
        chunks.push(chunk as Buffer);
      }
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(key, value);
        else if (Array.isArray(value)) headers.set(key, value.join(', '));
      }
      // Behind the site's proxy the address is the one the visitor asked for (the club builds the other
      // brand's addresses from its host).
      const forwardedHost = String(req.headers['x-forwarded-host'] ?? '')
        .split(',')[0]
        ?.trim();
      const forwardedProto = String(req.headers['x-forwarded-proto'] ?? '')
        .split(',')[0]
        ?.trim();
      const origin = `${forwardedProto === 'https' ? 'https' : 'http'}://${forwardedHost || req.headers.host || '127.0.0.1'}`;
      const request = new Request(`${origin}${req.url}`, {
        method: req.method,
        headers,
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
      });
      const response = await getResponse(handlers, request);
      if (!response) {
        answerJson(res, 404, { detail: `No embedded backend call for ${req.method} ${req.url}` });
        return;
      }
      if (response.type === 'error') {
        // A dropped connection: end the socket without a response.
        req.socket.destroy();
        return;
      }
      res.statusCode = response.status;
      // Names itself, so a site pointed at it knows it talks to the embedded backend (its test card
      // provider, its stand-in video player) and says it is a demo; a real backend sends no such header.
      res.setHeader('x-cepa-backend', 'embedded');
      response.headers.forEach((value, key) => {
        if (key.toLowerCase() !== 'set-cookie') res.setHeader(key, value);
      });
      const cookies = response.headers.getSetCookie?.() ?? [];
      if (cookies.length) res.setHeader('Set-Cookie', cookies);
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      // A handler that throws is a 500 with a generic body: never a stack trace to the caller.
      console.error('[cepa] embedded backend:', error);
      if (!res.headersSent) answerJson(res, 500, { detail: 'Internal server error.' });
      else res.end();
    }
  };
}
