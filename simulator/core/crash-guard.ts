import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyError, FastifyInstance } from 'fastify';

/**
 * What keeps one bad request from ending the simulator: a request context (for the log line of an
 * error thrown outside any handler), an error handler that answers a client's fault with a 4xx and
 * logs a real failure with its request, and process-wide last resorts for the entry points.
 */

interface RequestInfo {
  method: string;
  url: string;
}

const current = new AsyncLocalStorage<RequestInfo>();

/** `METHOD /url` of the request this code runs for, when there is one. */
export function currentRequest(): string | undefined {
  const info = current.getStore();
  return info ? `${info.method} ${info.url}` : undefined;
}

/** Fastify's codes for a request the client got wrong (bad JSON, body too large, prototype keys ...). */
const CLIENT_CODES = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_ERR_VALIDATION',
]);

/** The HTTP status a thrown error deserves: its own 4xx, 400 for a body the parser refused, else 500. */
export function statusOf(error: Partial<FastifyError>): number {
  const status = error.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return status;
  if (error.validation || (error.code && CLIENT_CODES.has(error.code))) return 400;
  // JSON.parse's and the prototype-poisoning guard's refusals reach here as SyntaxErrors of the body parser.
  if (error instanceof SyntaxError) return 400;
  return 500;
}

export function installErrorHandling(
  app: FastifyInstance,
  log: (line: string, error: unknown) => void = defaultLog,
): void {
  app.addHook('onRequest', (request, _reply, done) => current.run({ method: request.method, url: request.url }, done));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = statusOf(error);
    if (status >= 500) log(`simulator: ${request.method} ${request.url} failed`, error);
    const msg = status >= 500 ? 'Internal error' : `Bad request: ${error.message}`;
    return reply.code(status).send({ code: status, msg, data: null });
  });
}

const defaultLog = (line: string, error: unknown) => console.error(line, error);

/**
 * Logs what would otherwise end the process (an exception thrown in a timer or a socket event, a
 * promise nobody awaited) and keeps serving: a demo backend that dies on one bad packet takes every
 * open page with it. For the entry points (simulator/main.ts, multi-main.ts), not for tests.
 */
export function guardProcess(log: (line: string, error: unknown) => void = defaultLog): () => void {
  const report = (kind: string) => (error: unknown) => {
    const during = currentRequest();
    log(`simulator: ${kind}${during ? ` during ${during}` : ''}`, error);
  };
  const uncaught = report('uncaught exception');
  const unhandled = report('unhandled rejection');
  process.on('uncaughtException', uncaught);
  process.on('unhandledRejection', unhandled);
  return () => {
    process.off('uncaughtException', uncaught);
    process.off('unhandledRejection', unhandled);
  };
}
