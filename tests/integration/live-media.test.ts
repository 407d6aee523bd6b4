import { execFileSync } from 'node:child_process';
import { request, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../simulator/server';
import { isNmsMedia } from '../../simulator/live/media/nms-media';
import { hasFfmpeg } from '../../simulator/live/media/encoder';
import { sleep, until } from '../support/wait';

/**
 * The simulator's real stream server (docs/simulator.md "Live media"): node-media-server fed by
 * ffmpeg, read through the same-origin relay `/live-flv/<key>.flv`. A new viewer gets a playable FLV
 * (header, sequence headers, a keyframe from the GOP cache) at once; kill ends the viewers'
 * responses; restart brings the stream back; close leaves no ffmpeg behind. The provider's own match
 * video (`/live/flv/<fbId>.flv`) is piped the same way.
 */

interface FlvTag {
  type: number;
  /** Video: frame type (1 keyframe) and AVC packet type (0 sequence header, 1 NAL units). */
  frameType?: number;
  avcType?: number;
}
/** The tags in a prefix of an FLV stream (header checked), the last partial tag left out. */
function parseFlv(bytes: Buffer): { header: boolean; tags: FlvTag[] } {
  const header = bytes.subarray(0, 3).toString('latin1') === 'FLV';
  const tags: FlvTag[] = [];
  let at = 9 + 4;
  while (at + 11 <= bytes.length) {
    const type = bytes[at]!;
    const size = bytes.readUIntBE(at + 1, 3);
    if (at + 11 + size > bytes.length) break;
    const data = bytes.subarray(at + 11, at + 11 + size);
    tags.push(type === 9 ? { type, frameType: data[0]! >> 4, avcType: data[1] } : { type });
    at += 11 + size + 4;
  }
  return { header, tags };
}

interface Viewing {
  status: number;
  bytes: () => Buffer;
  ended: Promise<void>;
  firstByteMs: Promise<number>;
  close(): void;
}
function watch(url: string): Promise<Viewing> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false }, (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let first: (ms: number) => void = () => {};
      const firstByteMs = new Promise<number>((r) => (first = r));
      res.on('data', (c: Buffer) => {
        if (chunks.length === 0) first(performance.now() - started);
        chunks.push(c);
      });
      const ended = new Promise<void>((r) => {
        res.on('end', () => r());
        res.on('close', () => r());
        res.on('error', () => r());
      });
      resolve({
        status: res.statusCode ?? 0,
        bytes: () => Buffer.concat(chunks),
        ended,
        firstByteMs,
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const hasKeyframe = (b: Buffer) => parseFlv(b).tags.some((t) => t.type === 9 && t.frameType === 1 && t.avcType === 1);
const control = async (sim: Simulator, path: string, body: unknown) =>
  (
    await fetch(`${sim.url}/sim/control/live${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json() as Promise<Record<string, unknown>>;
const ffmpegPids = () => {
  try {
    return execFileSync('pgrep', ['-x', 'ffmpeg'], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
};

describe.skipIf(!hasFfmpeg())('live media (node-media-server + ffmpeg + relay)', () => {
  let sim: Simulator;
  beforeAll(async () => {
    sim = await startSimulator({ control: true, port: 0, live: true, distDir: '/nonexistent' });
  });
  afterAll(() => sim?.close());

  it('runs the real media service when live is on and ffmpeg exists', () => {
    expect(isNmsMedia(sim.ctx.media)).toBe(true);
  });

  it('answers 404 for a stream that is not on air', async () => {
    const v = await watch(`${sim.url}/live-flv/nobody.flv`);
    expect(v.status).toBe(404);
    v.close();
  });

  it('plays a filmed match in play at its vs.flvSD; a match not filmed, not in play or unknown answers 404', async () => {
    const { sportsOf } = await import('../../simulator/sports/index');
    const matches = [...sportsOf(sim.ctx).world.matches.values()].filter((m) => m.ty === 2);
    const filmed = matches.find((m) => m.ms === 5 && m.video)!;
    const plain = matches.find((m) => m.ms === 5 && !m.video)!;
    const notStarted = matches.find((m) => m.ms === 4 && m.video)!;
    await until(() => sim.ctx.media.state('match-feed') === 'live', 'the provider channel on air');
    const v = await watch(`${sim.url}/live/flv/${filmed.id}.flv`);
    expect(v.status).toBe(200);
    await until(() => hasKeyframe(v.bytes()), 'a keyframe of the match video', 5_000);
    v.close();
    for (const id of [plain.id, notStarted.id, 1]) {
      const none = await watch(`${sim.url}/live/flv/${id}.flv`);
      expect(none.status).toBe(404);
      none.close();
    }
  });

  it('serves a playable FLV at once: header, sequence headers and a keyframe in the first bytes', async () => {
    const key = 'it-relay';
    const states: string[] = [];
    const off = sim.ctx.media.onStateChange((c) => c.key === key && states.push(c.state));
    const published = await control(sim, '/publish', { key });
    expect(published.paths).toEqual([`/live-flv/${key}.flv`, `/live-flv/${key}.flv?line=2`]);
    await until(() => sim.ctx.media.state(key) === 'live', 'the encoder to publish');
    // Let a GOP or two through, so the cache holds one (as for any viewer who is not the very first).
    await sleep(1_500);
    for (const path of sim.ctx.media.playPaths(key)) {
      const v = await watch(`${sim.url}${path}`);
      expect(v.status).toBe(200);
      const firstByte = await v.firstByteMs;
      expect(firstByte).toBeLessThan(300);
      await until(() => hasKeyframe(v.bytes()), 'a keyframe', 1_000);
      const flv = parseFlv(v.bytes());
      expect(flv.header).toBe(true);
      expect(flv.tags.some((t) => t.type === 9 && t.avcType === 0)).toBe(true);
      expect(flv.tags.some((t) => t.type === 8)).toBe(true);
      v.close();
    }
    expect(states).toEqual(['live']);
    off();
  });

  it('kill ends the viewers’ responses; restart brings the stream back', async () => {
    const key = 'it-kill';
    await control(sim, '/publish', { key });
    await until(() => sim.ctx.media.state(key) === 'live', 'the encoder to publish');
    const v = await watch(`${sim.url}/live-flv/${key}.flv`);
    await until(() => hasKeyframe(v.bytes()), 'a keyframe', 3_000);
    const restarted = await control(sim, '/restart', { key, afterMs: 500 });
    expect(restarted.ok).toBe(true);
    const endedAt = performance.now();
    await v.ended;
    expect(performance.now() - endedAt).toBeLessThan(1_000);
    await until(() => sim.ctx.media.state(key) === 'offline', 'off air');
    const during = await watch(`${sim.url}/live-flv/${key}.flv`);
    expect(during.status).toBe(404);
    await until(() => sim.ctx.media.state(key) === 'live', 'back on air', 5_000);
    const again = await watch(`${sim.url}/live-flv/${key}.flv`);
    expect(again.status).toBe(200);
    await until(() => hasKeyframe(again.bytes()), 'a keyframe after the restart', 3_000);
    again.close();
  });

  it('stall keeps the connection open and silent; a new connection plays', async () => {
    const key = 'it-stall';
    await control(sim, '/publish', { key });
    await until(() => sim.ctx.media.state(key) === 'live', 'the encoder to publish');
    const v = await watch(`${sim.url}/live-flv/${key}.flv`);
    await until(() => hasKeyframe(v.bytes()), 'a keyframe', 3_000);
    expect((await control(sim, '/stall', { key })).stalled).toBe(1);
    await sleep(100);
    const before = v.bytes().length;
    await sleep(800);
    expect(v.bytes().length).toBe(before);
    let ended = false;
    void v.ended.then(() => (ended = true));
    expect(ended).toBe(false);
    const fresh = await watch(`${sim.url}/live-flv/${key}.flv`);
    await until(() => hasKeyframe(fresh.bytes()), 'a keyframe on a new connection', 3_000);
    fresh.close();
    v.close();
  });

  it('unpublish ended: off air with its state, viewers ended', async () => {
    const key = 'it-ended';
    await control(sim, '/publish', { key });
    await until(() => sim.ctx.media.state(key) === 'live', 'the encoder to publish');
    const v = await watch(`${sim.url}/live-flv/${key}.flv`);
    await control(sim, '/unpublish', { key, state: 'ended' });
    await v.ended;
    expect(sim.ctx.media.state(key)).toBe('ended');
  });

  it('two simulators in one process share node-media-server without seeing each other’s streams', async () => {
    const other = await startSimulator({ control: true, port: 0, live: true, distDir: '/nonexistent' });
    try {
      const key = 'it-shared';
      await control(other, '/publish', { key });
      await until(() => other.ctx.media.state(key) === 'live', 'the other simulator’s encoder');
      expect(sim.ctx.media.state(key)).toBe('offline');
      expect((await watch(`${sim.url}/live-flv/${key}.flv`)).status).toBe(404);
      await control(sim, '/publish', { key });
      await until(() => sim.ctx.media.state(key) === 'live', 'this simulator’s encoder');
      await other.close();
      // The host stays up for the simulator still using it.
      const v = await watch(`${sim.url}/live-flv/${key}.flv`);
      await until(() => hasKeyframe(v.bytes()), 'a keyframe after the other simulator closed', 3_000);
      v.close();
    } finally {
      await other.close();
    }
  });

  it('close stops every ffmpeg it started', async () => {
    const media = sim.ctx.media;
    if (!isNmsMedia(media)) throw new Error('not the real media');
    await control(sim, '/publish', { key: 'it-close' });
    await until(() => media.state('it-close') === 'live', 'the encoder to publish');
    const ours = media.encoderPids();
    expect(ours.length).toBeGreaterThan(0);
    expect(ffmpegPids()).toEqual(expect.arrayContaining(ours));
    await sim.close();
    const left = ffmpegPids().filter((pid) => ours.includes(pid));
    expect(left).toEqual([]);
  });
});
