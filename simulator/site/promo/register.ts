import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../../core/context';
import { installDepositBonus } from './deposit-bonus';
import { registerPromoRoutes } from './promo-routes';
import { registerContentOverride } from './content-override';
import { registerFeedback } from './feedback';

/** Promotions: the catalogue, claims, the activity list, popup ads. docs/promo-api.md. */
export function registerPromo(app: FastifyInstance, ctx: SimContext): void {
  registerPromoRoutes(app, ctx);
  registerContentOverride(app, ctx);
  registerFeedback(app, ctx);
  installDepositBonus();
}
