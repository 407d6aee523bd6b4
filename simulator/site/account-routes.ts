import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../core/context';
import { site, SITE_CODES } from '../core/envelope';
import { bearer, requireUser } from '../core/auth';
import type { SimUser } from './site-store';

/** The same password rule as registration (auth-routes.ts, src/lib/rules/auth-rules.ts). */
const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{6,20}$/;
/** How long an identity code is good for: long enough to read it out to customer service. */
export const IDENTITY_CODE_TTL_MS = 5 * 60_000;
const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function memberInfo(user: SimUser) {
  return {
    id: user.id,
    userName: user.userName,
    nickName: user.nickName,
    regCurrency: user.regCurrency,
    role: user.role,
    vipLevel: user.vipLevel,
    avatar: user.avatar,
    mobile: user.mobile,
    mobileArea: user.mobileArea,
    inviteCode: user.inviteCode,
    gameOrder: '1,3,5,177,178,13,15,47,7,2,16,19,6,4,51,8,14',
  };
}

const bodyOf = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' ? (body as Record<string, unknown>) : {};

/**
 * The personal center's account calls (docs/member-api.md): the profile's avatar
 * and nickname, the identity code a member reads out to customer service (a short code that
 * changes on each refresh and expires), and the password change, which checks the old password.
 */
export function registerAccountRoutes(app: FastifyInstance, ctx: SimContext): void {
  app.post('/api/member/update', async (request, reply) => {
    const user = requireUser(ctx, request, reply);
    if (!user) return reply;
    const body = bodyOf(request.body);
    if ('avatar' in body) {
      const avatar = Number(body.avatar);
      if (!Number.isInteger(avatar) || avatar < 1 || avatar > 10)
        return site.fail(SITE_CODES.badRequest, 'avatar must be 1-10');
      user.avatar = avatar;
    }
    if ('nickName' in body) {
      const nick = typeof body.nickName === 'string' ? body.nickName.trim() : '';
      if (nick.length < 1 || nick.length > 20)
        return site.fail(SITE_CODES.badRequest, 'nickName must be 1-20 characters');
      user.nickName = nick;
    }
    return site.ok(memberInfo(user));
  });

  app.get('/api/member/refreshIdentityCode', async (request, reply) => {
    const user = requireUser(ctx, request, reply);
    if (!user) return reply;
    const code = Array.from({ length: 6 }, () => CODE_CHARS[randomInt(CODE_CHARS.length)]).join('');
    return site.ok({ identityCode: code, expiresAt: ctx.clock.now() + IDENTITY_CODE_TTL_MS });
  });

  app.post('/api/member/password/update', async (request, reply) => {
    const user = requireUser(ctx, request, reply);
    if (!user) return reply;
    const body = bodyOf(request.body);
    const oldPassword = typeof body.oldPassword === 'string' ? body.oldPassword : '';
    const newPassword = typeof body.newPassword === 'string' ? body.newPassword : '';
    if (oldPassword !== user.password) return site.fail(SITE_CODES.wrongPassword, 'The current password is wrong');
    if (!PASSWORD.test(newPassword))
      return site.fail(SITE_CODES.badRequest, 'Password: 6-20 characters with letters and digits');
    if (newPassword === oldPassword)
      return site.fail(SITE_CODES.badRequest, 'The new password must differ from the current one');
    user.password = newPassword;
    // Whoever else held a session (a stolen token, a forgotten device) is out; the caller stays in.
    ctx.store.endOtherSessions(user.userName, bearer(request));
    return site.ok({ changed: true });
  });
}
