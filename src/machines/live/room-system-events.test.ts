import { Observable, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { MatchView } from '../../streams/match-feed-types';
import type { RoomSystemEvent } from '../../streams/room-events';
import { roomSystemEvents } from './room-system-events';

const view = (home: number, away: number): MatchView =>
  ({ match: { id: 1, sid: 1, nsg: [{ pe: 1001, tyg: 5, sc: [home, away] }] }, stale: false }) as unknown as MatchView;

describe('room system events from the match feed', () => {
  it('a goal per side, a score for anything else, nothing for the first score or a repeat', () => {
    const feed = new Subject<MatchView>();
    const seen: RoomSystemEvent[] = [];
    let t = 1000;
    roomSystemEvents(feed, () => t++).subscribe((e) => seen.push(e));
    feed.next(view(0, 0));
    feed.next(view(0, 0));
    feed.next(view(1, 0));
    feed.next(view(1, 1));
    feed.next(view(1, 1));
    feed.next(view(3, 1));
    expect(seen.map((e) => [e.kind, 'side' in e ? e.side : '', 'score' in e ? e.score : ''])).toEqual([
      ['goal', 'home', '1:0'],
      ['goal', 'away', '1:1'],
      ['score', '', '3:1'],
    ]);
    expect(seen.map((e) => e.at)).toEqual([1000, 1001, 1002]);
  });

  it('shares one subscription to the feed between subscribers', () => {
    let subscriptions = 0;
    const source$ = new Subject<MatchView>();
    const events$ = roomSystemEvents(
      new Observable<MatchView>((subscriber) => {
        subscriptions += 1;
        return source$.subscribe(subscriber);
      }),
    );
    const a: RoomSystemEvent[] = [];
    const b: RoomSystemEvent[] = [];
    events$.subscribe((e) => a.push(e));
    events$.subscribe((e) => b.push(e));
    source$.next(view(0, 0));
    source$.next(view(0, 1));
    expect(subscriptions).toBe(1);
    expect(a).toHaveLength(1);
    expect(b).toHaveLength(1);
  });
});
