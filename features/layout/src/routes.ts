import { defineRoutes } from '@cepa/core/http';

/**
 * The layout slice's endpoints, each written once: the calls in `api.ts` and the embedded
 * backend's handlers in `fake/` both use this table. The banner's call is the exception: its path
 * comes from the page content (SPEC §7 `GET /api/{banner_endpoint}/`), see `bannerRoute`.
 */
export const layoutRoutes = defineRoutes({
  newsletter: { method: 'post', path: '/newsletter/' },
  /** Cepa's own: SPEC shows only the logout call. */
  login: { method: 'post', path: '/club/login/' },
  logout: { method: 'post', path: '/club/logout/' },
});

/** The endpoint string comes from content; keep only path segments so it cannot leave /api. */
export function bannerEndpointPath(endpoint: string): string {
  return endpoint
    .split('/')
    .filter((part) => /^[\w-]+$/.test(part))
    .join('/');
}

/** The banner's close call for the endpoint the page content names (e.g. "funding_banner"). */
export function bannerRoute(endpoint: string) {
  return { method: 'get', path: `/${bannerEndpointPath(endpoint)}/` } as const;
}
