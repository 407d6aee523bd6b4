import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPresenterApi } from '../../src/api/live/presenter-api';
import { createSiteClient } from '../../src/api/site-client';
import { startSimulator, type Simulator } from '../../simulator/server';
import { hasFfmpeg, listClips, loopedClipArgs } from '../../simulator/live/media/encoder';
import { scopedSiteClient, testContext } from './sim-harness';
import { sleep, until } from '../support/wait';

/**
 * Going live for real: the presenter's own ffmpeg pushes to the RTMP URL and key the console
 * shows; node-media-server refuses a wrong key before it goes on air, and the stream's status follows
 * the publish (waiting -> live -> encoder lost), and a stop cuts the encoder and refuses its key after.
 */

const encoders: ChildProcess[] = [];
/** A presenter's encoder: the committed clip, looped, copied to RTMP. Resolves its exit. */
function push(target: string) {
  const child = spawn('ffmpeg', loopedClipArgs(listClips()[0]!, target), { stdio: 'ignore' });
  encoders.push(child);
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, exited };
}

describe.skipIf(!hasFfmpeg())('presenter push (node-media-server + the presenter’s ffmpeg)', () => {
  let sim: Simulator;
  beforeAll(async () => {
    sim = await startSimulator({ control: true, port: 0, live: true, distDir: '/nonexistent' });
  });
  afterEach(() => {
    for (const e of encoders.splice(0)) e.kill('SIGKILL');
  });
  afterAll(async () => {
    const t0 = Date.now();
    await sim?.close();
    console.log('close ms', Date.now() - t0);
  }, 30_000);

  async function anchor() {
    const scope = `push-${Math.random().toString(36).slice(2)}`;
    const t = testContext(sim.url, scope);
    const r = await fetch(`${sim.url}/api/user/auth/account-login/v2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...t.scopeHeader },
      body: JSON.stringify({ userName: 'anchor', password: 'anchor1234' }),
    });
    t.setToken(((await r.json()) as { data: { accessToken: string } }).data.accessToken);
    const api = createPresenterApi(scopedSiteClient(createSiteClient(t.ctx, 'live'), scope));
    const fbId = (await api.matches())[0]!.fbId;
    return { api, saved: await api.save({ fbId, title: 'Pushed by ffmpeg', tagIds: [], fee: 0 }) };
  }

  it('refuses a wrong key: the encoder is closed and the console keeps waiting', async () => {
    const { api, saved } = await anchor();
    const [name] = saved.push!.streamKey.split('?');
    const wrong = push(`${saved.push!.url}/${name}?key=${'0'.repeat(24)}`);
    expect(await Promise.race([wrong.exited.then(() => 'exited'), sleep(10_000).then(() => 'still running')])).toBe(
      'exited',
    );
    expect(await api.status(saved.id)).toMatchObject({ encoder: 'waiting', status: 1, state: 'offline' });
    const bare = push(`${saved.push!.url}/${name}`);
    expect(await Promise.race([bare.exited.then(() => 'exited'), sleep(10_000).then(() => 'still running')])).toBe(
      'exited',
    );
    expect((await api.status(saved.id)).encoder).toBe('waiting');
    await api.stop(saved.id);
  });

  it('the right key goes live with a bitrate; a dropped encoder is "lost"; stop cuts it and refuses the key after', async () => {
    const { api, saved } = await anchor();
    const target = `${saved.push!.url}/${saved.push!.streamKey}`;
    const encoder = push(target);
    await until(async () => (await api.status(saved.id)).encoder === 'live', 'the push to go live', 15_000);
    await until(async () => (await api.status(saved.id)).bitrateKbps > 0, 'a bitrate', 15_000);
    const playPath = `/live-flv/${saved.push!.streamKey.split('?')[0]}.flv`;
    const play = await fetch(`${sim.url}${playPath}`, { method: 'HEAD' });
    expect(play.status).toBe(200);
    encoder.child.kill('SIGKILL');
    await until(async () => (await api.status(saved.id)).encoder === 'lost', 'the encoder to be lost', 15_000);
    expect((await api.status(saved.id)).status).toBe(3);
    // It comes back with the same key (OBS reconnecting).
    const again = push(target);
    await until(async () => (await api.status(saved.id)).encoder === 'live', 'the push to come back', 15_000);
    await api.stop(saved.id);
    expect(await Promise.race([again.exited.then(() => 'exited'), sleep(10_000).then(() => 'still running')])).toBe(
      'exited',
    );
    expect(await api.status(saved.id)).toMatchObject({ encoder: 'stopped', status: 4, state: 'ended' });
    const late = push(target);
    expect(await Promise.race([late.exited.then(() => 'exited'), sleep(10_000).then(() => 'still running')])).toBe(
      'exited',
    );
    expect((await api.status(saved.id)).status).toBe(4);
  });
});
