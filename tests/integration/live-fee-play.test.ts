import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../simulator/server';
import { hasFfmpeg } from '../../simulator/live/media/encoder';
import type { SimClock } from '../../simulator/core/clock';
import { simUser, type Envelope } from './sim-user';
import { until } from '../support/wait';

/**
 * A fee room's video is the paying viewer's only (docs/live-api.md "Play URLs"): the relay serves
 * `/live-flv/<name>.flv` of a fee room only with a signature the server gave a member who paid, for
 * that stream, until it expires on the simulator's clock. A free room stays open.
 */

/** The status of a play request and whether FLV bytes came (the connection is closed at once). */
function play(url: string): Promise<{ status: number; flv: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return resolve({ status: res.statusCode ?? 0, flv: false });
      }
      res.once('data', (chunk: Buffer) => {
        resolve({ status: 200, flv: chunk.subarray(0, 3).toString('latin1') === 'FLV' });
        req.destroy();
      });
    });
    req.on('error', reject);
    req.end();
  });
}

type Info = {
  id: number;
  feeInfo: { required: boolean; paid: boolean };
  lines: Array<{ url: string; expiresIn: number | null }>;
};

describe.skipIf(!hasFfmpeg())('fee rooms: signed, expiring play URLs', () => {
  let sim: Simulator;
  let now = Date.UTC(2026, 10, 22, 10, 0, 0);
  const clock: SimClock = { now: () => now, frozen: false };
  const sockets: never[] = [];
  beforeAll(async () => {
    sim = await startSimulator({ port: 0, live: true, control: true, distDir: '/nonexistent', clock });
    await until(
      () => sim.ctx.media.state('stream-9002') === 'live' && sim.ctx.media.state('stream-9001') === 'live',
      'the seeded streams on air',
      15_000,
    );
  }, 30_000);
  afterAll(() => sim?.close(), 30_000);

  const scope = () => `fee-${Math.random().toString(36).slice(2)}`;

  it('a guest gets no video of the fee room, and its info gives no lines', async () => {
    expect((await play(`${sim.url}/live-flv/stream-9002.flv`)).status).toBe(403);
    expect((await play(`${sim.url}/live-flv/stream-9002.flv?line=2`)).status).toBe(403);
    const guest = (await (await fetch(`${sim.url}/api/live/stream/getInfo/9002`)).json()) as Envelope<Info>;
    expect(guest.data.lines).toEqual([]);
  });

  it('a free room stays open, its lines carry no signature', async () => {
    const info = (await (await fetch(`${sim.url}/api/live/stream/getInfo/9001`)).json()) as Envelope<Info>;
    expect(info.data.lines.map((l) => l.url)).toEqual([
      '/live-flv/stream-9001.flv',
      '/live-flv/stream-9001.flv?line=2',
    ]);
    expect(info.data.lines.every((l) => l.expiresIn === null)).toBe(true);
    expect(await play(`${sim.url}${info.data.lines[0]!.url}`)).toEqual({ status: 200, flv: true });
  });

  it('a member who paid gets signed lines that play until they expire on the simulator clock', async () => {
    const demo = await simUser(sim.url, 'demo', scope(), sockets);
    expect((await demo.call<Info>('GET', '/api/live/stream/getInfo/9002')).data.lines).toEqual([]);
    expect((await demo.call('POST', '/api/live/relation/fee', { streamId: 9002 })).code).toBe(200);
    const info = (await demo.call<Info>('GET', '/api/live/stream/getInfo/9002')).data;
    expect(info.lines).toHaveLength(2);
    const url = new URL(info.lines[0]!.url, sim.url);
    expect(url.pathname).toBe('/live-flv/stream-9002.flv');
    const exp = Number(url.searchParams.get('exp'));
    // Ten minutes on the simulator's clock, not the wall clock's.
    expect(exp * 1000 - now).toBe(600_000);
    expect(info.lines[0]!.expiresIn).toBe(600_000);
    expect(url.searchParams.get('sig')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await play(url.href)).toEqual({ status: 200, flv: true });
    expect((await play(new URL(info.lines[1]!.url, sim.url).href)).status).toBe(200);

    // Tampered: another expiry, another signature, or none.
    const later = new URL(url.href);
    later.searchParams.set('exp', String(exp + 3600));
    expect((await play(later.href)).status).toBe(403);
    const forged = new URL(url.href);
    forged.searchParams.set('sig', `${url.searchParams.get('sig')!.slice(0, -2)}AA`);
    expect((await play(forged.href)).status).toBe(403);

    const saved = now;
    try {
      now = exp * 1000 + 1;
      expect((await play(url.href)).status).toBe(403);
      // A fresh one from the server plays again.
      const fresh = (await demo.call<Info>('GET', '/api/live/stream/getInfo/9002')).data.lines[0]!.url;
      expect(await play(`${sim.url}${fresh}`)).toEqual({ status: 200, flv: true });
    } finally {
      now = saved;
    }
  });

  it('the expiry is set per scope for tests through a control route', async () => {
    const s = scope();
    const demo = await simUser(sim.url, 'demo', s, sockets);
    await demo.call('POST', '/api/live/relation/fee', { streamId: 9002 });
    expect(await demo.control('/live/play-ttl', { ms: 5_000 })).toMatchObject({ ok: true, ms: 5_000 });
    const line = (await demo.call<Info>('GET', '/api/live/stream/getInfo/9002')).data.lines[0]!;
    expect(line.expiresIn).toBe(5_000);
    expect(await demo.control('/live/play-ttl', { ms: 0 })).toMatchObject({ ok: false });
    expect(await demo.control('/live/play-ttl', { ms: null })).toMatchObject({ ok: true, ms: 600_000 });
  });

  it('a signature opens only the stream it was given for', async () => {
    const s = scope();
    const demo = await simUser(sim.url, 'demo', s, sockets);
    await demo.call('POST', '/api/live/relation/fee', { streamId: 9002 });
    const own = new URL((await demo.call<Info>('GET', '/api/live/stream/getInfo/9002')).data.lines[0]!.url, sim.url);
    // The scope plays the fee room from a test key of its own: that key is a fee room's video now.
    const key = `it-fee-${s}`;
    await demo.control('/live/publish', { key });
    await demo.control('/live/stream-key', { streamId: 9002, key });
    await until(() => sim.ctx.media.state(key) === 'live', 'the test key on air', 15_000);
    const other = new URL(`/live-flv/${key}.flv`, sim.url);
    expect((await play(other.href)).status).toBe(403);
    other.search = own.search;
    expect((await play(other.href)).status).toBe(403);
    const mine = (await demo.call<Info>('GET', '/api/live/stream/getInfo/9002')).data.lines[0]!.url;
    expect(mine.startsWith(`/live-flv/${key}.flv?`)).toBe(true);
    expect(await play(`${sim.url}${mine}`)).toEqual({ status: 200, flv: true });
    // Nothing in a line is a credential beyond it: no session token, no push or encoder secret.
    expect(mine).not.toContain(demo.token);
    expect([...new URL(mine, sim.url).searchParams.keys()].sort()).toEqual(['exp', 'sig']);
    await demo.control('/live/stream-key', { streamId: 9002, key: null });
    await demo.control('/live/unpublish', { key });
  });
});
