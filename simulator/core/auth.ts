import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SimContext } from './context';
import type { SimUser } from '../site/site-store';
import { site, SITE_CODES } from './envelope';

export function bearer(request: FastifyRequest): string | undefined {
  const h = request.headers.authorization;
  if (!h) return undefined;
  return h.startsWith('Bearer ') ? h.slice(7) : h;
}

/**
 * The signed-in user, or undefined after a 401 envelope has been sent. An expired or unknown token
 * is a session-expired answer, as the real service gives it.
 */
export function requireUser(ctx: SimContext, request: FastifyRequest, reply: FastifyReply): SimUser | undefined {
  const session = ctx.store.session(bearer(request));
  const user = session && !session.expired ? ctx.store.user(session.userName) : undefined;
  if (!user) {
    void reply.send(site.fail(SITE_CODES.sessionExpired, 'Session expired, please log in again'));
    return undefined;
  }
  return user;
}

/** Body fields as strings; missing or non-string fields come back as ''. */
export function field(body: unknown, name: string): string {
  if (body && typeof body === 'object' && name in body) {
    const v = (body as Record<string, unknown>)[name];
    if (typeof v === 'string') return v.trim();
    if (typeof v === 'number') return String(v);
  }
  return '';
}
