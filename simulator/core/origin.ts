import type { FastifyRequest } from 'fastify';

/** The origin the browser used to reach us (so links work on any port). */
export function originOf(request: FastifyRequest): string {
  const host = request.headers.host ?? '127.0.0.1';
  return `http://${host}`;
}
