import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../core/context';
import { liveCatalogOf } from '../live/catalog/register';
import { chatServerOf } from '../live/chat/register';
import { registerAdminRoutes } from './admin-routes';

/** The super admin's center: after the live modules, whose catalogue and chat it drives. */
export async function registerAdmin(app: FastifyInstance, ctx: SimContext): Promise<void> {
  const catalog = liveCatalogOf(ctx);
  if (catalog) registerAdminRoutes(app, ctx, catalog, chatServerOf(ctx));
}
