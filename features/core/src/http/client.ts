import wretch, { type WretchError } from 'wretch';
import QueryStringAddon from 'wretch/addons/queryString';
import type { z } from 'zod/mini';
import { describeIssues, validate } from './validate';
import { config } from '../config/config';
import { ApiError, detailOf } from './api-error';

/** The one HTTP client: JSON, the member's session cookie sent along, base URL from the config. */
export function createClient(base: string = config.apiBase) {
  return wretch(base, { credentials: 'include' })
    .addon(QueryStringAddon)
    .headers({ Accept: 'application/json' });
}

export const api = createClient();

/** A client made by `createClient` (the browser's, or the server's for one request). */
export type ApiClient = ReturnType<typeof createClient>;

/**
 * The header the site's `/api` proxy puts on an answer it gives itself because the backend gave none
 * (unreachable, or over the time budget): for the client that call got no response.
 */
export const unansweredHeader = 'cepa-backend-unanswered';

function toApiError(error: unknown, endpoint: string): ApiError {
  if (error instanceof ApiError) return error;
  const wretchError = error as Partial<WretchError>;
  if (wretchError.response?.headers.get(unansweredHeader)) {
    return new ApiError('network', endpoint, { cause: error, message: `no response on ${endpoint}` });
  }
  if (typeof wretchError.status === 'number' && wretchError.response) {
    let body: unknown = wretchError.json ?? wretchError.text;
    if (body === undefined && wretchError.text) body = wretchError.text;
    return new ApiError('http', endpoint, {
      status: wretchError.status,
      body,
      detail: detailOf(body),
      cause: error,
      retryAfter: wretchError.response.headers.get('retry-after'),
    });
  }
  return new ApiError('network', endpoint, { cause: error, message: `network error on ${endpoint}` });
}

/**
 * Runs a call and parses its JSON response with `schema`. Every failure comes out as an ApiError;
 * a body that does not match the schema is a `contract` error naming the endpoint.
 */
export async function request<S extends z.core.$ZodType>(
  endpoint: string,
  send: () => Promise<unknown>,
  schema: S,
): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await send();
  } catch (error) {
    throw toApiError(error, endpoint);
  }
  const parsed = validate(schema, body);
  if (parsed.issues) {
    throw new ApiError('contract', endpoint, {
      body,
      message: `contract error on ${endpoint}: ${describeIssues(parsed.issues)}`,
    });
  }
  return parsed.value;
}
