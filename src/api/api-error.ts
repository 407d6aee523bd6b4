/**
 * Every failure of an API call becomes an ApiError with a `kind` the views can translate
 * (errors:<kind>) and act on. Transport kinds follow docs/product.md, "Error catalogue".
 */
/** `tooMany`: HTTP 429, too many attempts from this address; the person waits (details.data.retryAfter seconds) and retries. */
export type TransportErrorKind =
  'network' | 'timeout' | 'aborted' | 'badRequest' | 'badResponse' | 'canceled' | 'tooMany';
export type ApiErrorKind = TransportErrorKind | 'server' | 'sessionExpired' | 'maintenance' | 'malformed';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly details: { code?: number; status?: number; path?: string; data?: unknown } = {},
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
