import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
import { applyNameOverrides, registerNameOverride } from './name-override';

/** What later modules (the order engine, simulator/orders/) need of the sports provider. */
export interface Sports {
  world: SportsWorld;
  push: PushServer;
  /** Always there; it ticks only with `live` on and a flowing clock (`engine.running`). */
  engine: LiveEngine;
}

const handles = new WeakMap<SimContext, Sports>();

/** The sports provider of this simulator; registerSports must have run (server.ts module order). */
export function sportsOf(ctx: SimContext): Sports {
  const s = handles.get(ctx);
  if (!s) throw new Error('the sports module is not registered before this one');
  return s;
}

/**
 * Provider routes answer a body that is not JSON with the provider's code 5 in its envelope (as
 * the real service does) rather than Fastify's 400 page. Set on each provider route context.
 */
export function providerErrorHandler(
  error: Pick<FastifyError, 'message'> & { statusCode?: number },
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.statusCode && error.statusCode < 500)
    return reply.code(200).send(provider.fail(CODES.badParam, `bad request: ${error.message}`));
  return reply.code(500).send(provider.fail(500, 'internal error'));
}

/**
 * The sports provider: seeded matches and markets behind POST /fb/v1/..., the push
 * server on socket.io /push, and the engine that plays the matches. With `live` off the engine
 * does not tick, but the test controls still drive it (kick-off, goal, line move, finish), so
 * unit tests can settle bets deterministically. Registered in simulator/server.ts's module list.
 */
export function registerSports(app: FastifyInstance, ctx: SimContext, options: Required<SimulatorOptions>): void {
  const world = new SportsWorld(options.seed, ctx.clock.now());
  app.register(async (fb) => {
    fb.setErrorHandler(providerErrorHandler);
    applyNameOverrides(fb, ctx);
    registerMatchRoutes(fb, world, ctx.clock);
    registerResultRoutes(fb, world, ctx.clock);
    registerBulletinRoutes(fb, world, ctx.clock);
  });
  const push = new PushServer(ctx, world);
  const engine = new LiveEngine(world, push, options.seed, ctx.clock);
  handles.set(ctx, { world, push, engine });
  registerSportsControl(app, ctx, world, push, engine, options.live);
  registerNameOverride(app, ctx, world);
  if (options.live) engine.start();
  app.addHook('onClose', async () => engine.stop());
}
