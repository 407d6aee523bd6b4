import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SimContext } from '../../core/context';
import { controlPlugin } from '../../core/control';
import { delayLinesOf } from './delay-line';
import { isNmsMedia } from './nms-media';

/**
 * Test control of the streams (loopback only). Streams are shared by every viewer, so these are not
 * per scope: tests running side by side use their own keys. docs/simulator.md lists them.
 */
type Body = Record<string, unknown>;

export function registerMediaControl(app: FastifyInstance, ctx: SimContext): void {
  app.register(
    controlPlugin(ctx, async (control) => {
      const bodyOf = (r: FastifyRequest) => (r.body && typeof r.body === 'object' ? (r.body as Body) : {});
      const keyOf = (r: FastifyRequest) => {
        const key = bodyOf(r).key;
        return typeof key === 'string' && key.length > 0 && key.length <= 200 ? key : undefined;
      };
      const media = ctx.media;
      const real = isNmsMedia(media) ? media : undefined;
      const noServer = { ok: false, error: 'no media server here (live engines off or ffmpeg missing): only states move' };

      control.post('/publish', async (request) => {
        const key = keyOf(request);
        if (key === undefined) return { ok: false, error: 'key is required' };
        media.publish(key);
        return { ok: true, key, state: media.state(key), paths: media.playPaths(key), real: real !== undefined };
      });

      control.post('/unpublish', async (request) => {
        const key = keyOf(request);
        const state = bodyOf(request).state ?? 'offline';
        if (key === undefined || (state !== 'offline' && state !== 'ended')) return { ok: false, error: "key is required; state is 'offline' or 'ended'" };
        media.unpublish(key, state);
        return { ok: true, key, state: media.state(key) };
      });

      control.post('/kill', async (request) => {
        const key = keyOf(request);
        if (key === undefined) return { ok: false, error: 'key is required' };
        if (!real) return noServer;
        return (await real.kill(key)) ? { ok: true, key } : { ok: false, error: 'no encoder runs for this key' };
      });

      control.post('/restart', async (request) => {
        const key = keyOf(request);
        const afterMs = bodyOf(request).afterMs ?? 2_000;
        if (key === undefined || typeof afterMs !== 'number' || afterMs < 0 || afterMs > 600_000) return { ok: false, error: 'key is required; afterMs is 0-600000' };
        if (!real) return noServer;
        return (await real.restart(key, afterMs)) ? { ok: true, key, afterMs } : { ok: false, error: 'no encoder runs for this key' };
      });

      control.post('/stall', async (request) => {
        const key = keyOf(request);
        const line = bodyOf(request).line;
        if (key === undefined || (line !== undefined && line !== 1 && line !== 2)) return { ok: false, error: 'key is required; line is 1 or 2' };
        if (!real) return noServer;
        return { ok: true, key, stalled: real.viewers.stall(key, line as 1 | 2 | undefined) };
      });

      control.post('/corrupt', async (request) => {
        const key = keyOf(request);
        const times = bodyOf(request).times ?? 1;
        if (key === undefined || typeof times !== 'number' || !Number.isInteger(times) || times < 0 || times > 100) return { ok: false, error: 'key is required; times is 0-100' };
        if (!real) return noServer;
        real.viewers.corruptNext(key, times);
        return { ok: true, key, times };
      });

      // The relay trails live by `ms` for this key (0 ends it), as a CDN or transcoder in the path would.
      control.post('/delay', async (request) => {
        const key = keyOf(request);
        const ms = bodyOf(request).ms;
        if (key === undefined || typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > 30_000)
          return { ok: false, error: 'key is required; ms is 0-30000' };
        if (!real) return noServer;
        delayLinesOf(real, ctx.clock).set(key, ms);
        return { ok: true, key, ms };
      });

      control.get('/media', async () => ({
        ok: true,
        real: real !== undefined,
        streams: real?.streams() ?? [],
        viewers: real?.viewers.total() ?? 0,
        encoderPids: real?.encoderPids() ?? [],
      }));
    }),
    { prefix: '/sim/control/live' },
  );
}
