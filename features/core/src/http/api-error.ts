/**
 * Every failed call becomes an ApiError the UI can show:
 * - `network`: no response at all (offline, dropped connection, aborted);
 * - `http`: a response with an error status, its `detail` (from a JSON body) and raw `body`;
 * - `contract`: a response whose body does not match the schema; the message names the endpoint.
 */
export class ApiError extends Error {
  readonly kind: 'network' | 'http' | 'contract';
  readonly status?: number;
  readonly detail?: string;
  readonly body?: unknown;
  readonly endpoint: string;
  /** A refusal for calling too often (429): the seconds its `Retry-After` asks to wait, if it says. */
  readonly retryAfterSeconds?: number;

  constructor(
    kind: ApiError['kind'],
    endpoint: string,
    init: {
      status?: number;
      detail?: string;
      body?: unknown;
      message?: string;
      cause?: unknown;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(init.message ?? `${kind} error on ${endpoint}${init.status ? ` (${init.status})` : ''}`, {
      cause: init.cause,
    });
    this.name = 'ApiError';
    this.kind = kind;
    this.endpoint = endpoint;
    this.status = init.status;
    this.detail = init.detail;
    this.body = init.body;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A call refused for being made too often (429, the site's limits or the backend's): the seconds to wait
 * (its `Retry-After`, a minute when it does not say), or null for any other failure.
 */
export function tooManyAttemptsOf(error: unknown): number | null {
  if (!isApiError(error) || error.kind !== 'http' || error.status !== 429) return null;
  return error.retryAfterSeconds ?? 60;
}

/** Reads the `detail` a backend error body carries, whether JSON (`{ detail }`) or plain text. */
export function detailOf(body: unknown): string | undefined {
  if (typeof body === 'string') return body || undefined;
  if (body && typeof body === 'object' && 'detail' in body) {
    const detail = (body as { detail: unknown }).detail;
    return typeof detail === 'string' ? detail : undefined;
  }
  return undefined;
}
