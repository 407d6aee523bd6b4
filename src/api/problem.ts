import { isApiError, type ApiErrorKind } from './api-error';

/**
 * The one shape a failure takes from the API boundary to the view: charts keep `Problem | null` in
 * their context and views show `t(problem.wordsKey)` (or, for a `server` refusal, the server's own
 * words in `message`, as the site envelope's msg is shown: docs/product.md, "Error catalogue").
 * It is read off an ApiError, so the transport kinds, the server code and the malformed payload's
 * path travel with it; anything that is not an ApiError (a bug, a lost chunk) reads as `network`,
 * the kind the charts already gave it.
 */
export interface Problem {
  /** What failed: the ApiError kind. */
  code: ApiErrorKind;
  /** The i18n key the view shows for it (`errors:<code>`). */
  wordsKey: `errors:${ApiErrorKind}`;
  /** Whether asking again may help (a dropped connection may; a refusal or maintenance will not). */
  retryable: boolean;
  /** The error's message: the server's own words for a `server` refusal, otherwise for logs only. */
  message: string;
  /** The site or provider code of a refusal (`{ code }` of the envelope). */
  serverCode?: number;
  /** HTTP status, when there was an answer. */
  status?: number;
  /** The request path; for `malformed`, the path of the answer that could not be read. */
  path?: string;
  /** What the refusal carried (a captcha challenge, a retry-after, a maintenance window). */
  data?: unknown;
}

const NOT_RETRYABLE: ReadonlySet<ApiErrorKind> = new Set(['badRequest', 'server', 'sessionExpired', 'maintenance']);

export function problem(
  code: ApiErrorKind,
  message: string,
  details: Partial<Pick<Problem, 'serverCode' | 'status' | 'path' | 'data'>> = {},
): Problem {
  return { code, wordsKey: `errors:${code}`, retryable: !NOT_RETRYABLE.has(code), message, ...details };
}

/** Any failure as a Problem: read at the boundary, where a chart's invoke rejects. */
export function toProblem(error: unknown): Problem {
  if (!isApiError(error)) return problem('network', error instanceof Error ? error.message : String(error));
  const { code, status, path, data } = error.details;
  return problem(error.kind, error.message, { serverCode: code, status, path, data });
}

/** The words a person reads for a problem: the server's own for a refusal, else the key's. */
export function problemWords(p: Problem, t: (key: string) => string): string {
  return p.code === 'server' ? p.message : t(p.wordsKey);
}
