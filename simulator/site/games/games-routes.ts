import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { SimContext } from '../../core/context';
import { bearer, field, requireUser } from '../../core/auth';
import { originOf } from '../../core/origin';
import { site } from '../../core/envelope';
import type { ScopeState } from '../../core/scope-state';
import type { SimUser } from '../site-store';
import { adjust, balanceMinor, toUnits } from '../wallet';
import { fundScope } from '../fund/fund-state';
import { moveGameWallet } from '../fund/game-wallets';
import { findGame, gamesOfLobby, inMaintenance, lobbiesOf, walletCodeOf } from './games-data';
import { gamesScope, tickets } from './games-state';
import { gameOriginFor } from './game-server';
import { sleep } from '../../core/sleep';

/** Game error codes (docs/games-api.md). */
export const GAME_CODES = {
  unknownLobby: 1006000001,
  unknownGame: 1006000002,
  maintenance: 1006000003,
  noClientJumpId: 1006000004,
} as const;

const bodyOf = (request: FastifyRequest) =>
  request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};

/** The scope of the caller's session (the ledger's), else of the request. */
export function callerScope(ctx: SimContext, request: FastifyRequest): string {
  return ctx.store.session(bearer(request))?.scope ?? ctx.scopeOf(request.headers);
}

/** Where the app runs and where its games are served (another origin: game-server.ts). */
interface Origins {
  app: string;
  game: string;
}

function jump(
  ctx: SimContext,
  user: SimUser,
  state: ScopeState,
  scope: string,
  body: Record<string, unknown>,
  lang: string,
  origins: Origins,
  siteToken: string,
) {
  const games = gamesScope(state);
  const cid = field(body, 'clientJumpId');
  if (!cid) return site.fail(GAME_CODES.noClientJumpId, 'clientJumpId is required');
  const key = `${user.userName.toLowerCase()}|${cid}`;
  const first = games.jumps.get(key);
  if (first) return first;
  const now = ctx.clock.now();
  const found = findGame(lobbiesOf(ctx, games), Number(body.gameId));
  if (!found) return site.fail(GAME_CODES.unknownGame, 'No such game');
  const { lobby, game } = found;
  for (const item of [lobby, game]) {
    if (inMaintenance(item, now)) {
      return site.fail(GAME_CODES.maintenance, 'The game is under maintenance', {
        startTimestamp: item.startTimestamp,
        endTimestamp: item.endTimestamp,
        scope: item === lobby ? 'lobby' : 'game',
      });
    }
  }
  // Single wallet: the whole main balance goes into the game's wallet, one ledger line.
  const walletCode = walletCodeOf(lobby.gameType);
  const minor = balanceMinor(state, user);
  const ticket = randomUUID();
  if (minor > 0) adjust(state, user, -minor, { kind: 'gameTransfer', at: now, ref: `${walletCode}:${game.id}` });
  const gameBalance = moveGameWallet(fundScope(state), user, walletCode, toUnits(user, Math.max(0, minor)));
  tickets.set(ticket, {
    ticket,
    scope,
    userName: user.userName.toLowerCase(),
    gameId: game.id,
    walletCode,
    spins: 0,
    issuedAt: now,
    appOrigin: origins.app,
    siteToken,
  });
  const answer = site.ok({
    // On the game listener's own origin, as a real provider's address would be.
    url: `${origins.game}/sim/game/${game.id}?ticket=${ticket}&lang=${encodeURIComponent(lang)}`,
    ticket,
    gameId: game.id,
    lobbyId: lobby.id,
    walletCode,
    transferred: toUnits(user, Math.max(0, minor)),
    balance: toUnits(user, balanceMinor(state, user)),
    gameBalance,
  });
  games.jumps.set(key, answer);
  return answer;
}

export function registerGamesRoutes(app: FastifyInstance, ctx: SimContext): void {
  // The lobby list (the path is ours, docs/games-api.md): lobbies without their games.
  app.post('/api/game/lobby/list', async (request) => {
    const games = gamesScope(ctx.scopes.get(callerScope(ctx, request)));
    return site.ok({
      now: ctx.clock.now(),
      list: lobbiesOf(ctx, games).map(({ gameList, ...lobby }) => ({ ...lobby, gameCount: gameList.length })),
    });
  });

  // One lobby and its games.
  app.post('/api/game/lobby/games', async (request) => {
    const games = gamesScope(ctx.scopes.get(callerScope(ctx, request)));
    const lobby = lobbiesOf(ctx, games).find((l) => l.id === Number(bodyOf(request).lobbyId));
    if (!lobby) return site.fail(GAME_CODES.unknownLobby, 'No such lobby');
    const { gameList: _games, ...rest } = lobby;
    return site.ok({
      now: ctx.clock.now(),
      lobby: { ...rest, gameCount: lobby.gameList.length },
      list: gamesOfLobby(lobby),
    });
  });

  app.post('/api/game/bet/single-wallet/jump', async (request: FastifyRequest, reply: FastifyReply) => {
    const user = requireUser(ctx, request, reply);
    if (!user) return reply;
    const scope = callerScope(ctx, request);
    const state = ctx.scopes.get(scope);
    const games = gamesScope(state);
    if (games.delayTimes > 0) {
      games.delayTimes -= 1;
      await sleep(games.jumpDelayMs);
    }
    const lang = typeof request.headers.language === 'string' ? request.headers.language : 'vi';
    const game = gameOriginFor(ctx, request);
    if (!game) return reply.code(503).send(site.fail(503, 'The game server is not running'));
    return jump(
      ctx,
      user,
      state,
      scope,
      bodyOf(request),
      lang,
      { app: originOf(request), game },
      bearer(request) ?? '',
    );
  });
}
