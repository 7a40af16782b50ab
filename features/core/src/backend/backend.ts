import {
  delay,
  http,
  HttpResponse,
  type HttpHandler,
  type HttpResponseResolver,
  type PathParams,
  type DefaultBodyType,
} from 'msw';
import { routeName, type Route } from '../http/routes';
import { FaultRegistry, type Fault } from './faults';

export type CallDefinition = {
  /** The call's name as tests switch faults on it, e.g. "POST /api/newsletter/". */
  name: string;
  handler: HttpHandler;
};

/** The fault scope a request carries (end-to-end tests set it per browser context). */
function faultScopeOf(cookies: Record<string, string>): string {
  const scope = cookies.cepa_fault_scope ?? '';
  return /^[\w-]+$/.test(scope) ? scope : '';
}

/** Applies a fault: a dropped connection, a delay, and/or an error response. */
async function applyFault(fault: Fault): Promise<Response | undefined> {
  if (fault.delay) await delay(fault.delay);
  if (fault.network) return HttpResponse.error();
  if (fault.status) {
    return typeof fault.body === 'string'
      ? new HttpResponse(fault.body, { status: fault.status, headers: { 'Content-Type': 'text/plain' } })
      : HttpResponse.json((fault.body ?? { detail: `Fault ${fault.status}` }) as never, {
          status: fault.status,
        });
  }
  return undefined;
}

/**
 * The embedded backend's shared machinery: slices define their calls with `call()`, and every call
 * honours the faults switched on by name. State lives in the slices' stores; `reset()` restores their
 * fixtures and clears every fault.
 */
/** The header every control call carries (see `control`). */
export const controlHeader = 'x-cepa-control';

export function createBackendKit() {
  const faults = new FaultRegistry();
  const resetters = new Set<() => void>();

  /** Answers a route of a slice's table (`routes.ts`) under `/api`, honouring its faults. */
  function call<Params extends PathParams = PathParams, Body extends DefaultBodyType = DefaultBodyType>(
    route: Route,
    resolver: HttpResponseResolver<Params, Body>,
  ): CallDefinition {
    const name = routeName(route);
    const handler = http[route.method]<Params, Body>(`*/api${route.path}`, async (info) => {
      const fault = faults.take(name, faultScopeOf(info.cookies));
      if (fault) {
        const response = await applyFault(fault);
        if (response) return response;
      }
      return resolver(info);
    });
    return { name, handler };
  }

  /** Registers a store's reset so that `reset()` restores its fixtures. */
  function store<T>(initial: () => T): { get: () => T; set: (value: T) => void } {
    let value = initial();
    resetters.add(() => {
      value = initial();
    });
    return { get: () => value, set: (next) => (value = next) };
  }

  function reset(): void {
    faults.clear();
    for (const r of resetters) r();
  }

  /**
   * Calls that switch faults and reset state from Playwright (over HTTP); never part of the product.
   * They answer only requests carrying the `x-cepa-control` header (and, with a body, JSON): a page on
   * another site cannot send either without a preflight the embedded backend never grants, so it can
   * neither reset nor break the backend.
   */
  const control: HttpHandler[] = [
    http.all('*/api/__backend/*', ({ request }) => {
      const json =
        request.method === 'DELETE' || request.headers.get('content-type')?.startsWith('application/json');
      if (request.headers.get(controlHeader) === '1' && json) return undefined;
      return HttpResponse.json(
        { detail: `The control calls need the ${controlHeader} header and a JSON body.` },
        { status: 403 },
      );
    }),
    http.post('*/api/__backend/reset', () => {
      reset();
      return HttpResponse.json({ status: 'ok' });
    }),
    http.post('*/api/__backend/faults', async ({ request }) => {
      const {
        call: name,
        fault,
        scope,
      } = (await request.json()) as { call: string; fault: Fault; scope?: string };
      faults.set(name, fault, scope);
      return HttpResponse.json({ status: 'ok', faults: faults.list() });
    }),
    http.delete('*/api/__backend/faults', ({ request }) => {
      faults.clear(undefined, new URL(request.url).searchParams.get('scope') ?? '');
      return HttpResponse.json({ status: 'ok' });
    }),
  ];

  return { call, store, reset, faults, control };
}

export type BackendKit = ReturnType<typeof createBackendKit>;

/** The one kit every slice's handlers share, in a browser tab, a Storybook story or the dev server. */
export const backend = createBackendKit();
