import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearer, field } from '../../core/auth';
import type { SimContext } from '../../core/context';
import { site, SITE_CODES } from '../../core/envelope';
import { requireRole } from '../../core/roles';
import type { SimUser } from '../../site/site-store';
import type { LiveCatalog } from '../catalog/catalog';
import { langOf, liveScopeOf, paging } from '../catalog/request';
import { PRESENTERS, STATUS } from '../catalog/seed';
import { followerCount, reserveCount } from '../catalog/stream-routes';
import { GIFTS } from '../chat/chat-data';
import { mayModerate, presenterIdOf } from '../chat/presenter-of';
import { giftsOf, PROFIT_SHARE, seriesOf } from './income-state';

/**
 * The presenter's income and figures (docs/admin-api.md "Presenter income, figures and orders"):
 * gift profit list and sum, statistics/sum with an hourly series, and push/order/list2 (the
 * presenter's announced streams and who reserved them). Presenters only (403 otherwise), and
 * their own figures only; a super admin may read any presenter's.
 */

const NOT_YOURS = 'You can only see your own figures';

export function registerIncomeRoutes(app: FastifyInstance, ctx: SimContext, catalog: LiveCatalog): void {
  const scope = (r: FastifyRequest) => ctx.store.session(bearer(r))?.scope ?? ctx.scopeOf(r.headers);
  /** The presenter the call is about (the caller's own by default), or undefined after a refusal was sent. */
  const presenterFor = (user: SimUser, request: FastifyRequest): string | undefined => {
    const presenterId = field(request.body, 'presenterId') || presenterIdOf(user) || '';
    return presenterId !== '' && mayModerate(user, presenterId) ? presenterId : undefined;
  };
  const giftName = (id: number, request: FastifyRequest) =>
    GIFTS.find((g) => g.id === id)?.names[langOf(request)] ?? String(id);

  app.post('/api/live/gift/profit/list', async (request, reply) => {
    const user = requireRole(ctx, request, reply, 'presenter');
    if (!user) return reply;
    const presenterId = presenterFor(user, request);
    if (!presenterId) return site.fail(SITE_CODES.forbidden, NOT_YOURS);
    const all = giftsOf(ctx, scope(request), presenterId, ctx.clock.now());
    const { pageNum, pageSize } = paging(request.body);
    const list = all.slice((pageNum - 1) * pageSize, pageNum * pageSize).map((g) => ({
      id: g.id,
      userName: g.userName,
      giftId: g.giftId,
      giftName: giftName(g.giftId, request),
      count: g.count,
      value: g.value,
      profit: Math.round(g.value * PROFIT_SHARE),
      at: g.at,
    }));
    return site.ok({ list, total: all.length, pageNum, pageSize });
  });

  app.post('/api/live/gift/profit/sum', async (request, reply) => {
    const user = requireRole(ctx, request, reply, 'presenter');
    if (!user) return reply;
    const presenterId = presenterFor(user, request);
    if (!presenterId) return site.fail(SITE_CODES.forbidden, NOT_YOURS);
    const all = giftsOf(ctx, scope(request), presenterId, ctx.clock.now());
    const value = all.reduce((sum, g) => sum + g.value, 0);
    return site.ok({
      presenterId,
      gifts: all.reduce((sum, g) => sum + g.count, 0),
      value,
      profit: Math.round(value * PROFIT_SHARE),
      share: PROFIT_SHARE,
      currency: 'VND',
    });
  });

  // Without presenterId: the site's figures, for anyone (the live lobby reads them). With it: the
  // presenter's own viewers, gifts and followers now and hour by hour over the last day.
  app.post('/api/live/statistics/sum', async (request, reply) => {
    const t = ctx.clock.now();
    if (!field(request.body, 'presenterId')) {
      const statuses = catalog.streams.map((s) => catalog.status(s, t));
      return site.ok({
        live: statuses.filter((x) => x === STATUS.live).length,
        upcoming: statuses.filter((x) => x === STATUS.upcoming).length,
        viewers: catalog.streams.reduce((sum, s) => sum + catalog.viewers(s, t), 0),
        presenters: PRESENTERS.length,
      });
    }
    const user = requireRole(ctx, request, reply, 'presenter');
    if (!user) return reply;
    const presenterId = presenterFor(user, request);
    if (!presenterId) return site.fail(SITE_CODES.forbidden, NOT_YOURS);
    const p = catalog.presenter(Number(presenterId));
    const followers = p ? followerCount(p.id, p.baseFollowers, liveScopeOf(ctx, request)) : 0;
    const viewers = catalog.streams
      .filter((s) => String(s.presenterId) === presenterId)
      .reduce((sum, s) => sum + catalog.viewers(s, t), 0);
    const gifts = giftsOf(ctx, scope(request), presenterId, t);
    const series = seriesOf(ctx, gifts, presenterId, followers, t);
    return site.ok({
      presenterId,
      viewers,
      gifts: gifts.reduce((sum, g) => sum + g.count, 0),
      giftValue: gifts.reduce((sum, g) => sum + g.value, 0),
      followers,
      series,
    });
  });

  // The presenter's announced (upcoming) streams and how many viewers reserved each.
  app.post('/api/live/push/order/list2', async (request, reply) => {
    const user = requireRole(ctx, request, reply, 'presenter');
    if (!user) return reply;
    const presenterId = presenterFor(user, request);
    if (!presenterId) return site.fail(SITE_CODES.forbidden, NOT_YOURS);
    const t = ctx.clock.now();
    const live = liveScopeOf(ctx, request);
    const lang = langOf(request);
    const list = catalog.streams
      .filter((s) => String(s.presenterId) === presenterId && catalog.status(s, t) === STATUS.upcoming)
      .sort((a, b) => a.startTime - b.startTime)
      .map((s) => {
        const users = [...live.reservations.entries()]
          .filter(([, byStream]) => byStream.has(s.id))
          .map(([name]) => name);
        return {
          streamId: s.id,
          title: s.titles[lang],
          startTime: s.startTime,
          status: catalog.status(s, t),
          reserveCount: reserveCount(s, live),
          users,
        };
      });
    return site.ok(list);
  });
}
