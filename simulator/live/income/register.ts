import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../../core/context';
import { liveCatalogOf } from '../catalog/register';
import { registerIncomeRoutes } from './income-routes';

/** The presenter's income, figures and push orders, beside the catalogue they read. */
export function registerLiveIncome(app: FastifyInstance, ctx: SimContext): void {
  const catalog = liveCatalogOf(ctx);
  if (catalog) registerIncomeRoutes(app, ctx, catalog);
}
