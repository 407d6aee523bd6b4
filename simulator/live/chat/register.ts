import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../../core/context';
import type { LiveOptions } from '../live-options';

/** Live rooms, chat: the socket.io chat (rooms, bots, limits), gifts, bans, sensitive words, chat config and signatures (issue D). */
export function registerLiveChat(_app: FastifyInstance, _ctx: SimContext, _options: LiveOptions): void | Promise<void> {}
