import { Subject, VirtualTimeScheduler, of, type Observable } from 'rxjs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { sampleMatch } from '../../tests/support/match-fixtures';
import { Match } from '../api/provider/match-schemas';
import { createFakePushTransport } from '../../tests/support/fake-push-transport';
import { isLocked } from './match-draft';
import type { FeedError, MatchView } from './match-feed-types';
import { createMatchFeed } from './match-store';

const MID = 4_301_001;
const record = (seq: number, overrides: Record<string, unknown> = {}) =>
  v.parse(Match, sampleMatch(MID, { seq, ...overrides }));
const odds = (seq: number, markets: unknown[]) => ({ type: 'odds', mid: MID, seq, ts: 0, markets });
const option = (view: MatchView | undefined, marketId: number, ty: number) =>
  view?.match.mg
    .flatMap((g) => g.mks)
    .find((m) => m.id === marketId)
    ?.op.find((o) => o.ty === ty);

function setup() {
  const scheduler = new VirtualTimeScheduler();
  const fake = createFakePushTransport();
  const fetches: number[][] = [];
  /** Answers for the next fetches, in order; when empty, a record at seq 10. */
  const answers: Observable<Match[]>[] = [];
  const feed = createMatchFeed({
    transport: fake.transport,
    fetchSnapshot: (ids) => {
      fetches.push(ids);
      return answers.shift() ?? of(ids.map(() => record(10)));
    },
    scheduler,
    frameScheduler: scheduler,
  });
  const errors: FeedError[] = [];
  feed.errors$.subscribe((e) => errors.push(e));
  const views: MatchView[] = [];
  const watch = () => feed.match$(MID).subscribe((view) => views.push(view));
  return {
    scheduler,
    fake,
    fetches,
    answers,
    feed,
    errors,
    views,
    watch,
    run: () => scheduler.flush(),
    last: () => views[views.length - 1],
  };
}

