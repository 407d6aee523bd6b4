import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { startSimulator, type Simulator } from '../server';
import { parsePushMessage, type PushBatch, type PushMessage, type SubscribeAck } from '../../src/api/push-protocol';
import { sleep, until } from '../../tests/support/wait';

/* eslint-disable @typescript-eslint/no-explicit-any -- envelopes are read loosely here, as JSON */

let sim: Simulator;
const sockets: Socket[] = [];
beforeAll(async () => {
  sim = await startSimulator({ control: true, port: 0, live: true, distDir: '/nonexistent' });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await sim.close();
});

async function post(path: string, body: unknown, scope?: string): Promise<any> {
  const r = await fetch(`${sim.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: '', ...(scope ? { 'x-sim-scope': scope } : {}) },
    body: JSON.stringify(body),
  });
  return r.json();
}

/** A client: collects parsed messages, bad ones, batches and acks. */
function client(scope?: string, token = '') {
  const socket = io(`${sim.url}/push`, {
    auth: { token },
    transports: ['websocket'],
    extraHeaders: scope ? { 'x-sim-scope': scope } : {},
    reconnectionDelay: 100,
  });
  sockets.push(socket);
  const got = {
    msgs: [] as PushMessage[],
    bad: [] as unknown[],
    batches: 0,
    acks: [] as SubscribeAck[],
    errors: [] as string[],
  };
  socket.on('push', (batch: PushBatch) => {
    got.batches++;
    for (const raw of batch.msgs) {
      const p = parsePushMessage(raw);
      if (p.ok) got.msgs.push(p.message);
      else got.bad.push(raw);
    }
  });
  socket.on('sub-ack', (ack: SubscribeAck) => got.acks.push(ack));
  socket.on('connect_error', (e: Error) => got.errors.push(e.message));
  const subscribe = async (matchIds: number[]) => {
    await until(() => socket.connected, 'the push', 5_000);
    const before = got.acks.length;
    socket.emit('sub', { matchIds });
    await until(() => got.acks.length > before, 'the push', 5_000);
    return got.acks[got.acks.length - 1]!;
  };
  return { socket, got, subscribe };
}

async function liveIds(sportId: number, size = 20): Promise<number[]> {
  const r = await post('/fb/v1/match/getList', { type: 1, sportId, size });
  return r.data.records.map((m: any) => m.id);
}

async function earlyIds(size: number): Promise<number[]> {
  const r = await post('/fb/v1/match/getList', { type: 4, sportId: 1, size });
  return r.data.records.map((m: any) => m.id);
}

/** Per match: every seq is the previous + 1, starting right after the ack's seq. */
function contiguous(msgs: PushMessage[], ack: SubscribeAck): boolean {
  const last = new Map(ack.matches.map((m) => [m.mid, m.seq]));
  for (const m of msgs) {
    if (m.seq !== (last.get(m.mid) ?? NaN) + 1) return false;
    last.set(m.mid, m.seq);
  }
  return true;
}

describe('push server', () => {
  it('delivers only subscribed matches, batched, with contiguous sequence numbers', async () => {
    const ids = [...(await liveIds(1)), ...(await liveIds(3)), ...(await liveIds(13))];
    const c = client();
    const ack = await c.subscribe(ids);
    expect(ack.matches.map((m) => m.mid).sort()).toEqual([...ids].sort());
    await until(() => c.got.msgs.length >= 30, 'the push', 10_000);
    expect(c.got.bad).toEqual([]);
    expect(c.got.msgs.every((m) => ids.includes(m.mid))).toBe(true);
    expect(contiguous(c.got.msgs, ack)).toBe(true);
    // Many messages, fewer emits: one batch per tick.
    expect(c.got.batches).toBeLessThan(c.got.msgs.length);
    expect(new Set(c.got.msgs.map((m) => m.type)).has('odds')).toBe(true);
  });

  it('stops after unsubscribe', async () => {
    const ids = await liveIds(1, 30);
    const c = client();
    await c.subscribe(ids);
    await until(() => c.got.msgs.length > 3, 'the push', 10_000);
    c.socket.emit('unsub', { matchIds: ids });
    await sleep(300);
    const seen = c.got.msgs.length;
    await sleep(2500);
    expect(c.got.msgs.length).toBe(seen);
  });

  it('carries a snapshot seq that lines up with the stream', async () => {
    const [id] = await liveIds(1, 1);
    const c = client();
    const ack = await c.subscribe([id!]);
    const detail = await post('/fb/v1/match/getMatchDetail', { matchId: id });
    expect(detail.data.seq).toBeGreaterThanOrEqual(ack.matches[0]!.seq);
  });

  it('skipSeq leaves a gap per match for the scope only', async () => {
    const ids = await liveIds(3, 10);
    const faulty = client('skip-scope');
    const clean = client();
    const ackF = await faulty.subscribe(ids);
    const ackC = await clean.subscribe(ids);
    expect(await post('/sim/control/push', { skipSeq: 2 }, 'skip-scope')).toMatchObject({ ok: true });
    await until(() => faulty.got.msgs.length > 10, 'the push', 10_000);
    expect(contiguous(faulty.got.msgs, ackF)).toBe(false);
    expect(contiguous(clean.got.msgs, ackC)).toBe(true);
  });

  it('paused stops delivery; malformed sends broken messages', async () => {
    const ids = await liveIds(1, 30);
    const c = client('pause-scope');
    await c.subscribe(ids);
    await post('/sim/control/push', { paused: true }, 'pause-scope');
    await sleep(300);
    const seen = c.got.msgs.length;
    await sleep(2000);
    expect(c.got.msgs.length).toBe(seen);
    await post('/sim/control/push', { paused: false, malformed: 3 }, 'pause-scope');
    await until(() => c.got.bad.length >= 3, 'the push', 5_000);
    expect(c.got.bad).toHaveLength(3);
  });

  it('a goal sends the score, suspends the markets and reopens them', async () => {
    const [id] = await liveIds(1, 1);
    const c = client();
    await c.subscribe([id!]);
    expect(await post('/sim/control/sports/goal', { matchId: id, side: 'home' })).toMatchObject({ ok: true });
    await until(
      () => c.got.msgs.some((m) => m.type === 'odds' && m.markets.length > 0 && m.markets.every((d) => d.ss === 0)),
      'the push',
      5_000,
    );
    const score = c.got.msgs.find((m) => m.type === 'score');
    expect(score?.type === 'score' && score.nsg.some((l) => l.pe === 1001 && l.tyg === 5)).toBe(true);
    await until(() => c.got.msgs.some((m) => m.type === 'odds' && m.markets.some((d) => d.ss === 1)), 'the push', 9000);
  });

  it('a line move carries the old id and the new one', async () => {
    const [id] = await liveIds(1, 1);
    const before = await post('/fb/v1/match/getMatchDetail', { matchId: id });
    const c = client();
    await c.subscribe([id!]);
    const r = await post('/sim/control/sports/line-move', { matchId: id });
    expect(r.ok).toBe(true);
    await until(
      () => c.got.msgs.some((m) => m.type === 'odds' && m.markets.some((d) => d.newId !== undefined)),
      'the push',
      5_000,
    );
    const moves = c.got.msgs.flatMap((m) => (m.type === 'odds' ? m.markets.filter((d) => d.newId !== undefined) : []));
    const oldIds = new Set(before.data.mg.flatMap((g: any) => g.mks.map((mk: any) => mk.id)));
    expect(moves.some((d) => oldIds.has(d.id) && d.newId! > d.id)).toBe(true);
    const after = await post('/fb/v1/match/getMatchDetail', { matchId: id });
    const afterIds = new Set(after.data.mg.flatMap((g: any) => g.mks.map((mk: any) => mk.id)));
    for (const d of moves) {
      expect(afterIds.has(d.id)).toBe(false);
    }
  });

  it('a kick-off and a finish come as status messages', async () => {
    const today = await post('/fb/v1/match/getList', { type: 3, sportId: 1, size: 1 });
    const id = today.data.records[0].id;
    const c = client();
    await c.subscribe([id]);
    expect((await post('/sim/control/sports/kickoff', { matchId: id })).ok).toBe(true);
    await until(() => c.got.msgs.some((m) => m.type === 'status' && m.ms === 5), 'the push', 5_000);
    expect((await post('/sim/control/sports/finish', { matchId: id })).ok).toBe(true);
    await until(() => c.got.msgs.some((m) => m.type === 'status' && m.ms === 0), 'the push', 5_000);
    const detail = await post('/fb/v1/match/getMatchDetail', { matchId: id });
    expect(detail.data).toMatchObject({ ms: 0, mg: [] });
  });

  it('the storm emits roughly the requested rate, each message stamped', async () => {
    const ids = await earlyIds(20);
    const c = client();
    const ack = await c.subscribe(ids);
    const t0 = Date.now();
    const start = await post('/sim/control/storm', { rate: 300, matches: 20, durationMs: 2000, matchIds: ids });
    expect(start).toMatchObject({ ok: true, matchIds: ids });
    await sleep(2000);
    for (let i = 0; i < 50 && (await fetch(`${sim.url}/sim/control/storm`).then((r) => r.json())).running; i++)
      await sleep(100);
    await sleep(300);
    const odds = c.got.msgs.filter((m) => m.type === 'odds' && m.ts >= t0);
    expect(odds.length).toBeGreaterThan(600 * 0.7);
    expect(odds.length).toBeLessThan(600 * 1.3);
    expect(contiguous(c.got.msgs, ack)).toBe(true);
    expect((await post('/sim/control/storm', {}, undefined)).ok).toBe(false);
  });

  it('drop closes the scope’s connections and the client reconnects', async () => {
    const c = client('drop-scope');
    await until(() => c.socket.connected, 'the push', 5_000);
    let reconnected = false;
    c.socket.io.on('reconnect', () => (reconnected = true));
    const r = await post('/sim/control/push/drop', {}, 'drop-scope');
    expect(r).toMatchObject({ ok: true, dropped: 1 });
    await until(() => reconnected && c.socket.connected, 'the push', 8000);
  });

  it('refuses a token it did not issue', async () => {
    const c = client(undefined, 'stolen');
    await until(() => c.got.errors.length > 0, 'the push', 5_000);
    expect(c.got.errors[0]).toMatch(/token/);
    c.socket.close();
  });
});
