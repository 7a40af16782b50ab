export { ApiError, isApiError, detailOf } from './api-error';
export { tooManyAttemptsOf } from './too-many-attempts';
export { canonicalJson, contentHash, cyrb53 } from './content-hash';
export { api, createClient, request, unansweredHeader, type ApiClient } from './client';
export { defineRoutes, routeName, routeUrl, type Method, type Route, type RouteParams } from './routes';
export { send, type SendOptions } from './send';
export { parseWithoutEvalInTheBrowser, zodSettingsKey } from './zod-jitless';
