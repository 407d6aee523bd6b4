import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SimContext } from './context';
import type { SimUser } from '../site/site-store';
import { requireUser } from './auth';
import { site, SITE_CODES } from './envelope';

/**
 * Stored role values (docs/product.md, "Roles"; docs/simulator.md fixes their meaning):
 * 0 member, 1 presenter, 2 super admin. A super admin may do what a presenter may.
 */
export const ROLE = { member: 0, presenter: 1, superAdmin: 2 } as const;
export type RoleName = 'presenter' | 'superAdmin';

const REFUSAL: Record<RoleName, string> = {
  presenter: 'Only presenters can use the presenter console',
  superAdmin: 'Only super admins can use the admin center',
};

/**
 * The signed-in user when their role reaches `need`; otherwise a 401 (not signed in) or a 403
 * envelope (signed in, wrong role) has been sent and the route must return.
 */
export function requireRole(
  ctx: SimContext,
  request: FastifyRequest,
  reply: FastifyReply,
  need: RoleName,
): SimUser | undefined {
  const user = requireUser(ctx, request, reply);
  if (!user) return undefined;
  if (user.role < ROLE[need]) {
    void reply.send(site.fail(SITE_CODES.forbidden, REFUSAL[need]));
    return undefined;
  }
  return user;
}
