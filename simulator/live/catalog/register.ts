import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../../core/context';
import type { LiveOptions } from '../live-options';

/** Live rooms, catalog: presenters, streams, rooms, follows, reservations, fee rooms, scores, search: the /api/live catalogue routes (issue D). */
export function registerLiveCatalog(_app: FastifyInstance, _ctx: SimContext, _options: LiveOptions): void | Promise<void> {}
