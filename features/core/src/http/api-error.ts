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
  /**
   * The answer's `Retry-After`, as sent (read by `tooManyAttemptsOf`, which only the forms that say it load:
   * the first page's code carries no parsing of it).
   */
  readonly retryAfter?: string | null;

  constructor(
    kind: ApiError['kind'],
    endpoint: string,
    init: {
      status?: number;
      detail?: string;
      body?: unknown;
      message?: string;
      cause?: unknown;
      retryAfter?: string | null;
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
    this.retryAfter = init.retryAfter;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
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
