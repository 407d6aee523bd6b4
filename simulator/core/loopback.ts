import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The test-control API answers only on loopback: it must never be reachable from outside. */
export function isLoopback(request: FastifyRequest): boolean {
  const ip = request.socket.remoteAddress ?? '';
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
}

/** Refuses every request of a control plugin that does not come from loopback (403). */
export function loopbackOnly(control: FastifyInstance): void {
  control.addHook('onRequest', async (request, reply) => {
    if (!isLoopback(request)) return reply.code(403).send({ error: 'control API is loopback only' });
  });
}
