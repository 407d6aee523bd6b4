import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../core/context';
import { site, SITE_CODES } from '../core/envelope';
import { bearer, requireUser } from '../core/auth';
import { originOf } from '../core/origin';
import { balanceUnits } from './wallet';
import { memberInfo, registerAccountRoutes } from './account-routes';
import { registerInviteRoutes } from './invite/invite-routes';
import { registerPhoneRoutes } from './phone-routes';
import { registerVipRoutes } from './invite/vip-routes';

export function registerMemberRoutes(app: FastifyInstance, ctx: SimContext): void {
  app.get('/api/member/get', async (request, reply) => {
    const user = requireUser(ctx, request, reply);
    if (!user) return reply;
    return site.ok(memberInfo(user));
  });

  registerAccountRoutes(app, ctx);
  registerPhoneRoutes(app, ctx);
  registerInviteRoutes(app, ctx);
  registerVipRoutes(app, ctx);

  app.post('/api/fund/wallet/member/local', async (request, reply) => {
    const user = requireUser(ctx, request, reply);
    if (!user) return reply;
    // The balance of the session's scope: the order ledger debits and credits it (wallet.ts).
    const scope = ctx.store.session(bearer(request))?.scope ?? '';
    return site.ok({ memberWallet: balanceUnits(ctx.scopes.get(scope), user), currency: user.regCurrency });
  });

  // Guests (no site token) get an empty provider token and may browse; signed-in users get one
  // tied to their session, which the order calls resolve to the user. A site token whose session
  // expired (or is unknown) answers session-expired: that is how an expiry during a bet placement
  // reaches the client, which refreshes the provider token after a 14010 and is then logged out.
  app.post('/api/game/bet/cSports/token', async (request) => {
    const origin = originOf(request);
    const siteToken = bearer(request);
    const session = ctx.store.session(siteToken);
    if (siteToken && (!session || session.expired)) {
      return site.fail(SITE_CODES.sessionExpired, 'Session expired, please log in again');
    }
    const token = session && siteToken ? ctx.store.issueProviderToken(siteToken, ctx.clock.now()) : '';
    return site.ok({
      token,
      apiServerAddress: `${origin}/fb`,
      pcAddress: origin,
      pushServerAddress: origin,
      virtualAddress: `${origin}/fb/virtual`,
    });
  });

  // Device registration is the one call that does not need a token.
  app.post('/api/member/device/get', async () => site.ok({ registered: true }));
}
