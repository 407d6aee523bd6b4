import { randomUUID } from 'node:crypto';
import { asyncScheduler } from 'rxjs';
import { io } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../../simulator/server';
import { getList } from '../../src/api/provider/match-api';
import { createProviderClient } from '../../src/api/provider-client';
import type { FeedError, MatchFeed, MatchView } from '../../src/streams/match-feed-types';
import { createMatchFeed } from '../../src/streams/match-store';
import { providerSnapshots } from '../../src/streams/provider-snapshots';
import { createSocketIoTransport, type PushSocket, type PushTransport } from '../../src/streams/push-transport';
import { sleep, until } from '../support/wait';

/**
 * The real socket.io transport and the real match store against an in-process simulator with its
 * push faults (docs/push-protocol.md "Faults"): a sequence gap is repaired by a snapshot, malformed
 * messages are dropped and counted without breaking the stream, and a paused delivery shows up as
 * stale (behind) and then fresh again. Faults are scoped (`x-sim-scope` on the socket's handshake),
 * so only this test's socket sees them; the live engine runs, and forced line moves make the
 * messages the test needs at once.
 */

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ control: true, port: 0, live: true, distDir: '/nonexistent' });
});
afterAll(() => sim.close());

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((c) => c());
});

type Market = { id: number };
const marketIds = (view: MatchView | undefined) =>
  (view?.match.mg ?? []).flatMap((g) => g.mks as Market[]).map((m) => m.id);

async function connectFeed() {
  const scope = randomUUID();
  const base = { apiServerAddress: `${sim.url}/fb`, pushServerAddress: sim.url, token: '' };
  const provider = createProviderClient({ access: async () => base, refresh: async () => base, language: () => 'en' });
  const transport: PushTransport = createSocketIoTransport({
    reconnectionDelay: 100,
    // The real transport; the socket only adds the test's scope to the handshake (a browser sends the cookie).
    openSocket: (url, options) =>
      io(url, { ...options, extraHeaders: { 'x-sim-scope': scope } }) as unknown as PushSocket,
  });
  // Node has no animation frames: conflate on the async scheduler instead.
  const feed: MatchFeed = createMatchFeed({
    transport,
    fetchSnapshot: providerSnapshots(provider, { oddsType: 1 }),
    frameScheduler: asyncScheduler,
  });
  const errors: FeedError[] = [];
  const errorsSub = feed.errors$.subscribe((e) => errors.push(e));
  let connection = 'disconnected';
  const connSub = feed.connection$.subscribe((s) => (connection = s));
  transport.connect(sim.url, '');
  cleanups.push(() => {
    errorsSub.unsubscribe();
    connSub.unsubscribe();
    transport.disconnect();
    feed.dispose();
  });
  await until(() => connection === 'connected', 'the socket to connect', 8_000);

  const control = async (path: string, body: unknown) => {
    const r = await fetch(`${sim.url}/sim/control${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sim-scope': scope },
      body: JSON.stringify(body),
    });
    return (await r.json()) as Record<string, unknown>;
  };
  const live = await getList(provider, { type: 1, sportId: 1, current: 1, size: 3 });
  const id = live.records[0]!.id;
  const views: MatchView[] = [];
  const sub = feed.match$(id).subscribe((v) => views.push(v));
  cleanups.unshift(() => sub.unsubscribe());
  const last = () => views.at(-1);
  await until(() => last()?.stale === false, 'the first fresh view', 8_000);
  // The sub-ack may still reveal that the server moved on while the first snapshot was taken (one
  // more resync): let the subscription settle before a test counts resyncs or stale views.
  await sleep(400);
  await until(() => last()?.stale === false, 'a settled subscription', 8_000);

  /** Moves the match's main line on the server now (a message with a new market id). */
  const lineMove = async () => {
    const r = (await control('/sports/line-move', { matchId: id })) as { ok: boolean };
    expect(r.ok).toBe(true);
  };
  /**
   * The view is current and agrees with the server: every market the server lists now (the same
   * list columns the store's snapshots carry) is in the view under its current id. The live engine
   * keeps moving lines, so this is asked again until both sides rest on the same state.
   */
  const agrees = async () => {
    const view = last();
    if (!view || view.stale) return false;
    const server = await getList(provider, { type: 0, matchIds: [id], size: 1, oddsType: 1 });
    const ids = marketIds(view);
    return marketIds({ match: server.records[0]!, stale: false } as unknown as MatchView).every((m) => ids.includes(m));
  };
  return { feed, errors, views, last, control, lineMove, agrees, id };
}

describe('real transport and match store against the simulator push faults', () => {
  it('skipSeq: the gap is noticed, the match goes behind (stale), and a snapshot brings it back current', async () => {
    const t = await connectFeed();
    const before = t.feed.stats();
    const staleFrom = t.views.length;
    await t.control('/push', { skipSeq: 1 });
    await t.lineMove(); // withheld: the client sees a gap at the next message
    await t.lineMove();
    await until(() => t.feed.stats().resyncs > before.resyncs, 'a resync', 8_000);
    // Behind while the snapshot is on its way: the match is shown stale, then current again.
    await until(() => t.views.slice(staleFrom).some((v) => v.stale), 'a stale view', 8_000);
    await until(t.agrees, 'the snapshot with the latest lines', 8_000);
    expect(t.feed.stats().snapshotRequests).toBeGreaterThan(before.snapshotRequests);
    expect(t.feed.stats().malformed).toBe(0);
  });

  it('malformed: broken messages are dropped and counted; the stream goes on without a resync', async () => {
    const t = await connectFeed();
    const before = t.feed.stats();
    await t.control('/push', { malformed: 3 });
    await until(() => t.feed.stats().malformed === 3, 'three malformed messages', 8_000);
    expect(t.errors.filter((e) => e.kind === 'malformed')).toHaveLength(3);
    expect(t.errors.at(-1)?.malformed).toBe(3);
    const applied = t.feed.stats().applied;
    await t.lineMove();
    await until(() => t.feed.stats().applied > applied, 'the line move applied', 8_000);
    await until(t.agrees, 'the view to agree with the server', 8_000);
    expect(t.last()?.stale).toBe(false);
    expect(t.feed.stats().applied).toBeGreaterThan(before.applied);
  });

  it('paused: what is made meanwhile is lost; on resume the gap shows, the match is stale, then fresh again', async () => {
    const t = await connectFeed();
    const before = t.feed.stats();
    await t.control('/push', { paused: true });
    const applied = t.feed.stats().applied;
    await t.lineMove();
    await sleep(300); // a few engine ticks: nothing arrives
    expect(t.feed.stats().applied).toBe(applied);
    const staleFrom = t.views.length;
    await t.control('/push', { paused: false });
    await t.lineMove();
    await until(() => t.feed.stats().resyncs > before.resyncs, 'a resync after the resume', 8_000);
    // Behind while the snapshot is on its way: the match is shown stale, then current again.
    await until(() => t.views.slice(staleFrom).some((v) => v.stale), 'a stale view after the resume', 8_000);
    await until(t.agrees, 'fresh again with the latest lines', 8_000);
  });
});
