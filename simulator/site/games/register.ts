import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../../core/context';
import { registerDemoGame } from './demo-game';
import { registerGamesControl } from './games-control';
import { registerGamesRoutes } from './games-routes';
import { seededLobbies } from './games-data';

/** Game lobbies, the single-wallet jump and the demo game (issue F part 4). docs/games-api.md. */
export function registerGames(app: FastifyInstance, ctx: SimContext): void {
  // Seeded now, at start, so the windows agree with the home slot list's.
  seededLobbies(ctx);
  registerGamesRoutes(app, ctx);
  registerDemoGame(app, ctx);
  registerGamesControl(app, ctx);
}
