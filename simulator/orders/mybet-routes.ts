import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../core/context';
import { site, SITE_CODES } from '../core/envelope';
import { requireUser } from '../core/auth';
import { callerScope } from '../site/games/games-routes';
import { playedBetsOf } from '../site/games/games-state';
import { buildLobbies } from '../site/home-data';
import type { SimUser } from '../site/site-store';
import { DAY, startOfDayUtc8 } from '../sports/calendar';
import { asOf, betsOfDay, type GameBet } from './seeded-game-bets';

/**
 * The site's game-bet history (docs/betting-api.md mybet/sum and mybet/detail): casino, slot,
 * card and fishing bets the simulator makes up, seeded per user and UTC+8 day, so the same window
 * always gives the same bets and sum agrees with detail. Nothing after "now" exists; the last five
 * minutes' bets are still open (status 0).
 */

const MAX_WINDOW_DAYS = 92;

type Body = Record<string, unknown>;

const intOf = (b: Body, name: string, def?: number): number | string => {
  const v = b[name] ?? def;
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : `${name} must be a whole number`;
};

export function registerMybetRoutes(app: FastifyInstance, ctx: SimContext): void {
  // Game lobbies without the hot-picks one (its games belong to the others); names do not depend on now.
  const allLobbies = buildLobbies(ctx.seed, 0);
  const lobbies = allLobbies.filter((l) => l.gameType !== 1);

  /**
   * The user's bets in [startTime, endTime], newest first, or an error message: the seeded ones
   * and those played in the demo game in the caller's scope (simulator/site/games/).
   */
  function betsIn(user: SimUser, b: Body, scope: string): GameBet[] | string {
    const start = intOf(b, 'startTime');
    const end = intOf(b, 'endTime');
    if (typeof start === 'string') return start;
    if (typeof end === 'string') return end;
    if (end < start) return 'endTime must not be before startTime';
    if (end - start > MAX_WINDOW_DAYS * DAY) return `the window spans at most ${MAX_WINDOW_DAYS} days`;
    const now = ctx.clock.now();
    const out: GameBet[] = [];
    for (let day = startOfDayUtc8(start); day <= Math.min(end, now); day += DAY) {
      for (const bet of betsOfDay(ctx.seed, user, day, lobbies)) {
        if (bet.betTime < start || bet.betTime > end || bet.betTime > now) continue;
        out.push(asOf(bet, now));
      }
    }
    for (const { userName: _u, ...bet } of playedBetsOf(ctx.scopes.get(scope), user.userName)) {
      if (bet.betTime >= start && bet.betTime <= end) out.push(bet);
    }
    return out.sort((a, b) => b.betTime - a.betTime || b.id.localeCompare(a.id));
  }

  const money = (user: SimUser, x: number) => (user.regCurrency === 'VND' ? x : Math.round(x * 100) / 100);

  app.post('/api/game/bet/order/mybet/sum', async (request, reply) => {
    const user = requireUser(ctx, request, reply);
    if (!user) return reply;
    const bets = betsIn(user, (request.body ?? {}) as Body, callerScope(ctx, request));
    if (typeof bets === 'string') return site.fail(SITE_CODES.badRequest, bets);
    const games = new Map<
      number,
      { gameType: number; gameName: string; betCount: number; betAmount: number; winLoss: number }
    >();
    for (const bet of bets) {
      const name = allLobbies.find((l) => l.gameType === bet.gameType)?.lobbyName ?? '';
      const g = games.get(bet.gameType) ?? {
        gameType: bet.gameType,
        gameName: name,
        betCount: 0,
        betAmount: 0,
        winLoss: 0,
      };
      g.betCount += 1;
      g.betAmount = money(user, g.betAmount + bet.betAmount);
      g.winLoss = money(user, g.winLoss + bet.winLoss);
      games.set(bet.gameType, g);
    }
    const total = (f: (b: GameBet) => number) =>
      money(
        user,
        bets.reduce((s, b) => s + f(b), 0),
      );
    return site.ok({
      betCount: bets.length,
      betAmount: total((b) => b.betAmount),
      validAmount: total((b) => b.validAmount),
      winLoss: total((b) => b.winLoss),
      games: [...games.values()].sort((a, b) => a.gameType - b.gameType),
    });
  });

  app.post('/api/game/bet/order/mybet/detail', async (request, reply) => {
    const user = requireUser(ctx, request, reply);
    if (!user) return reply;
    const b = (request.body ?? {}) as Body;
    const pageNum = intOf(b, 'pageNum', 1);
    const pageSize = intOf(b, 'pageSize', 20);
    if (typeof pageNum === 'string' || pageNum < 1)
      return site.fail(SITE_CODES.badRequest, 'pageNum must be a whole number >= 1');
    if (typeof pageSize === 'string' || pageSize < 1 || pageSize > 100)
      return site.fail(SITE_CODES.badRequest, 'pageSize must be 1 to 100');
    const gameType =
      b.gameType === undefined || b.gameType === null || b.gameType === '' ? undefined : intOf(b, 'gameType');
    if (typeof gameType === 'string') return site.fail(SITE_CODES.badRequest, gameType);
    const bets = betsIn(user, b, callerScope(ctx, request));
    if (typeof bets === 'string') return site.fail(SITE_CODES.badRequest, bets);
    const of = gameType === undefined ? bets : bets.filter((x) => x.gameType === gameType);
    return site.ok({
      total: of.length,
      records: of.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(({ gameType: _t, ...r }) => r),
    });
  });
}
