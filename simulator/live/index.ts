import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../core/context';
import { registerLiveCatalog } from './catalog/register';
import { registerLiveChat } from './chat/register';
import { registerLiveIncome } from './income/register';
import { registerMedia } from './media/register';
import { registerPresenter } from './presenter/register';

/** Live rooms: the media server first, so the catalogue can put streams on air. */
export async function registerLive(
  app: FastifyInstance,
  ctx: SimContext,
  options: { seed: number; live: boolean },
): Promise<void> {
  const live = { seed: options.seed, live: options.live };
  await registerMedia(app, ctx, live);
  await registerLiveCatalog(app, ctx, live);
  await registerLiveChat(app, ctx, live);
  await registerPresenter(app, ctx);
  registerLiveIncome(app, ctx);
}
