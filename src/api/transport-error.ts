import { ApiError, type TransportErrorKind } from './api-error';

/** The parts of an AxiosError we read; axios itself loads lazily, so no runtime import here. */
interface AxiosLikeError {
  isAxiosError: true;
  code?: string;
  message: string;
  response?: { status: number; statusText?: string };
}

function isAxiosLike(error: unknown): error is AxiosLikeError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** Maps an axios failure onto the transport kinds of SPEC.md section 8. */
export function toTransportError(error: unknown, path: string): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosLike(error)) {
    const status = error.response?.status;
    let kind: TransportErrorKind;
    if (error.code === 'ERR_CANCELED') kind = 'canceled';
    else if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') kind = /aborted/i.test(error.message) ? 'aborted' : 'timeout';
    else if (error.code === 'ERR_BAD_REQUEST') kind = 'badRequest';
    else if (error.code === 'ERR_BAD_RESPONSE') kind = 'badResponse';
    else if (error.code === 'ERR_NETWORK' || !error.response) kind = 'network';
    else kind = status !== undefined && status >= 500 ? 'badResponse' : 'badRequest';
    return new ApiError(kind, error.response?.statusText || error.message, { status, path });
  }
  return new ApiError('network', error instanceof Error ? error.message : String(error), { path });
}
