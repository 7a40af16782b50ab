import type { z } from 'zod/mini';
import { api, request, type ApiClient } from './client';
import { routeName, routeUrl, type Route, type RouteParams } from './routes';

export type SendOptions = {
  params?: RouteParams;
  query?: Readonly<Record<string, unknown>>;
  /** The JSON body of a post, put or patch. */
  body?: unknown;
  /** Cancels the call (a page left before its content came). */
  signal?: AbortSignal;
  /**
   * The client to call with instead of the browser's: the server's, made for one request (an absolute
   * base and the visitor's cookie), so that nothing of one visitor is kept between requests.
   */
  client?: ApiClient;
};

/** Calls a route and parses its JSON response with `schema` (see `request`). */
export function send<S extends z.core.$ZodType>(route: Route, schema: S, options: SendOptions = {}) {
  return request(
    routeName(route),
    () => {
      let call = (options.client ?? api).url(routeUrl(route, options.params));
      if (options.query) call = call.query(options.query as Record<string, string>);
      if (options.signal) call = call.options({ signal: options.signal });
      switch (route.method) {
        case 'get':
          return call.get().json();
        case 'delete':
          return call.delete().json();
        default:
          return call[route.method](options.body).json();
      }
    },
    schema,
  );
}
