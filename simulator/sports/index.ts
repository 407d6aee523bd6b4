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
import { provider } from '../core/envelope';
import { CODES } from './request';

/**
 * The sports provider (issue B): seeded matches and markets behind POST /fb/v1/..., the push
 * server on socket.io /push, and — when `live` is on — the engine that plays the matches.
 * Registered in simulator/server.ts's module list.
 */
export function registerSports(app: FastifyInstance, ctx: SimContext, options: Required<SimulatorOptions>): void {
  const world = new SportsWorld(options.seed, ctx.clock.now());
  // The provider routes in their own context, so a body that is not JSON gets the provider's
  // code 5 in its envelope (as the real service answers) rather than Fastify's 400 page.
  app.register(async (fb) => {
    fb.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
      if (error.statusCode && error.statusCode < 500) return reply.code(200).send(provider.fail(CODES.badParam, `bad request: ${error.message}`));
      return reply.code(500).send(provider.fail(500, 'internal error'));
    });
    registerMatchRoutes(fb, world, ctx.clock);
    registerResultRoutes(fb, world, ctx.clock);
    registerBulletinRoutes(fb, world, ctx.clock);
  });
  const push = new PushServer(ctx, world);
  const engine = options.live ? new LiveEngine(world, push, options.seed, ctx.clock) : undefined;
  registerSportsControl(app, world, push, engine, ctx.clock);
  engine?.start();
  app.addHook('onClose', async () => engine?.stop());
}
