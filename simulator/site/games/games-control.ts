import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SimContext } from '../../core/context';
import { controlPlugin } from '../../core/control';
import { seededLobbies } from './games-data';
import { gamesScope } from './games-state';

type Body = Record<string, unknown>;
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/**
 * Test control of the games (loopback only, per scope): a lobby's or game's maintenance window,
 * and a slow single-wallet jump (the 10 s timeout test).
 */
export function registerGamesControl(app: FastifyInstance, ctx: SimContext): void {
  app.register(
    controlPlugin(ctx, async (control) => {
      const games = (r: FastifyRequest) => gamesScope(ctx.scopes.get(ctx.scopeOf(r.headers)));
      const bodyOf = (r: FastifyRequest) => (r.body && typeof r.body === 'object' ? (r.body as Body) : {});

      // {lobbyId | gameId, on: false} clears the window; otherwise {startTimestamp?, endTimestamp?} or {minutes?} from now.
      control.post('/games/maintenance', async (request) => {
        const body = bodyOf(request);
        const lobbyId = num(body.lobbyId);
        const gameId = num(body.gameId);
        const lobbies = seededLobbies(ctx);
        const known =
          lobbyId !== undefined
            ? lobbies.some((l) => l.id === lobbyId)
            : gameId !== undefined && lobbies.some((l) => l.gameList.some((g) => g.id === gameId));
        if (!known) return { ok: false, error: 'lobbyId or gameId of a seeded lobby or game is required' };
        const key = lobbyId !== undefined ? `lobby:${lobbyId}` : `game:${gameId}`;
        if (body.on === false) {
          games(request).maintenance.set(key, { startTimestamp: null, endTimestamp: null });
          return { ok: true, key, window: null };
        }
        const now = ctx.clock.now();
        const window = {
          startTimestamp: num(body.startTimestamp) ?? now - 5 * 60_000,
          endTimestamp: num(body.endTimestamp) ?? now + (num(body.minutes) ?? 120) * 60_000,
        };
        games(request).maintenance.set(key, window);
        return { ok: true, key, window };
      });

      // {jumpDelayMs, times?}: the next `times` jumps (default 1) answer that late.
      control.post('/games/config', async (request) => {
        const body = bodyOf(request);
        const delay = num(body.jumpDelayMs);
        if (delay === undefined || delay < 0) return { ok: false, error: 'jumpDelayMs is a number of ms' };
        const g = games(request);
        g.jumpDelayMs = delay;
        g.delayTimes = num(body.times) ?? 1;
        return { ok: true, jumpDelayMs: delay, times: g.delayTimes };
      });

      // The demo game's bets in this scope, and how many distinct jumps were made (a double press must make one).
      control.get('/games/bets', async (request) => ({
        ok: true,
        bets: games(request).bets,
        jumps: games(request).jumps.size,
      }));
    }),
    { prefix: '/sim/control' },
  );
}
