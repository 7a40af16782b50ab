export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One endpoint, written once: its method and its path under the API base, `:name` marking a path
 * parameter (`/experience/:id`). The client's call (`send`) and the embedded backend's handler
 * (`backend.call`) both take it, so the two can never disagree.
 */
export type Route = { readonly method: Method; readonly path: string };

/** A slice's route table (`routes.ts`), kept as written so each route's type stays exact. */
export function defineRoutes<const R extends Record<string, Route>>(routes: R): R {
  return routes;
}

/** The name an endpoint goes by in errors and fault switches: `GET /api/experience/:id`. */
export function routeName(route: Route): string {
  return `${route.method.toUpperCase()} /api${route.path}`;
}

export type RouteParams = Readonly<Record<string, string | number>>;

/** The route's path with its parameters filled in (each one URL-encoded). */
export function routeUrl(route: Route, params: RouteParams = {}): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${routeName(route)} needs the path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}
