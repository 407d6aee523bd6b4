import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../../core/context';
import { controlPlugin } from '../../core/control';
import type { LiveCatalog } from './catalog';
import { STATUS, type StreamStatus } from './seed';
import { liveScope } from './scope-state';
import { PLAY_TTL_MS } from '../media/play-gate';

const NAMES: Record<string, StreamStatus> = {
  upcoming: STATUS.upcoming,
  live: STATUS.live,
  offline: STATUS.offline,
  ended: STATUS.ended,
};

/**
 * Test control of the catalogue (loopback only). A stream's status is global (one media server):
 * `POST /sim/control/live/stream { streamId, status: live|offline|ended|upcoming|null }`, null giving
 * it back to its plan. `POST /sim/control/live/line-switch { enabled }` and
 * `POST /sim/control/live/stream-key { streamId, key|null }` (the media key the scope plays) and
 * `POST /sim/control/live/play-ttl { ms|null }` (how long fee rooms' play URLs live) are per scope.
 */
export function registerCatalogControl(app: FastifyInstance, ctx: SimContext, catalog: LiveCatalog): void {
  app.register(
    controlPlugin(ctx, async (control) => {
      control.post('/stream', async (request) => {
        const body = (request.body ?? {}) as { streamId?: unknown; status?: unknown };
        const stream = catalog.stream(Number(body.streamId));
        if (!stream) return { ok: false, error: 'unknown streamId' };
        if (body.status !== null && (typeof body.status !== 'string' || !(body.status in NAMES)))
          return { ok: false, error: 'status must be live, offline, ended, upcoming or null' };
        catalog.force(stream.id, body.status === null ? null : NAMES[body.status as string]!);
        return { ok: true, streamId: stream.id, status: catalog.status(stream), media: ctx.media.state(stream.key) };
      });

      control.get('/streams', async () =>
        catalog.streams.map((s) => ({
          id: s.id,
          key: s.key,
          fbId: s.fbId,
          presenterId: s.presenterId,
          fee: s.fee,
          status: catalog.status(s),
          media: ctx.media.state(s.key),
        })),
      );

      // A test that kills or stalls an encoder plays its own key in its scope, so no other test's video dies.
      control.post('/stream-key', async (request) => {
        const body = (request.body ?? {}) as { streamId?: unknown; key?: unknown };
        const stream = catalog.stream(Number(body.streamId));
        if (!stream) return { ok: false, error: 'unknown streamId' };
        if (body.key !== null && (typeof body.key !== 'string' || body.key.length === 0 || body.key.length > 200))
          return { ok: false, error: 'key is a string (1-200) or null' };
        const keys = liveScope(ctx.scopes.get(ctx.scopeOf(request.headers)), ctx.clock.now()).mediaKeys;
        if (body.key === null) keys.delete(stream.id);
        else {
          keys.set(stream.id, body.key);
          catalog.lendKey(body.key, stream.id);
        }
        return { ok: true, streamId: stream.id, key: keys.get(stream.id) ?? stream.key };
      });

      // Fee rooms' play URLs expire after ten minutes; a browser test of the renewal shortens it (null: back to ten).
      control.post('/play-ttl', async (request) => {
        const ms = (request.body as { ms?: unknown } | undefined)?.ms;
        const valid =
          ms === null || (typeof ms === 'number' && Number.isInteger(ms) && ms >= 1_000 && ms <= 86_400_000);
        if (!valid) return { ok: false, error: 'ms is 1000-86400000 or null' };
        liveScope(ctx.scopes.get(ctx.scopeOf(request.headers)), ctx.clock.now()).playTtlMs = ms;
        return { ok: true, ms: ms ?? PLAY_TTL_MS };
      });

      control.post('/line-switch', async (request) => {
        liveScope(ctx.scopes.get(ctx.scopeOf(request.headers)), ctx.clock.now()).lineSwitch =
          (request.body as { enabled?: unknown } | undefined)?.enabled !== false;
        return { ok: true };
      });
    }),
    { prefix: '/sim/control/live' },
  );
}
