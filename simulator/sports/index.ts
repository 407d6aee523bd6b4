import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../core/context';
import type { SimulatorOptions } from '../server';
import { SportsWorld } from './world';
import { registerMatchRoutes } from './match-routes';
import { registerResultRoutes } from './result-routes';
import { registerBulletinRoutes } from './bulletin-routes';
import { PushServer } from './push-server';
import { LiveEngine } from './engine';
import { registerSportsControl } from './control-routes';

/**
 * The sports provider (issue B): seeded matches and markets behind POST /fb/v1/..., the push
 * server on socket.io /push, and — when `live` is on — the engine that plays the matches.
 * Registered in simulator/server.ts's module list.
 */
export function registerSports(app: FastifyInstance, ctx: SimContext, options: Required<SimulatorOptions>): void {
  const world = new SportsWorld(options.seed, Date.now());
  registerMatchRoutes(app, world);
  registerResultRoutes(app, world);
  registerBulletinRoutes(app, world);
  const push = new PushServer(ctx, world);
  const engine = options.live ? new LiveEngine(world, push, options.seed) : undefined;
  registerSportsControl(app, world, push, engine);
  engine?.start();
  app.addHook('onClose', async () => engine?.stop());
}
