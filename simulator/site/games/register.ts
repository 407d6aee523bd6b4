import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../../core/context';
import { registerDemoGame } from './demo-game';
import { registerGameArt } from './game-art-routes';
import { registerGamesControl } from './games-control';
import { registerGamesRoutes } from './games-routes';
import { seededLobbies } from './games-data';
import { startGameServer } from './game-server';

/**
 * Game lobbies, each game's art, the single-wallet jump and the demo game (docs/games-api.md).
 * The demo game runs on a listener of its own (another origin, like a real provider's), started
 * beside the app's and closed with it.
 */
export async function registerGames(app: FastifyInstance, ctx: SimContext, options: { host: string }): Promise<void> {
  // Seeded now, at start, so the windows agree with the home slot list's.
  seededLobbies(ctx);
  registerGamesRoutes(app, ctx);
  registerGamesControl(app, ctx);
  registerGameArt(app, ctx);
  const games = await startGameServer(ctx, options.host, (gameApp) => registerDemoGame(gameApp, ctx));
  app.addHook('onClose', async () => games.close());
}
