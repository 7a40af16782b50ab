import http from 'node:http';
import https from 'node:https';
import type { Request, Response } from 'express';
import { unansweredHeader } from '@cepa/core/http';
import {
  backendCallName,
  observeBackendCall,
  outcomeOf,
  type CallOutcome,
} from '../src/server/backend-calls';
import { currentTrace, traceHeaders } from '../src/server/request-context';

/** Headers that belong to one connection, never passed on (RFC 9110 §7.6.1), and those set here. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  // The request's trace is the site's to give (site/src/server/request-context.ts), never the browser's.
  'x-request-id',
  'traceparent',
  'tracestate',
]);

/** Methods whose calls carry no body: one cut on a dead kept-alive connection can be sent again. */
const bodyless = new Set(['GET', 'HEAD']);

export type BackendProxyOptions = {
  /** The backend's API base, e.g. `http://127.0.0.1:4300/api`: `/api/x` goes to `${base}/x`. */
  base: string;
  /** How long the backend may take to start answering before the browser gets a 504. */
  timeoutMs: number;
  /** The scheme the visitor used (`X-Forwarded-Proto` passed on to the backend). */
  protocolOf: (req: Request) => 'http' | 'https';
};

/**
 * The JSON body of an answer the proxy gives itself, in the backend's error shape (`detail`), marked as
 * the backend's silence (`unansweredHeader`, `@cepa/core/http`): the client reads it as a call that got
 * no response (SPEC §8 tells those apart), not as the backend's refusal.
 */
function answer(res: Response, status: number, detail: string) {
  if (res.headersSent) return void res.destroy();
  res
    .status(status)
    .set({ 'Cache-Control': 'no-store', [unansweredHeader]: '1' })
    .json({ detail });
}

/**
 * The site's `/api`: every call the browser makes goes to its own origin (cookies first-party, the
 * CSP's `connect-src 'self'` holds) and is passed on to the backend named at run time. The embedded
 * backend's control calls (`/api/__backend/…`) are never passed on: a visitor cannot reach them
 * through the site, whatever the backend allows. A backend that does not start answering within the
 * time budget gives a 504, one that cannot be reached a 502; the client reads both as any failed call.
 */
export function backendProxy({ base, timeoutMs, protocolOf }: BackendProxyOptions) {
  const target = new URL(base.endsWith('/') ? base : `${base}/`);
  const client = target.protocol === 'https:' ? https : http;
  // A timeout of its own: only then does Node's agent close an idle connection a second before the time the
  // backend announces (`Keep-Alive: timeout=5`), rather than keep it until the backend closes it, when a
  // call sent on it at that moment is cut (a login through it answered 502 in a full run of the suite).
  const agent = new client.Agent({ keepAlive: true, timeout: timeoutMs });
  return (req: Request, res: Response) => {
    // req.url is the address below the mount point (/api): "/experience/1?language=es".
    const below = req.url.replace(/^\/+/, '');
    if (/^__backend(\/|$|\?)/.test(below)) return answer(res, 404, 'Not found.');
    const url = new URL(below, target);
    const call = backendCallName(req.method ?? 'GET', `/${below}`);
    const started = performance.now();
    let counted = false;
    const count = (outcome: CallOutcome, status?: number) => {
      if (counted) return;
      counted = true;
      observeBackendCall(call, outcome, status, (performance.now() - started) / 1000);
    };
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!hopByHop.has(name) && value !== undefined) headers[name] = value;
    }
    headers['x-forwarded-host'] = req.headers.host ?? '';
    headers['x-forwarded-proto'] = protocolOf(req);
    if (req.ip) headers['x-forwarded-for'] = req.ip;
    Object.assign(headers, traceHeaders(currentTrace()));
    let upstream: http.ClientRequest;
    const timer = setTimeout(() => {
      upstream.destroy();
      count('timeout');
      answer(res, 504, 'The backend did not answer in time.');
    }, timeoutMs);
    const send = (retried: boolean): http.ClientRequest => {
      const request = client.request(url, { method: req.method, headers, agent: retried ? false : agent });
      request.on('response', (response) => {
        clearTimeout(timer);
        count(outcomeOf(response.statusCode), response.statusCode);
        res.status(response.statusCode ?? 502);
        for (const [name, value] of Object.entries(response.headers)) {
          if (!hopByHop.has(name) && value !== undefined) res.setHeader(name, value);
        }
        // An answer of the backend is the visitor's alone: no shared cache keeps it.
        if (!response.headers['cache-control']) res.setHeader('Cache-Control', 'no-store');
        response.pipe(res);
        response.on('error', () => res.destroy());
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the backend closed as it was reused (its idle timeout and ours crossed,
        // seen under load): the call never reached it. A call without a body is sent again once, on a
        // connection of its own; one with a body was read from the visitor already and is not.
        if (
          !retried &&
          request.reusedSocket &&
          error.code === 'ECONNRESET' &&
          bodyless.has(req.method ?? '')
        ) {
          upstream = send(true);
          upstream.end();
          return;
        }
        clearTimeout(timer);
        count('unreachable');
        answer(res, 502, 'The backend could not be reached.');
      });
      return request;
    };
    upstream = send(false);
    // The visitor went away: the backend's work for them is dropped too.
    res.on('close', () => {
      clearTimeout(timer);
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };
}
