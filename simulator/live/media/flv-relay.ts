import { request as httpRequest, type ClientRequest } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SimClock } from '../../core/clock';
import type { NmsMedia } from './nms-media';
import type { PlayGate } from './play-gate';
import { delayLinesOf, relayClock } from './delay-line';
import { FlvEdgeInjector } from './flv-edge';
import type { Viewer } from './viewers';

/**
 * `GET /live-flv/<stream>.flv[?line=2]`: node-media-server's HTTP-FLV, piped through the simulator's
 * own origin. Same origin means no CORS for the player, and one place to hurt one viewer's connection
 * (stall, end) without touching the stream. node-media-server sends a new viewer the FLV header, the
 * sequence headers and its GOP cache (the last full GOP, <= 1 s with our clips) at once, so the first
 * frame needs no wait for a keyframe; the relay forwards every chunk as it comes (no buffering, Nagle off).
 * A stream that is not on air answers 404 (the player then asks for the status: offline or ended).
 * About once a second an `onEdge` script tag tells the player the stream's clock (flv-edge.ts), so the
 * room can say how old the picture is. A `corrupt` fault (control-routes.ts) answers one connection
 * with bytes that are not FLV: the player's demuxer fails with a media error, as on a bad codec.
 * A fee room's video needs the line's signature (play-gate.ts), checked first: 403 without a valid,
 * unexpired one, whether or not the stream is on air. An open connection plays on past the expiry
 * (as at a CDN, the signature is checked when the connection opens). A stream the test control delays
 * (`POST /sim/control/live/delay`) is served from its delay line (delay-line.ts), seconds behind live.
 * The stream's wall times are on the simulator's clock, as the push feed's are (relayClock).
 */
export function registerFlvRelay(app: FastifyInstance, media: NmsMedia, gate: PlayGate, clock: SimClock): void {
  app.get('/live-flv/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const name = file.endsWith('.flv') ? file.slice(0, -4) : '';
    const known = media.keyOf(name);
    const key = known ?? name;
    const verdict = gate.check(key, (request.query ?? {}) as Record<string, unknown>, clock.now());
    if (verdict !== 'open' && verdict !== 'ok') {
      return reply.code(403).header('cache-control', 'no-store').send({ code: 403, msg: `play URL ${verdict}`, data: null });
    }
    if (!name || known === undefined || media.state(key) !== 'live') {
      return reply.code(404).send({ code: 404, msg: 'stream not on air', data: null });
    }
    pipeFlv(request, reply, media, key, name, clock);
  });
}

/**
 * Pipes a stream that is on air to one viewer, as the relay does: the stream's `name` on
 * node-media-server, counted as a viewer of `key` (stall, end, corrupt faults reach it). Also serves the
 * provider's own match video (simulator/live/catalog/match-feed.ts). The caller has checked the URL.
 */
export function pipeFlv(
  request: FastifyRequest,
  reply: FastifyReply,
  media: NmsMedia,
  key: string,
  name: string,
  clock: SimClock,
): void {
  const line = Number((request.query as { line?: string }).line ?? 1) || 1;
  reply.hijack();
  const res = reply.raw;
  if (media.viewers.takeCorrupt(key)) {
    res.writeHead(200, { 'content-type': 'video/x-flv', 'cache-control': 'no-store' });
    res.end(Buffer.alloc(4_096, 'not an FLV stream. '));
    return;
  }
  request.raw.socket.setNoDelay(true);
  let upstream: ClientRequest | undefined = undefined;
  let done = false;
  const viewer: Viewer = {
    key,
    line,
    stalled: false,
    end: () => finish(),
  };
  const remove = media.viewers.add(viewer);
  const finish = () => {
    if (done) return;
    done = true;
    remove();
    upstream?.destroy();
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end();
  };
  res.on('close', finish);
  const delayed = delayLinesOf(media, clock).line(key);
  if (delayed) {
    res.writeHead(200, { 'content-type': 'video/x-flv', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
    res.flushHeaders();
    const edge = new FlvEdgeInjector(relayClock(clock));
    const detach = delayed.attach({
      write: (bytes, arrivedAt) => {
        if (!viewer.stalled && !done) res.write(edge.push(bytes, arrivedAt));
      },
      end: finish,
    });
    res.on('close', detach);
    return;
  }
  upstream = httpRequest(media.upstreamUrl(name), { agent: false }, (up) => {
    if (done) return up.destroy();
    if (up.statusCode !== 200) return finish();
    res.writeHead(200, {
      'content-type': 'video/x-flv',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    res.flushHeaders();
    // A stalled viewer keeps its connection and gets nothing more (its bytes are dropped).
    const edge = new FlvEdgeInjector(relayClock(clock));
    up.on('data', (chunk: Buffer) => {
      if (!viewer.stalled && !done) res.write(edge.push(chunk));
    });
    up.on('end', finish);
    up.on('error', finish);
  });
  upstream.on('error', finish);
  upstream.end();
}
