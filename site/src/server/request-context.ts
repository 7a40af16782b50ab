import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';

/**
 * One request as the server follows it from the visitor to the backend: its id (`X-Request-Id`, taken from
 * a trusted proxy or made here) and its W3C trace (`traceparent`: continued when a trusted proxy sent one,
 * else begun here). Every log line carries the id, every call to the backend both, and an error page shows
 * the id as the reference a visitor can quote.
 */
export type RequestTrace = {
  /** The request's id: a trusted proxy's `X-Request-Id`, else 16 hex characters made here. */
  id: string;
  /** The W3C trace this request belongs to: 32 hex characters. */
  traceId: string;
  /** This server's span of it, the parent of every backend call it makes: 16 hex characters. */
  spanId: string;
  /** The trace's flags (`01` sampled), as the proxy sent them, or `01`. */
  flags: string;
};

/** An id a proxy may give: letters, digits and `-_.:@`, 1 to 128 of them (it goes into log lines as is). */
const acceptedId = /^[\w.:@-]{1,128}$/;
/** `traceparent` version 00 (W3C Trace Context): an all-zero trace or parent id is invalid. */
const traceparentPattern = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

const hex = (bytes: number) => crypto.randomBytes(bytes).toString('hex');

/**
 * The trace of a request: the id and `traceparent` from its headers when they came through a trusted proxy
 * (`trusted`) and are well formed, else new ones. Never a header of an untrusted client: anyone could then
 * put words into the site's and the backend's logs.
 */
export function traceOf(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  trusted: boolean,
): RequestTrace {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const givenId = trusted ? first(headers['x-request-id'])?.trim() : undefined;
  const parent = trusted
    ? traceparentPattern.exec(first(headers.traceparent)?.trim().toLowerCase() ?? '')
    : null;
  const continued = parent && !/^0+$/.test(parent[1]!) && !/^0+$/.test(parent[2]!) ? parent : null;
  return {
    id: givenId && acceptedId.test(givenId) ? givenId : hex(8),
    traceId: continued?.[1] ?? hex(16),
    spanId: hex(8),
    flags: continued?.[3] ?? '01',
  };
}

/** The headers that carry a request's trace to the backend: its id, and a new child span of its trace. */
export function traceHeaders(trace: RequestTrace | undefined): Record<string, string> {
  if (!trace) return {};
  return { 'X-Request-Id': trace.id, traceparent: `00-${trace.traceId}-${hex(8)}-${trace.flags}` };
}

/*
 * The request under way, for code that runs for it without being handed it (the page's data hooks, the
 * clients they make, the error reports): one store for the process. The production server and Vike's
 * build of the pages are two bundles, each with its own copy of this module, so the store is the
 * process's own (a global symbol), not the module's.
 */
const storeKey = Symbol.for('cepa.requestTrace');
const global = globalThis as typeof globalThis & { [storeKey]?: AsyncLocalStorage<RequestTrace> };
const store = (global[storeKey] ??= new AsyncLocalStorage<RequestTrace>());

/** Runs `work` as part of the request of `trace`. */
export function withTrace<T>(trace: RequestTrace, work: () => T): T {
  return store.run(trace, work);
}

/** The trace of the request under way, or undefined outside one (a warm-up, a test). */
export function currentTrace(): RequestTrace | undefined {
  return store.getStore();
}
