import { distinctUntilChanged, filter, map, pairwise, share, startWith, type Observable } from 'rxjs';
import type { RoomSystemEvent } from '../../streams/room-events';
import type { MatchView } from '../../streams/match-feed-types';
import { matchScores } from '../../lib/sports/clock';

/**
 * The room's system events from the streamed match's feed ("one room timeline"): every
 * change of the full-match score becomes a 'goal' (one side went up by one) or a 'score' event
 * (anything else: a correction, two goals between frames). The first score seen is the room's
 * starting point, not an event. Shared: the chat's timeline and any other part of the room
 * subscribe once to the feed through it.
 */
export function roomSystemEvents(
  match$: Observable<MatchView>,
  now: () => number = Date.now,
): Observable<RoomSystemEvent> {
  return match$.pipe(
    map(({ match }) => {
      const goals = matchScores(match.sid, match.nsg ?? []).goals;
      return goals ? ([goals[0], goals[1]] as const) : null;
    }),
    filter((score): score is readonly [number, number] => score !== null),
    distinctUntilChanged((a, b) => a[0] === b[0] && a[1] === b[1]),
    startWith(null),
    pairwise(),
    filter(
      (pair): pair is [readonly [number, number], readonly [number, number]] => pair[0] !== null && pair[1] !== null,
    ),
    map(([before, after]) => toEvent(before, after, now())),
    share(),
  );
}

export function toEvent(
  before: readonly [number, number],
  after: readonly [number, number],
  at: number,
): RoomSystemEvent {
  const score = `${after[0]}:${after[1]}`;
  const id = `score-${score}-${at}`;
  const dh = after[0] - before[0];
  const da = after[1] - before[1];
  if (dh === 1 && da === 0) return { kind: 'goal', id, at, side: 'home', score };
  if (dh === 0 && da === 1) return { kind: 'goal', id, at, side: 'away', score };
  return { kind: 'score', id, at, score };
}
