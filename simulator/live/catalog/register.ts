import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../../core/context';
import type { LiveOptions } from '../live-options';
import { sportsOf } from '../../sports/index';
import { LiveCatalog } from './catalog';
import { registerStreamRoutes } from './stream-routes';
import { registerUserRoutes } from './user-routes';
import { registerCatalogControl } from './control-routes';
import { registerMatchFeed } from './match-feed';
import { playGateOf } from '../media/play-gate';

const catalogs = new WeakMap<SimContext, LiveCatalog>();

/** The catalogue of this simulator, for the other live modules (chat rooms are its streams' groupIds). */
export function liveCatalogOf(ctx: SimContext): LiveCatalog | undefined {
  return catalogs.get(ctx);
}

/**
 * Live rooms, catalog: presenters, streams, rooms, follows, reservations, fee rooms, scores, search:
 * the /api/live catalogue routes (docs/live-api.md). Streams ride on the sports world's
 * matches; statuses move on the clock only with the live engines on.
 */
export function registerLiveCatalog(app: FastifyInstance, ctx: SimContext, options: LiveOptions): void {
  const catalog = new LiveCatalog(options.seed, sportsOf(ctx).world, ctx.media, ctx.clock, options.live);
  catalogs.set(ctx, catalog);
  playGateOf(ctx).guardWith((key) => catalog.needsGrant(key));
  registerStreamRoutes(app, ctx, catalog);
  registerUserRoutes(app, ctx, catalog);
  registerCatalogControl(app, ctx, catalog);
  registerMatchFeed(app, ctx, catalog);
  if (options.live) catalog.start();
  app.addHook('onClose', async () => catalog.stop());
}
