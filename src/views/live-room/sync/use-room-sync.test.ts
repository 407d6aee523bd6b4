import { BehaviorSubject } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRoomSync, SCREEN_LAG_MS } from '../../../machines/live/room-sync';
import type { SportsFeed } from '../../../machines/sports/sports-feed';
import type { MatchState } from '../../../streams/match-draft';
import type { MatchView } from '../../../streams/match-feed-types';
import { matchOnceFeedIs } from './use-room-sync';

const view = (home: number, headAt: number): MatchView => ({
  match: {
    id: 7,
    sid: 1,
    ms: 5,
    nsg: [{ pe: 1001, tyg: 5, sc: [home, 0] }],
    mg: [{ mty: 1005, pe: 1001, mks: [{ id: 11, ss: 1, op: [{ ty: 1, od: 2 }] }] }],
  } as unknown as MatchState,
  stale: false,
  headAt,
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(10_000);
});
afterEach(() => vi.useRealTimers());

describe('the room sync before the push feed is there', () => {
  it('a feed that arrives after the video started holds its news for the video like any other', async () => {
    let arrive!: (feed: SportsFeed) => void;
    const feed = new Promise<SportsFeed>((resolve) => (arrive = resolve));
    const sync = createRoomSync(matchOnceFeedIs(() => feed, 7));
    const shown: number[] = [];
    sync.shown$.subscribe((v) => shown.push(v.match.nsg![0]!.sc[0]!));
    // The video plays 5 s behind live before the feed's chunk and connection are there.
    sync.report({ position: { shown: Date.now() - 5_000, readAt: Date.now(), playing: true }, behind: 5 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(shown).toEqual([]);

    // The feed arrives knowing a goal scored a moment ago (server time now): not before the video shows it.
    const match$ = new BehaviorSubject(view(1, Date.now()));
    arrive({ feed: { match$: () => match$ } } as unknown as SportsFeed);
    await vi.advanceTimersByTimeAsync(4_999 + SCREEN_LAG_MS);
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toEqual([1]);
  });

  it("a goal that comes before the video has shown the late feed's first state holds the markets it affects", async () => {
    let arrive!: (feed: SportsFeed) => void;
    const feed = new Promise<SportsFeed>((resolve) => (arrive = resolve));
    const sync = createRoomSync(matchOnceFeedIs(() => feed, 7));
    const held: number[][] = [];
    sync.shown$.subscribe();
    sync.held$.subscribe((h) => held.push([...h]));
    sync.report({ position: { shown: Date.now() - 6_000, readAt: Date.now(), playing: true }, behind: 6 });
    const match$ = new BehaviorSubject(view(0, Date.now()));
    arrive({ feed: { match$: () => match$ } } as unknown as SportsFeed);
    await vi.advanceTimersByTimeAsync(1_000);
    // The video has not reached the first state yet (6 s behind) when the goal comes.
    match$.next(view(1, Date.now()));
    await vi.advanceTimersByTimeAsync(10);
    expect(held.at(-1)).toEqual([11]);
    await vi.advanceTimersByTimeAsync(6_000 + SCREEN_LAG_MS);
    expect(held.at(-1)).toEqual([]);
  });

  it('a feed that fails to load leaves the score as the room had it (no error)', async () => {
    const sync = createRoomSync(matchOnceFeedIs(() => Promise.reject(new Error('chunk')), 7));
    const seen = vi.fn();
    const failed = vi.fn();
    sync.shown$.subscribe({ next: seen, error: failed });
    await vi.advanceTimersByTimeAsync(10);
    expect(seen).not.toHaveBeenCalled();
    expect(failed).not.toHaveBeenCalled();
  });
});