describe('match feed', () => {
  it('fetches a snapshot on first watch, subscribes once, and applies an odds delta', () => {
    const t = setup();
    t.fake.state$.next('connected');
    t.watch();
    t.run();
    expect(t.fetches).toEqual([[MID]]);
    expect(t.fake.sent).toEqual([{ event: 'sub', matchIds: [MID] }]);
    expect(t.last()?.stale).toBe(false);
    const before = t.last()!;

    t.fake.push(
      odds(11, [{ id: 90_001, ss: 1, op: [{ ty: 1, od: 1.9 }] }]),
      odds(12, [
        {
          id: 90_001,
          ss: 1,
          op: [
            { ty: 1, od: 1.95 },
            { ty: 2, od: -1 },
          ],
        },
      ]),
    );
    t.run();
    expect(t.views).toHaveLength(2); // both updates inside one frame: one emission
    const home = option(t.last(), 90_001, 1)!;
    expect(home.od).toBe(1.95);
    expect(isLocked(option(t.last(), 90_001, 2)!)).toBe(true);
    // Untouched groups keep their identity (memoized rows skip), the emitted state is never mutated.
    expect(t.last()!.match.mg[1]).toBe(before.match.mg[1]);
    expect(option(before, 90_001, 1)!.od).toBe(1.85);
  });

  it('moves a market to its new id on a line move and keeps applying by the new id', () => {
    const t = setup();
    t.fake.state$.next('connected');
    t.watch();
    t.run();
    t.fake.push(
      odds(11, [
        {
          id: 90_002,
          newId: 90_004,
          ss: 1,
          li: '-0.75',
          op: [
            { ty: 1, od: 2.05, li: '-0.75' },
            { ty: 2, od: 1.8, li: '+0.75' },
          ],
        },
      ]),
    );
    t.run();
    const handicap = t.last()!.match.mg[1]!;
    expect(handicap.mks.map((m) => m.id)).toEqual([90_004, 90_003]);
    expect(handicap.mks[0]?.li).toBe('-0.75');
    t.fake.push(odds(12, [{ id: 90_004, ss: 0, op: [{ ty: 1, od: 2.1 }] }]));
    t.run();
    expect(option(t.last(), 90_004, 1)?.od).toBe(2.1);
    expect(t.last()!.match.mg[1]!.mks[0]?.ss).toBe(0);
  });

  it('on a gap fetches one snapshot, is stale meanwhile, and drops the updates the snapshot covers', () => {
    const t = setup();
    t.fake.state$.next('connected');
    t.watch();
    t.run();
    t.fake.push(odds(11, [{ id: 90_001, ss: 1, op: [{ ty: 1, od: 1.88 }] }]));
    const resync = new Subject<Match[]>();
    t.answers.push(resync);
    t.fake.push(
      odds(13, [{ id: 90_001, ss: 1, op: [{ ty: 3, od: 9.99 }] }]),
      odds(14, [{ id: 90_001, ss: 1, op: [{ ty: 2, od: 4.4 }] }]),
    );
    t.run();
    expect(t.fetches).toEqual([[MID], [MID]]);
    expect(t.last()?.stale).toBe(true);
    expect(option(t.last(), 90_001, 1)?.od).toBe(1.88);

    const fresh = sampleMatch(MID, { seq: 13 }) as { mg: { mks: { op: { od: number }[] }[] }[] };
    fresh.mg[0]!.mks[0]!.op[1]!.od = 3.55;
    resync.next([v.parse(Match, fresh)]);
    t.run();
    expect(t.last()?.stale).toBe(false);
    expect(option(t.last(), 90_001, 3)?.od).toBe(3.55); // seq 13 was covered by the snapshot
    expect(option(t.last(), 90_001, 2)?.od).toBe(4.4); // seq 14 applied on top
    expect(t.fetches).toHaveLength(2);
    expect(t.feed.stats().resyncs).toBe(1);
  });

  it('is stale while disconnected and resyncs on reconnect, re-subscribing and dropping older updates', () => {
    const t = setup();
    t.fake.state$.next('connected');
    t.watch();
    t.run();
    t.fake.state$.next('disconnected');
    t.run();
    expect(t.last()?.stale).toBe(true);

    const resync = new Subject<Match[]>();
    t.answers.push(resync);
    t.fake.state$.next('connecting');
    t.fake.state$.next('connected');
    t.fake.push(odds(11, [{ id: 90_001, ss: 1, op: [{ ty: 1, od: 7.7 }] }]));
    t.run();
    expect(t.fetches).toEqual([[MID], [MID]]);
    expect(t.fake.sent.filter((s) => s.event === 'sub')).toHaveLength(2);
    expect(t.last()?.stale).toBe(true);

    resync.next([record(12)]);
    t.fake.push(odds(13, [{ id: 90_001, ss: 1, op: [{ ty: 1, od: 1.7 }] }]));
    t.run();
    expect(t.last()?.stale).toBe(false);
    expect(option(t.last(), 90_001, 1)?.od).toBe(1.7);
    expect(t.feed.stats().applied).toBe(1); // seq 11 arrived before the snapshot and was dropped with it
  });

  it('counts and reports malformed messages without dropping the rest of the batch', () => {
    const t = setup();
    t.fake.state$.next('connected');
    t.watch();
    t.run();
    t.fake.push(
      { type: 'odds', mid: MID, seq: 'eleven' },
      odds(11, [{ id: 90_001, ss: 1, op: [{ ty: 1, od: 2 }] }]),
      null,
    );
    t.run();
    expect(t.errors.filter((e) => e.kind === 'malformed')).toHaveLength(2);
    expect(t.errors[1]?.malformed).toBe(2);
    expect(t.feed.stats().malformed).toBe(2);
    expect(option(t.last(), 90_001, 1)?.od).toBe(2);
  });

  it('shares one stream per match and unsubscribes after the last viewer leaves', () => {
    const t = setup();
    t.fake.state$.next('connected');
    expect(t.feed.match$(MID)).toBe(t.feed.match$(MID));
    const a = t.feed.match$(MID).subscribe();
    const seen: MatchView[] = [];
    const b = t.feed.match$(MID).subscribe((view) => seen.push(view));
    t.run();
    expect(t.fake.sent).toEqual([{ event: 'sub', matchIds: [MID] }]);
    expect(seen).toHaveLength(1);
    a.unsubscribe();
    t.run();
    expect(t.fake.sent).toHaveLength(1);
    b.unsubscribe();
    t.run();
    expect(t.fake.sent).toEqual([
      { event: 'sub', matchIds: [MID] },
      { event: 'unsub', matchIds: [MID] },
    ]);
  });

  it('shows seeded records without a fetch and trusts them once the sub-ack agrees', () => {
    const t = setup();
    t.fake.state$.next('connected');
    t.feed.seed([record(10)]);
    const first = t.watch();
    t.run();
    expect(t.fetches).toEqual([]);
    expect(t.last()?.stale).toBe(true);
    t.fake.ack([{ mid: MID, seq: 10 }]);
    t.run();
    expect(t.last()?.stale).toBe(false);
    expect(t.fetches).toEqual([]);

    // Scrolled away (unsub sent) and back after the server moved on: the ack reveals it, one fetch.
    first.unsubscribe();
    t.run();
    expect(t.fake.sent.map((s) => s.event)).toEqual(['sub', 'unsub']);
    t.views.length = 0;
    t.watch();
    t.run();
    expect(t.last()?.stale).toBe(true);
    t.answers.push(of([record(15)]));
    t.fake.ack([{ mid: MID, seq: 15 }]);
    t.run();
    expect(t.fetches).toEqual([[MID]]);
    expect(t.last()?.stale).toBe(false);
  });

  it('does not loop when the snapshot source lags behind the push stream', () => {
    const t = setup();
    t.fake.state$.next('connected');
    t.watch();
    t.run();
    t.fake.ack([{ mid: MID, seq: 12 }]); // the default answer stays at seq 10
    t.scheduler.maxFrames = 3_500;
    t.run();
    // One fetch per resync interval (1 s), not a tight loop.
    expect(t.fetches.length).toBeLessThanOrEqual(5);
    expect(t.last()?.stale).toBe(true);
  });

  it('retries a failed snapshot and reports the failure', () => {
    const t = setup();
    t.fake.state$.next('connected');
    const failing = new Subject<Match[]>();
    t.answers.push(failing);
    t.watch();
    t.run();
    failing.error(new Error('network down'));
    t.run();
    expect(t.errors.map((e) => e.kind)).toEqual(['snapshot']);
    expect(t.fetches).toHaveLength(2);
    expect(t.last()?.stale).toBe(false);
  });

  it('stale is one rule in the store: behind (a gap) while connected, offline, or older than the last reconnect', () => {
    const t = setup();
    t.fake.state$.next('connected');
    t.watch();
    t.run();
    expect(t.feed.isStale(MID)).toBe(false);
    // A gap: behind until the snapshot, while the connection itself stays up.
    const resync = new Subject<Match[]>();
    t.answers.push(resync);
    t.fake.push(odds(12, [{ id: 90_001, ss: 1, op: [{ ty: 1, od: 2 }] }]));
    t.run();
    expect(t.feed.isStale(MID)).toBe(true);
    expect(t.last()?.stale).toBe(true);
    let connection = '';
    t.feed.connection$.subscribe((c) => (connection = c));
    expect(connection).toBe('connected');
    expect(t.feed.connection()).toBe('connected');
    resync.next([record(12)]);
    t.run();
    expect(t.feed.isStale(MID)).toBe(false);
    // Offline: stale, and the same view is emitted again with the new flag (one emission per frame).
    const before = t.views.length;
    t.fake.state$.next('disconnected');
    expect(t.feed.connection()).toBe('disconnected');
    expect(t.feed.isStale(MID)).toBe(true);
    t.run();
    expect(t.views).toHaveLength(before + 1);
    expect(t.last()?.stale).toBe(true);
    // A match nobody holds follows the connection alone.
    expect(t.feed.isStale(999)).toBe(true);
  });

  it('a view cached while unwatched replays with the stale flag of now, not of its day', () => {
    const t = setup();
    t.fake.state$.next('connected');
    const first = t.watch();
    t.run();
    expect(t.last()?.stale).toBe(false);
    first.unsubscribe();
    t.run();
    t.fake.state$.next('disconnected');
    t.views.length = 0;
    t.watch();
    expect(t.views[0]?.stale).toBe(true);
  });
});
