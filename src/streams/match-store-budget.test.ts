import { BehaviorSubject, VirtualTimeScheduler, of } from 'rxjs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { sampleMatch } from '../../tests/support/match-fixtures';
import { createFakePushTransport } from '../../tests/support/fake-push-transport';
import { Match } from '../api/provider/match-schemas';
import type { FeedLoad, FrameBudget } from './frame-budget';
import type { MatchView } from './match-feed-types';
import { createMatchFeed } from './match-store';

const MID = 4_301_001;
const record = (seq: number) => v.parse(Match, sampleMatch(MID, { seq }));
const odds = (seq: number, od: number) => ({
  type: 'odds',
  mid: MID,
  seq,
  ts: 0,
  markets: [{ id: 90_001, ss: 1, op: [{ ty: 1, od }] }],
});
const home = (match: MatchView['match'] | null | undefined) =>
  match?.mg
    .flatMap((g) => g.mks)
    .find((m) => m.id === 90_001)
    ?.op.find((o) => o.ty === 1)?.od;

/** A frame budget the test reads and sets: how many releases it was told of, and the load it reports. */
function fakeBudget() {
  const load = new BehaviorSubject<FeedLoad>('full');
  let released = 0;
  const budget: FrameBudget = {
    released: (matches) => void (released += matches),
    load: () => load.value,
    load$: load.asObservable(),
    dispose: () => load.complete(),
  };
  return { budget, load, released: () => released };
}

function setup() {
  const scheduler = new VirtualTimeScheduler();
  const fake = createFakePushTransport();
  const b = fakeBudget();
  const feed = createMatchFeed({
    transport: fake.transport,
    fetchSnapshot: (ids) => of(ids.map(() => record(10))),
    scheduler,
    frameScheduler: scheduler,
    frameBudget: b.budget,
  });
  const views: MatchView[] = [];
  fake.state$.next('connected');
  feed.match$(MID).subscribe((view) => views.push(view));
  scheduler.flush();
  return { scheduler, fake, feed, views, ...b };
}

describe('match feed and its frame budget', () => {
  it('tells the budget of every release it draws, and passes its load on', () => {
    const t = setup();
    const before = t.released();
    t.fake.push(odds(11, 1.9));
    t.scheduler.flush();
    t.fake.push(odds(12, 2.0));
    t.scheduler.flush();
    expect(t.released() - before).toBe(2);
    const seen: FeedLoad[] = [];
    t.feed.load$.subscribe((l) => seen.push(l));
    t.load.next('reduced');
    expect(t.feed.load()).toBe('reduced');
    expect(seen).toEqual(['full', 'reduced']);
  });

  it('reduced, every push still reaches the views: the latest price in every frame', () => {
    const t = setup();
    t.load.next('reduced');
    for (let seq = 11; seq <= 30; seq++) {
      t.fake.push(odds(seq, 1.5 + seq / 100));
      t.scheduler.flush();
      expect(home(t.views.at(-1)?.match)).toBe(1.5 + seq / 100);
    }
  });

  it('latest() holds a push before its frame has come, and what it handed out does not change', () => {
    const t = setup();
    t.fake.push(odds(11, 1.9));
    // No frame yet: the view still shows the snapshot, the press takes the push.
    expect(home(t.views.at(-1)?.match)).not.toBe(1.9);
    const taken = t.feed.latest(MID);
    expect(home(taken)).toBe(1.9);
    t.fake.push(odds(12, 2.05));
    expect(home(t.feed.latest(MID))).toBe(2.05);
    expect(home(taken)).toBe(1.9);
    t.scheduler.flush();
    expect(home(t.views.at(-1)?.match)).toBe(2.05);
    expect(t.feed.latest(4_999_999)).toBeNull();
  });
});
