import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../../core/context';
import type { LiveOptions } from '../live-options';

/** Live rooms, media: node-media-server fed by ffmpeg, the HTTP-FLV relay and the stream faults (issue D). */
export function registerMedia(_app: FastifyInstance, _ctx: SimContext, _options: LiveOptions): void | Promise<void> {}
