import { keepLatest, MAX_GAME_BETS } from '../../core/bounded';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SimContext } from '../../core/context';
import { site } from '../../core/envelope';
import { createRng } from '../../core/rng';
import { fundScope } from '../fund/fund-state';
import { gameBalanceOf, spinStakes, type SpinOutcome } from './spin';
import { moveGameWallet } from '../fund/game-wallets';
import { findGame, lobbiesOf } from './games-data';
import { gamesScope, tickets } from './games-state';
import { demoGameHtml } from './demo-game-page';

export const DEMO_CODES = { expired: 1006000010, insufficient: 1006000011, badStake: 1006000012 } as const;

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const MULTIPLIERS = [0.5, 1, 1, 2, 2, 5];

/**
 * The demo game the single-wallet jump opens (docs/games-api.md): its page, and a spin that
 * stakes from the game's wallet, wins or loses by the seed (per user, game and spin number in the
 * scope), and records a settled game bet that mybet/sum and mybet/detail then show. Registered on
 * the game listener (game-server.ts), never on the app's origin.
 */
export function registerDemoGame(app: FastifyInstance, ctx: SimContext): void {
  /** A ticket whose site session still lives; a ticket of an ended session (logout, password change, expiry) is forgotten. */
  const ticketOf = (value: unknown) => {
    const t = typeof value === 'string' ? tickets.get(value) : undefined;
    if (!t) return undefined;
    const session = ctx.store.session(t.siteToken);
    if (session && !session.expired) return t;
    tickets.delete(t.ticket);
    return undefined;
  };

  app.get<{ Params: { gameId: string }; Querystring: { ticket?: string; lang?: string } }>(
    '/sim/game/:gameId',
    async (request, reply) => {
      const t = ticketOf(request.query.ticket);
      const user = t ? ctx.store.user(t.userName) : undefined;
      if (!t || !user || t.gameId !== Number(request.params.gameId))
        return reply.code(404).type('text/plain').send('This game session has ended.');
      const state = ctx.scopes.get(t.scope);
      const found = findGame(lobbiesOf(ctx, gamesScope(state)), t.gameId);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          demoGameHtml({
            gameId: t.gameId,
            lobbyId: found?.lobby.id ?? 0,
            gameName: found?.game.gameName ?? '',
            ticket: t.ticket,
            lang: request.query.lang ?? 'vi',
            currency: user.regCurrency,
            balance: gameBalanceOf(fundScope(state), user, t.walletCode),
            stakes: spinStakes(user),
            appOrigin: t.appOrigin,
          }),
        );
    },
  );

  // CORS for the spin only: the framed page is sandboxed without allow-same-origin, so its origin is
  // opaque ("null") and its JSON post is cross-origin. The ticket in the body is the credential; no
  // cookie is asked for (no allow-credentials), so "*" lends nothing else.
  const cors = (reply: FastifyReply) => reply.header('access-control-allow-origin', '*');
  app.options('/sim/game/:gameId/spin', async (_request, reply) =>
    cors(reply)
      .header('access-control-allow-methods', 'POST')
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-max-age', '600')
      .code(204)
      .send(),
  );

  app.post<{ Params: { gameId: string } }>(
    '/sim/game/:gameId/spin',
    async (request: FastifyRequest<{ Params: { gameId: string } }>, reply) => {
      cors(reply);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const t = ticketOf(body.ticket);
      const user = t ? ctx.store.user(t.userName) : undefined;
      if (!t || !user || t.gameId !== Number(request.params.gameId))
        return site.fail(DEMO_CODES.expired, 'This game session has ended');
      const stake = Number(body.amount);
      if (!spinStakes(user).includes(stake)) return site.fail(DEMO_CODES.badStake, 'Choose one of the stakes');
      const state = ctx.scopes.get(t.scope);
      const fund = fundScope(state);
      if (gameBalanceOf(fund, user, t.walletCode) < stake)
        return site.fail(DEMO_CODES.insufficient, 'Not enough in the game wallet');
      const games = gamesScope(state);
      const found = findGame(lobbiesOf(ctx, games), t.gameId);
      const spinNo = games.spins.get(t.userName) ?? 0;
      games.spins.set(t.userName, spinNo + 1);
      const rng = createRng(ctx.seed ^ hash(`${t.userName}:${t.gameId}:${spinNo}`));
      const win = rng.chance(0.45);
      const winLoss = win ? Math.round(stake * rng.pick(MULTIPLIERS) * 100) / 100 : -stake;
      const reels = [rng.int(0, 5), rng.int(0, 5), rng.int(0, 5)];
      const now = ctx.clock.now();
      const gameBalance = moveGameWallet(fund, user, t.walletCode, winLoss);
      t.spins += 1;
      const id = `G${t.gameId}${String(games.next++).padStart(6, '0')}`;
      games.bets.push({
        id,
        userName: t.userName,
        gameType: found?.lobby.gameType ?? 2,
        gameName: found?.game.gameName ?? '',
        betAmount: stake,
        validAmount: stake,
        winLoss,
        betTime: now,
        status: 1,
      });
      keepLatest(games.bets, MAX_GAME_BETS);
      return site.ok({ betId: id, stake, winLoss, reels, gameBalance } satisfies SpinOutcome);
    },
  );
}
