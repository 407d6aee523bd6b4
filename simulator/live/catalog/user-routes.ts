import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../../core/context';
import { requireUser } from '../../core/auth';
import { site, SITE_CODES } from '../../core/envelope';
import { requireRole, ROLE } from '../../core/roles';
import { presenterIdOf } from '../chat/presenter-of';
import { originOf } from '../../core/origin';
import { adjust, balanceMinor, toMinor, toUnits } from '../../site/wallet';
import type { LiveCatalog } from './catalog';
import { avatarOf, LIVE_CODES } from './render';
import { intField, langOf, liveScopeOf, scopeStateOf, userKey } from './request';
import { STATUS } from './seed';
import { entry } from './scope-state';
import { followerCount, reserveCount } from './stream-routes';

/** The signed-in user's side of the catalogue: follows, reservations, fee rooms (per scope). */
export function registerUserRoutes(app: FastifyInstance, ctx: SimContext, catalog: LiveCatalog): void {
  const now = () => ctx.clock.now();

  // Follow (`follow: true`, the default) or unfollow a presenter.
  app.post('/api/live/follow/order/save', async (request, reply) => {
    const user = requireUser(ctx, request, reply);
    if (!user) return reply;
    const presenter = catalog.presenter(intField(request.body, 'presenterId') ?? -1);
    if (!presenter) return site.fail(LIVE_CODES.presenterNotFound, 'Presenter not found');
    const follow = (request.body as { follow?: unknown } | undefined)?.follow !== false;
    const live = liveScopeOf(ctx, request);
    const set = entry(live.follows, userKey(user), () => new Set<number>());
    if (follow) set.add(presenter.id);
    else set.delete(presenter.id);
    return site.ok({
      presenterId: presenter.id,
      following: follow,
      followers: followerCount(presenter.id, presenter.baseFollowers, live),
    });
  });

  // With `presenterId` (the presenter console): who follows that presenter, for the
  // presenter themself or a super admin. Without: the presenters the caller follows.
  app.post('/api/live/follow/order/list', async (request, reply) => {
    const user = requireUser(ctx, request, reply);
    if (!user) return reply;
    const asked = intField(request.body, 'presenterId');
    if (asked !== undefined) {
      if (!requireRole(ctx, request, reply, 'presenter')) return reply;
      if (user.role < ROLE.superAdmin && String(asked) !== presenterIdOf(user))
        return site.fail(SITE_CODES.forbidden, 'You can only see your own followers');
      const p = catalog.presenter(asked);
      const live = liveScopeOf(ctx, request);
      const users = [...live.follows.entries()]
        .filter(([, set]) => set.has(asked))
        .map(([name]) => ({ userName: name, nickName: ctx.store.user(name)?.nickName ?? name }));
      return site.ok({
        presenterId: asked,
        total: p ? followerCount(p.id, p.baseFollowers, live) : users.length,
        list: users,
      });
    }
    const t = now();
    const ids = [...(liveScopeOf(ctx, request).follows.get(userKey(user)) ?? [])];
    return site.ok(
      ids.flatMap((id) => {
        const p = catalog.presenter(id);
        if (!p) return [];
        const liveStream = catalog.streams.find((s) => s.presenterId === id && catalog.status(s, t) === STATUS.live);
        return [
          {
            presenterId: id,
            nickName: p.nickName,
            avatar: avatarOf(originOf(request), id),
            liveStreamId: liveStream?.id ?? null,
          },
        ];
      }),
    );
  });

  // Reserve an upcoming stream (a reminder when it goes live).
  app.post('/api/live/push/order/save', async (request, reply) => {
    const user = requireUser(ctx, request, reply);
    if (!user) return reply;
    const s = catalog.stream(intField(request.body, 'streamId') ?? -1);
    if (!s) return site.fail(LIVE_CODES.streamNotFound, 'Stream not found');
    if (catalog.status(s, now()) !== STATUS.upcoming)
      return site.fail(LIVE_CODES.notReservable, 'Only an upcoming stream can be reserved');
    const live = liveScopeOf(ctx, request);
    entry(live.reservations, userKey(user), () => new Map<number, number>()).set(s.id, now());
    return site.ok({ streamId: s.id, reserved: true, reserveCount: reserveCount(s, live) });
  });

  // The caller's reservations (whose comes from the session), soonest start first, each with the
  // stream's title and presenter in the request's language so a list can name them without another call.
  app.post('/api/live/push/order/list', async (request, reply) => {
    const user = requireUser(ctx, request, reply);
    if (!user) return reply;
    const t = now();
    const lang = langOf(request);
    const mine = liveScopeOf(ctx, request).reservations.get(userKey(user)) ?? new Map<number, number>();
    return site.ok(
      [...mine.entries()]
        .flatMap(([streamId, at]) => {
          const s = catalog.stream(streamId);
          return s
            ? [
                {
                  streamId,
                  presenterId: s.presenterId,
                  presenterName: catalog.presenter(s.presenterId)?.nickName ?? '',
                  title: s.titles[lang],
                  startTime: s.startTime,
                  status: catalog.status(s, t),
                  reservedAt: at,
                },
              ]
            : [];
        })
        .sort((a, b) => a.startTime - b.startTime || a.streamId - b.streamId),
    );
  });

  // Cancel a reservation (stream/cancel).
  app.post('/api/live/stream/cancel', async (request, reply) => {
    const user = requireUser(ctx, request, reply);
    if (!user) return reply;
    const s = catalog.stream(intField(request.body, 'streamId') ?? -1);
    if (!s) return site.fail(LIVE_CODES.streamNotFound, 'Stream not found');
    const live = liveScopeOf(ctx, request);
    live.reservations.get(userKey(user))?.delete(s.id);
    return site.ok({ streamId: s.id, reserved: false, reserveCount: reserveCount(s, live) });
  });

  app.post('/api/live/relation/isFee', async (request, reply) => {
    const user = requireUser(ctx, request, reply);
    if (!user) return reply;
    const s = catalog.stream(intField(request.body, 'streamId') ?? -1);
    if (!s) return site.fail(LIVE_CODES.streamNotFound, 'Stream not found');
    const paid = liveScopeOf(ctx, request).paid.get(userKey(user))?.has(s.id) ?? false;
    const balance = toUnits(user, balanceMinor(scopeStateOf(ctx, request), user));
    return site.ok({
      streamId: s.id,
      fee: s.fee > 0,
      price: s.fee,
      paid: s.fee === 0 || paid,
      balance,
      currency: user.regCurrency,
    });
  });

  // Pay to enter: debits the site wallet of the session's scope once; paying again is a no-op.
  app.post('/api/live/relation/fee', async (request, reply) => {
    const user = requireUser(ctx, request, reply);
    if (!user) return reply;
    const s = catalog.stream(intField(request.body, 'streamId') ?? -1);
    if (!s) return site.fail(LIVE_CODES.streamNotFound, 'Stream not found');
    if (s.fee === 0) return site.fail(LIVE_CODES.notFeeRoom, 'This room is free');
    // Nobody pays to enter a room that is over (the client may still show the price when it ends).
    if (catalog.status(s, now()) === STATUS.ended) return site.fail(LIVE_CODES.streamEnded, 'This stream has ended');
    const state = scopeStateOf(ctx, request);
    const paid = entry(liveScopeOf(ctx, request).paid, userKey(user), () => new Set<number>());
    if (!paid.has(s.id)) {
      const price = toMinor(user, s.fee) ?? 0;
      if (balanceMinor(state, user) < price) return site.fail(LIVE_CODES.insufficientBalance, 'Insufficient balance');
      adjust(state, user, -price, { kind: 'roomFee', at: now(), ref: String(s.id) });
      paid.add(s.id);
    }
    return site.ok({ streamId: s.id, paid: true, balance: toUnits(user, balanceMinor(state, user)) });
  });
}
