import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../../core/context';
import type { LiveOptions } from '../live-options';
import { registerMediaControl } from './control-routes';
import { registerFlvRelay } from './flv-relay';
import { isNmsMedia } from './nms-media';
import { playGateOf } from './play-gate';

/** Live rooms, media: node-media-server fed by ffmpeg, the HTTP-FLV relay and the stream faults. */
export function registerMedia(app: FastifyInstance, ctx: SimContext, _options: LiveOptions): void {
  if (isNmsMedia(ctx.media)) registerFlvRelay(app, ctx.media, playGateOf(ctx), ctx.clock);
  registerMediaControl(app, ctx);
}
