import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../../core/context';
import { liveCatalogOf } from '../catalog/register';
import { registerPresenterProfileRoutes } from './profile-routes';
import { registerPresenterStreamRoutes } from './stream-routes';

/** The presenter console's API: the owner's streams, going live with their own encoder, the profile and covers. */
export async function registerPresenter(app: FastifyInstance, ctx: SimContext): Promise<void> {
  const catalog = liveCatalogOf(ctx);
  if (!catalog) throw new Error('the presenter routes need the live catalogue (register it first)');
  registerPresenterStreamRoutes(app, ctx, catalog);
  await registerPresenterProfileRoutes(app, ctx, catalog);
}
