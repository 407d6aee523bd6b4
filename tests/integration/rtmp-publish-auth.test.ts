import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hasFfmpeg, listClips, loopedClipArgs } from '../../simulator/live/media/encoder';
import { acquireNmsHost, type NmsHost, type NmsSession } from '../../simulator/live/media/nms-host';
import { createNmsMedia, type NmsMedia } from '../../simulator/live/media/nms-media';
import { sleep, until } from '../support/wait';

/**
 * Every publish to the process's node-media-server needs the right key (docs/simulator.md "Live
 * media"): a presenter's stream its secret, the simulator's own streams a secret only the process
 * knows, and any other RTMP app nothing gets through at all. Node-media-server's HTTP-FLV is read by
 * the relay only (viewers go through the relay, which checks fee rooms' signatures).
 */

const encoders: ChildProcess[] = [];

describe.skipIf(!hasFfmpeg())('RTMP publish needs its key', () => {
  let host: NmsHost;
  let real: NmsMedia;
  let app: string;
  const published: string[] = [];
  const onPublish = (session: NmsSession) => published.push(session.streamPath);
  beforeAll(async () => {
    host = await acquireNmsHost();
    host.context.eventEmitter.on('postPublish', onPublish);
    // The media service alone (no simulator, so no seeded encoders on air).
    real = await createNmsMedia();
    app = new URL(real.upstreamUrl('x')).pathname.split('/')[1]!;
  }, 30_000);
  afterEach(() => {
    for (const e of encoders.splice(0)) e.kill('SIGKILL');
  });
  afterAll(async () => {
    host?.context.eventEmitter.off('postPublish', onPublish);
    await real?.close();
    await host?.release();
  }, 30_000);

  const media = () => real;

  /** Pushes the clip to `target`: 'refused' when node-media-server closes it, 'on air' when it takes it. */
  async function tryPublish(target: string): Promise<'refused' | 'on air'> {
    const path = new URL(target.replace(/^rtmp:/, 'http:')).pathname;
    const before = published.length;
    const args = loopedClipArgs(listClips()[0]!, target);
    const child = spawn('ffmpeg', args, { stdio: 'ignore' });
    encoders.push(child);
    const exited = new Promise<'refused'>((r) => child.once('exit', () => r('refused')));
    const onAir = (async () => {
      await until(() => published.slice(before).includes(path), 'a publish', 12_000).catch(() => undefined);
      return published.slice(before).includes(path) ? ('on air' as const) : ('refused' as const);
    })();
    const outcome = await Promise.race([exited, onAir]);
    child.kill('SIGKILL');
    return outcome;
  }

  it('refuses a push to a stream name the simulator knows, without or with a guessed key', async () => {
    media().publish('it-known');
    await until(() => media().state('it-known') === 'live', 'our own encoder on air', 15_000);
    media().unpublish('it-known', 'offline');
    await sleep(300);
    const base = `rtmp://127.0.0.1:${host.rtmpPort}/${app}`;
    expect(await tryPublish(`${base}/it-known`)).toBe('refused');
    expect(await tryPublish(`${base}/it-known?key=simulator`)).toBe('refused');
    expect(media().state('it-known')).toBe('offline');
  });

  it('refuses any push to another RTMP app', async () => {
    expect(await tryPublish(`rtmp://127.0.0.1:${host.rtmpPort}/live/anything`)).toBe('refused');
    expect(await tryPublish(`rtmp://127.0.0.1:${host.rtmpPort}/live/anything?key=x`)).toBe('refused');
  });

  it('the simulator’s own encoders and a presenter with the console’s key still go on air', async () => {
    media().publish('it-own');
    await until(() => media().state('it-own') === 'live', 'our own encoder on air', 15_000);
    const target = media().acceptPush('it-presenter', 'a'.repeat(24));
    expect(await tryPublish(`${target.url}/${target.streamKey}`)).toBe('on air');
    expect(await tryPublish(`${target.url}/it-presenter?key=${'b'.repeat(24)}`)).toBe('refused');
  });

  it('node-media-server’s own HTTP-FLV is for the relay only', async () => {
    media().publish('it-direct');
    await until(() => media().state('it-direct') === 'live', 'our own encoder on air', 15_000);
    const direct = `http://127.0.0.1:${host.httpPort}/${app}/it-direct.flv`;
    const got = await new Promise<string>((resolve) => {
      const req = request(direct, { agent: false }, (res) => {
        res.once('data', (c: Buffer) => {
          resolve(c.subarray(0, 3).toString('latin1'));
          req.destroy();
        });
        res.once('end', () => resolve('ended'));
      });
      req.on('error', () => resolve('error'));
      req.setTimeout(3_000, () => {
        resolve('timeout');
        req.destroy();
      });
      req.end();
    });
    expect(got).not.toBe('FLV');
  });
});
