import type { FastifyRequest } from 'fastify';

/** The test-control API answers only on loopback: it must never be reachable from outside. */
export function isLoopback(request: FastifyRequest): boolean {
  const ip = request.socket.remoteAddress ?? '';
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
}
