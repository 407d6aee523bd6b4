import { Subject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../streams/chat/chat-transport';
import type { MatchState } from '../../streams/match-draft';
import type { MatchView } from '../../streams/match-feed-types';
import type { RoomSystemEvent } from '../../streams/room-events';
import { createRoomSync, holdStep, SCREEN_LAG_MS, withHeldMarkets, type HeldMarkets } from './room-sync';

/** A soccer match: full time 1001 and first half 1002 goal lines, a 1x2 market on each period. */
function view(score: [number, number], headAt: number, prices: { ft?: number; ss?: number } = {}): MatchView {
  const match = {
    id: 7,
    sid: 1,
    ms: 5,
    nsg: [
      { pe: 1001, tyg: 5, sc: score },
      { pe: 1002, tyg: 5, sc: score },
    ],
    mg: [
      { mty: 1005, pe: 1001, mks: [{ id: 11, ss: prices.ss ?? 1, op: [{ ty: 1, od: prices.ft ?? 2 }] }] },
      { mty: 1005, pe: 1002, mks: [{ id: 12, ss: 1, op: [{ ty: 1, od: 3 }] }] },
    ],
  } as unknown as MatchState;
  return { match, stale: false, headAt };
}

/** The video trails by `lag` ms: it shows server time (page now - lag); the test's clocks agree. */
const trailing = (lag: number) => ({
  position: { shown: Date.now() - lag, readAt: Date.now(), playing: true },
  behind: lag / 1000,
});

// Fake time: rxjs's asyncScheduler runs on Date.now and setInterval, which vitest's fake timers drive.
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => vi.useRealTimers());

function room(enabled = true) {
  const live$ = new Subject<MatchView>();
  const sync = createRoomSync(live$, { enabled });
  const score: string[] = [];
  const events: RoomSystemEvent[] = [];
  const held: HeldMarkets[] = [];
  sync.shown$.subscribe((v) => score.push(v.match.nsg!.map((l) => l.sc.join(':'))[0]!));
  sync.events$.subscribe((e) => events.push(e));
  sync.held$.subscribe((h) => held.push(h));
  const advance = (ms: number) => vi.advanceTimersByTime(ms);
  return { live$, sync, score, events, held, advance };
}

describe('the room synced to the video', () => {
  it('shows a goal on the score bar and the timeline when the video reaches it, not when the push arrives', () => {
    const r = room();
    r.live$.next(view([0, 0], 0));
    r.sync.report(trailing(5_000));
    r.advance(1_000);
    r.live$.next(view([1, 0], 1_000));
    expect(r.score).toEqual(['0:0']);
    // Due when the picture reaches it: 5 s later, plus the screen's lag behind the player's currentTime.
    r.advance(4_999 + SCREEN_LAG_MS);
    expect(r.score).toEqual(['0:0']);
    expect(r.events).toEqual([]);
    r.advance(1);
    expect(r.score).toEqual(['0:0', '1:0']);
    expect(r.events.map((e) => e.kind)).toEqual(['goal']);
  });

  it('switched off, the goal is shown at once; switched off while holding, what is held goes out', () => {
    const off = room(false);
    off.live$.next(view([0, 0], 0));
    off.sync.report(trailing(5_000));
    off.live$.next(view([0, 1], 10));
    expect(off.score).toEqual(['0:0', '0:1']);

    const r = room();
    r.live$.next(view([0, 0], 0));
    r.sync.report(trailing(5_000));
    r.live$.next(view([0, 1], 10));
    expect(r.score).toEqual(['0:0']);
    r.sync.setEnabled(false);
    expect(r.score).toEqual(['0:0', '0:1']);
  });

  it('suspends the markets the unshown goal affects until the video shows it', () => {
    const r = room();
    r.live$.next(view([0, 0], 0));
    r.sync.report(trailing(5_000));
    r.advance(1_000);
    r.live$.next(view([1, 0], 1_000));
    expect([...r.held.at(-1)!].sort()).toEqual([11, 12]);
    r.advance(5_000 + SCREEN_LAG_MS);
    expect([...r.held.at(-1)!]).toEqual([]);
  });

  it('releases a market once its price has settled: suspended by the book, then open at a new price', () => {
    const r = room();
    r.live$.next(view([0, 0], 0));
    r.sync.report(trailing(8_000));
    r.live$.next(view([1, 0], 10, { ss: 0 }));
    expect(r.held.at(-1)!.has(11)).toBe(true);
    r.advance(100);
    // The book reopens it (the baseline was its suspension): settled, selectable before the video shows the goal.
    r.live$.next(view([1, 0], 10, { ss: 1, ft: 2 }));
    expect(r.held.at(-1)!.has(11)).toBe(false);
    // A fresh goal takes a new baseline: an open market at an unchanged price waits, a new price settles it.
    r.live$.next(view([2, 0], 200, { ss: 1, ft: 2 }));
    expect(r.held.at(-1)!.has(11)).toBe(true);
    r.live$.next(view([2, 0], 200, { ss: 1, ft: 2 }));
    expect(r.held.at(-1)!.has(11)).toBe(true);
    r.live$.next(view([2, 0], 200, { ss: 1, ft: 1.5 }));
    expect(r.held.at(-1)!.has(11)).toBe(false);
  });

  it('holds a chat line reacting to a goal with the goal; other lines stay live', () => {
    const sync = createRoomSync(new Subject<MatchView>());
    sync.report({ position: { shown: -3_000, readAt: 0, playing: true }, behind: 3 });
    const chat$ = new Subject<readonly ChatMessage[]>();
    const seen: string[] = [];
    chat$.pipe(sync.holdChat).subscribe((batch) => seen.push(...batch.map((m) => m.id)));
    const line = (id: string, reactsTo?: number): ChatMessage => ({
      kind: 'text',
      id,
      roomId: 'r',
      at: 0,
      from: { userId: 'u', nick: 'n', bot: true },
      text: 'x',
      high: false,
      ...(reactsTo === undefined ? {} : { reactsTo: { kind: 'goal', at: reactsTo } }),
    });
    chat$.next([line('plain'), line('cheer', 500)]);
    expect(seen).toEqual(['plain']);
    vi.advanceTimersByTime(3_499 + SCREEN_LAG_MS);
    expect(seen).toEqual(['plain']);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['plain', 'cheer']);
  });
});

describe('holdStep and withHeldMarkets', () => {
  it('a first-half market is not held by a goal that leaves the first half line as it was', () => {
    const shown = view([0, 0], 0);
    const live = view([1, 0], 10);
    (live.match.nsg as { pe: number; sc: number[] }[])[1]!.sc = [0, 0];
    const state = holdStep({ key: '', baseline: new Map(), held: new Set() }, [live, shown]);
    expect([...state.held]).toEqual([11]);
  });

  it('shows held markets suspended and keeps the others as they are', () => {
    const match = view([0, 0], 0).match;
    const out = withHeldMarkets(match, new Set([11]));
    expect(out.mg[0]!.mks[0]!.ss).toBe(0);
    expect(out.mg[1]).toBe(match.mg[1]);
    expect(withHeldMarkets(match, new Set())).toBe(match);
  });
});
