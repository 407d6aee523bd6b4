import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../core/context';
import { providerErrorHandler, sportsOf } from '../sports/index';
import { OrderDesk } from './desk';
import { registerOrderRoutes } from './order-routes';
import { registerReserveRoutes } from './reserve-routes';
import { registerMybetRoutes } from './mybet-routes';
import { registerOrderControl } from './control-routes';

/**
 * The order engine and ledger (docs/betting-api.md): the provider's order calls
 * under /fb/v1/order, the site's game-bet summary (/api/game/bet/order/mybet/*), and their test
 * controls. Registered after the sports module in simulator/server.ts: it hooks into that
 * module's push server to hear of line moves, odds changes and finished matches.
 */
export function registerOrders(app: FastifyInstance, ctx: SimContext): void {
  const desk = new OrderDesk(ctx, sportsOf(ctx));
  app.register(async (fb) => {
    fb.setErrorHandler(providerErrorHandler);
    registerOrderRoutes(fb, ctx, desk);
    registerReserveRoutes(fb, ctx, desk);
  });
  registerMybetRoutes(app, ctx);
  registerOrderControl(app, ctx, desk);
  app.addHook('onClose', async () => desk.close());
}
