import type { LRUCache } from 'lru-cache';
import { replayCache } from '../../core/bounded';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SimContext } from '../../core/context';
import { bearer, field, requireUser } from '../../core/auth';
import { site, SITE_CODES } from '../../core/envelope';
import type { ScopeState } from '../../core/scope-state';
import { adjust, balanceUnits, minorOf } from '../wallet';
import type { SimUser } from '../site-store';
import {
  BET_CONFIG,
  betRate,
  DEP_CONFIG,
  depositAward,
  drawPrize,
  maskUser,
  seededInvitees,
  VIP_CONFIG,
  vipAward,
  type Invitee,
} from './invite-data';

/** Refusal of a draw without a chance left (docs/invite-api.md). */
export const NO_DRAW_CHANCE = 1007000001;
const BASE = '/api/member/invite';

export interface InviteScope {
  /** Prizes drawn per user name, oldest first. */
  draws: Map<string, Array<{ amount: number; at: number }>>;
  /** A repeated client key gets the first answer (a double press, a retry after a lost answer). */
  answers: LRUCache<string, object>;
}
const scopes = new WeakMap<ScopeState, InviteScope>();
export const inviteScope = (state: ScopeState): InviteScope => {
  let s = scopes.get(state);
  if (!s) scopes.set(state, (s = { draws: new Map(), answers: replayCache() }));
  return s;
};

/**
 * Invite, referral and the draw (the paths are ours:
 * docs/invite-api.md). The invitees are the seeded earlier ones plus every account that
 * registered with the user's code; awards follow the three configs; each invitee whose first
 * deposit earned an award gives one draw, whose prize the server picks and credits once.
 */
export function registerInviteRoutes(app: FastifyInstance, ctx: SimContext): void {
  const stateOf = (request: FastifyRequest) =>
    ctx.scopes.get(ctx.store.session(bearer(request))?.scope ?? ctx.scopeOf(request.headers));
  const inviteesOf = (user: SimUser): Invitee[] => [
    ...ctx.store
      .inviteesOf(user.userName)
      .map((u) => ({ userName: u.userName, joinedAt: ctx.clock.now(), bet: 0, firstDeposit: 0, vipLevel: u.vipLevel })),
    ...seededInvitees(ctx.seed, user, ctx.clock.now()),
  ];
  const chancesOf = (user: SimUser, state: ScopeState) =>
    inviteesOf(user).filter((i) => depositAward(i.firstDeposit) > 0).length -
    (inviteScope(state).draws.get(user.userName)?.length ?? 0);
  const withUser =
    (handler: (user: SimUser, request: FastifyRequest) => unknown) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const user = requireUser(ctx, request, reply);
      if (!user) return reply;
      return handler(user, request);
    };

  app.get(
    `${BASE}/generateReferralCode`,
    withUser((user) =>
      site.ok({ referralCode: user.inviteCode, path: `/register?inviteCode=${encodeURIComponent(user.inviteCode)}` }),
    ),
  );

  app.get(
    `${BASE}/queryInviteInfo`,
    withUser((user, request) => {
      const list = inviteesOf(user);
      return site.ok({
        invitees: list.length,
        deposited: list.filter((i) => i.firstDeposit > 0).length,
        drawChances: Math.max(0, chancesOf(user, stateOf(request))),
        list: list.map((i) => ({
          userName: maskUser(i.userName),
          joinedAt: i.joinedAt,
          deposited: i.firstDeposit > 0,
          vipLevel: i.vipLevel,
        })),
      });
    }),
  );

  app.get(
    `${BASE}/queryInviteInfoTotalAward`,
    withUser((user, request) => {
      const list = inviteesOf(user);
      const bet = list.reduce((s, i) => s + Math.round(i.bet * betRate(i.bet)), 0);
      const dep = list.reduce((s, i) => s + depositAward(i.firstDeposit), 0);
      const vip = list.reduce((s, i) => s + vipAward(i.vipLevel), 0);
      const draw = (inviteScope(stateOf(request)).draws.get(user.userName) ?? []).reduce((s, d) => s + d.amount, 0);
      return site.ok({
        betAward: bet,
        depositAward: dep,
        vipAward: vip,
        drawAward: draw,
        total: bet + dep + vip + draw,
      });
    }),
  );

  app.get(`${BASE}/queryInviteBetConfig`, async () => site.ok(BET_CONFIG));
  app.get(`${BASE}/queryInviteDepConfig`, async () => site.ok(DEP_CONFIG));
  app.get(`${BASE}/queryInviteVipConfig`, async () => site.ok(VIP_CONFIG));

  app.get(
    `${BASE}/queryInviteBetAwardList`,
    withUser((user) =>
      site.ok(
        inviteesOf(user)
          .filter((i) => i.bet > 0)
          .map((i) => ({
            userName: maskUser(i.userName),
            bet: i.bet,
            rate: betRate(i.bet),
            award: Math.round(i.bet * betRate(i.bet)),
          })),
      ),
    ),
  );

  app.get(
    `${BASE}/queryInviteDepAward`,
    withUser((user) =>
      site.ok(
        inviteesOf(user)
          .filter((i) => i.firstDeposit > 0)
          .map((i) => ({
            userName: maskUser(i.userName),
            deposit: i.firstDeposit,
            award: depositAward(i.firstDeposit),
            at: i.joinedAt,
          })),
      ),
    ),
  );

  // The winners' marquee: this scope's real draws first, then seeded winners.
  app.get(`${BASE}/queryHorseRing`, async (request) => {
    const real = [...inviteScope(ctx.scopes.get(ctx.scopeOf(request.headers))).draws.entries()].flatMap(
      ([name, list]) => list.map((d) => ({ userName: maskUser(name), amount: d.amount })),
    );
    const seeded = ['minhtuan', 'lanhuong', 'quocbao', 'thuytien', 'ducanh', 'ngocmai', 'hoanglong', 'kimngan'].map(
      (n, i) => ({
        userName: maskUser(`${n}${20 + i * 7}`),
        amount: [20_000, 50_000, 10_000, 500_000, 100_000, 20_000, 50_000, 10_000][i]!,
      }),
    );
    return site.ok([...real.reverse(), ...seeded].slice(0, 20));
  });

  app.post(
    `${BASE}/drawAward`,
    withUser((user, request) => {
      const clientKey = field(request.body, 'clientKey');
      if (!/^[A-Za-z0-9-]{8,64}$/.test(clientKey))
        return site.fail(SITE_CODES.badRequest, 'clientKey: 8-64 letters, digits or dashes');
      const state = stateOf(request);
      const scope = inviteScope(state);
      const key = `${user.userName}|${clientKey}`;
      if (scope.answers.has(key)) return site.ok(scope.answers.get(key));
      if (chancesOf(user, state) <= 0)
        return site.fail(NO_DRAW_CHANCE, 'No draw left: each invitee whose first deposit earned an award gives one');
      const draws = scope.draws.get(user.userName) ?? [];
      const now = ctx.clock.now();
      const amount = drawPrize(ctx.seed, user, draws.length);
      draws.push({ amount, at: now });
      scope.draws.set(user.userName, draws);
      adjust(state, user, minorOf(user, amount), { kind: 'promo', at: now, ref: `invite-draw:${draws.length}` });
      const answer = { amount, balance: balanceUnits(state, user), drawChances: Math.max(0, chancesOf(user, state)) };
      scope.answers.set(key, answer);
      return site.ok(answer);
    }),
  );
}
