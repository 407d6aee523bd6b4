import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../../core/context';
import type { SimMatch } from '../../sports/types';
import { pipeFlv } from '../media/flv-relay';
import { isNmsMedia } from '../media/nms-media';
import type { LiveCatalog } from './catalog';

/**
 * The provider's own video of its matches (docs/live-api.md, "Match video"): a match the provider
 * films (`video` in the sports world, `vs.have` in its records) plays at `vs.flvSD`, the same path the
 * catalogue's videoList gives as `liveUrl`, while the match is in play. The simulator's video server has
 * one channel: every filmed match shows the same generated clip (one encoder, not one per match).
 */
export const MATCH_FEED_KEY = 'match-feed';

/** Where a filmed match plays (the provider record's `vs.flvSD`, videoList's `liveUrl`). */
export const matchFeedPath = (fbId: number) => `/live/flv/${fbId}.flv`;

/** Whether the match's own video is on air: filmed, a match (not an outright), in play. */
export const filmedLive = (m: SimMatch | undefined): m is SimMatch =>
  m !== undefined && m.video && m.ty === 2 && m.ms === 5;

/**
 * `GET /live/flv/<fbId>.flv`: the match's own video, piped like a free room's line. 404 when the match
 * is unknown, not filmed, not in play, or the channel is off air (then the player asks videoList again).
 */
export function registerMatchFeed(app: FastifyInstance, ctx: SimContext, catalog: LiveCatalog): void {
  app.get('/live/flv/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const id = /^\d{1,15}\.flv$/.test(file) ? Number(file.slice(0, -4)) : NaN;
    const media = ctx.media;
    if (!filmedLive(catalog.world.get(id)) || !catalog.feedOnAir() || !isNmsMedia(media)) {
      return reply.code(404).send({ code: 404, msg: 'match video not on air', data: null });
    }
    pipeFlv(request, reply, media, MATCH_FEED_KEY, MATCH_FEED_KEY, ctx.clock);
  });
}
