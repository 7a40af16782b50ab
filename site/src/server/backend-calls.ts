import client from 'prom-client';
import { routeName, type Route } from '@cepa/core/http';
import { pageRoutes } from '@cepa/core/page';
import { paymentProviderRoutes } from '@cepa/core/payment';
import { sessionRoutes } from '@cepa/core/session';
import { bookingRoutes } from '@cepa/booking/routes';
import { clubRoutes } from '@cepa/club/routes';
import { listRoutes, requestRoutes } from '@cepa/content/routes';
import { layoutRoutes } from '@cepa/layout/routes';
import { shopRoutes } from '@cepa/shop/routes';

/**
 * The backend's calls by name (`GET /api/experience/:id`), from the slices' route tables: what the metrics
 * count a call under. A call no table names (a banner's close, whose path the content gives; an address a
 * visitor made up) is `other`, so an address never becomes a label.
 */
const tables: readonly Record<string, Route>[] = [
  pageRoutes,
  paymentProviderRoutes,
  sessionRoutes,
  bookingRoutes,
  clubRoutes,
  listRoutes,
  requestRoutes,
  layoutRoutes,
  shopRoutes,
];

const matchers = [
  ...new Map(tables.flatMap((table) => Object.values(table)).map((route) => [routeName(route), route])),
].map(([name, route]) => ({
  name,
  method: route.method.toUpperCase(),
  // A parameter is one path segment; the trailing slash as the backend's addresses have it or not.
  path: new RegExp(
    `^${route.path
      .replace(/\/$/, '')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:\w+/g, '[^/]+')}/?$`,
  ),
}));

/** The name of the call of `method` to `path` (below the API base, `/experience/1`), or `other`. */
export function backendCallName(method: string, path: string): string {
  const upper = method.toUpperCase();
  const below = path.split('?')[0]!.replace(/^\/api(?=\/)/, '');
  return matchers.find((m) => m.method === upper && m.path.test(below))?.name ?? 'other';
}

/** What came of a call: an answer under 400, an error status, over the time budget, or no answer. */
export type CallOutcome = 'ok' | 'error' | 'timeout' | 'unreachable';

/*
 * The metrics are prom-client's default registry's: the production server and Vike's build of the pages
 * are two bundles, each with its own copy of the modules that count, and prom-client is one package for
 * both; each metric is made once and found by name after that.
 */
/** The metric of `name` in the registry, made by `make` the first time. */
export function metricNamed<M>(name: string, make: () => M): M {
  return (client.register.getSingleMetric(name) as M | undefined) ?? make();
}

function histogram<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  buckets: number[],
) {
  return metricNamed(name, () => new client.Histogram<L>({ name, help, labelNames, buckets }));
}

/** Seconds: from 5 ms to the 3 s time budget and past it. */
export const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Counts a backend call: its name (`backendCallName`), what came of it, the status (`''` for none), its seconds. */
export function observeBackendCall(
  name: string,
  outcome: CallOutcome,
  status: number | undefined,
  seconds: number,
) {
  histogram(
    'cepa_backend_call_duration_seconds',
    'Calls to the backend (made while rendering, for a form, or passed on from /api) by call name, outcome and status.',
    ['call', 'outcome', 'status'],
    durationBuckets,
  ).observe({ call: name, outcome, status: status === undefined ? '' : String(status) }, seconds);
}

/** The outcome of a call that got `status`, or of one that threw `error` (a timeout, no connection). */
export function outcomeOf(status: number | undefined, error?: unknown): CallOutcome {
  if (status !== undefined) return status < 400 ? 'ok' : 'error';
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'TimeoutError' ? 'timeout' : 'unreachable';
}
