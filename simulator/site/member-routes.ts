import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../core/context';
import { site } from '../core/envelope';
import { bearer, requireUser } from '../core/auth';
import { originOf } from '../core/origin';

export function registerMemberRoutes(app: FastifyInstance, ctx: SimContext): void {
  app.get('/api/member/get', async (request, reply) => {
    const user = requireUser(ctx, request, reply);
    if (!user) return reply;
    return site.ok({
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
    });
  });

  app.post('/api/fund/wallet/member/local', async (request, reply) => {
    const user = requireUser(ctx, request, reply);
    if (!user) return reply;
    return site.ok({ memberWallet: user.balance, currency: user.regCurrency });
  });

  // Guests get an empty provider token and may browse; signed-in users get one tied to the session.
  app.post('/api/game/bet/cSports/token', async (request) => {
    const origin = originOf(request);
    const session = ctx.store.session(bearer(request));
    const token = session && !session.expired ? `fb-${bearer(request)?.slice(0, 16)}-${ctx.clock.now().toString(36)}` : '';
    return site.ok({
      token,
      apiServerAddress: `${origin}/fb`,
      pcAddress: origin,
      pushServerAddress: origin,
      virtualAddress: `${origin}/fb/virtual`,
    });
  });

  // Device registration is the one call that does not need a token (SPEC.md section 7).
  app.post('/api/member/device/get', async () => site.ok({ registered: true }));
}
