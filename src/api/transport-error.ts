import { ApiError, type TransportErrorKind } from './api-error';

/** The parts of an AxiosError we read; axios itself loads lazily, so no runtime import here. */
interface AxiosLikeError {
  isAxiosError: true;
  code?: string;
  message: string;
  response?: { status: number; statusText?: string; data?: unknown };
}

const TOO_MANY = 429;

/** The site envelope a 429 carries (`{ code, msg, data: { retryAfter } }`), when it is one. */
function envelopeOf(raw: unknown): { code?: number; msg?: string; data?: unknown } {
  try {
    const body: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    if (!body || typeof body !== 'object') return {};
    const { code, msg, data } = body as Record<string, unknown>;
    return { code: typeof code === 'number' ? code : undefined, msg: typeof msg === 'string' ? msg : undefined, data };
  } catch {
    return {};
  }
}

function isAxiosLike(error: unknown): error is AxiosLikeError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** Maps an axios failure onto the transport kinds of docs/product.md, "Error catalogue". */
export function toTransportError(error: unknown, path: string): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosLike(error)) {
    const status = error.response?.status;
    if (status === TOO_MANY) {
      const envelope = envelopeOf(error.response?.data);
      return new ApiError('tooMany', envelope.msg || error.response?.statusText || error.message, {
        status,
        path,
        code: envelope.code,
        data: envelope.data,
      });
    }
    let kind: TransportErrorKind;
    if (error.code === 'ERR_CANCELED') kind = 'canceled';
    else if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT')
      kind = /aborted/i.test(error.message) ? 'aborted' : 'timeout';
    else if (error.code === 'ERR_BAD_REQUEST') kind = 'badRequest';
    else if (error.code === 'ERR_BAD_RESPONSE') kind = 'badResponse';
    else if (error.code === 'ERR_NETWORK' || !error.response) kind = 'network';
    else kind = status !== undefined && status >= 500 ? 'badResponse' : 'badRequest';
    return new ApiError(kind, error.response?.statusText || error.message, { status, path });
  }
  return new ApiError('network', error instanceof Error ? error.message : String(error), { path });
}
