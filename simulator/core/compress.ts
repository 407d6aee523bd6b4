import type { FastifyInstance } from 'fastify';
import { gzipSync } from 'node:zlib';

/**
 * JSON answers over 1 KB go out gzipped to clients that accept it, as any production API would:
 * a sports list page is ~120 KB of JSON and ~15 KB compressed. Lighthouse's simulated slow 4G
 * charges transfer bytes, so an uncompressed simulator would measure a network no user has.
 * Requests without `accept-encoding: gzip` (Fastify's inject, curl) get the plain body.
 */
export function installCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || payload.length < 1024) return payload;
    if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json') || reply.getHeader('content-encoding'))
      return payload;
    reply.header('content-encoding', 'gzip');
    reply.header('vary', 'accept-encoding');
    reply.removeHeader('content-length');
    return gzipSync(payload);
  });
}
