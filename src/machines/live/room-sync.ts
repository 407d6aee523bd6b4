import {
  BehaviorSubject,
  combineLatest,
  concat,
  defer,
  distinctUntilChanged,
  filter,
  map,
  merge,
  mergeMap,
  ReplaySubject,
  scan,
  share,
  take,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { SCORE_TYPE } from '../../lib/sports/clock';
import type { ChatHold } from '../../streams/chat/room-chat-hub';
import type { ChatMessage } from '../../streams/chat/chat-transport';
import { sameBesidesMarkets, type MarketState, type MatchState } from '../../streams/match-draft';
import type { MatchView } from '../../streams/match-feed-types';
import type { RoomSystemEvent } from '../../streams/room-events';
import { syncToVideo, type VideoPosition } from '../../streams/video-sync';
import { roomSystemEvents } from './room-system-events';

/** What the room's player says about its picture: where it is (null: no picture to sync to) and how far it trails live. */
export interface VideoReport {
  readonly position: VideoPosition | null;
  /** Seconds behind live (the player's figure, docs/live-api.md "Stream delay"); null when unknown. */
  readonly behind: number | null;
}

/** Markets the room holds: their match's score changed on the feed, the video does not show it yet, the price has not settled. */
export type HeldMarkets = ReadonlySet<number>;

/**
 * "Sync to my video" for one room, keyed by its match (docs/product.md, "Live rooms"): the match's
 * head (score, clock, status) held until the viewer's video reaches its server time
 * (src/streams/video-sync.ts), the goal lines made from that held head, chat lines that react to a
 * match event held with it, and the markets a score change the video has not shown yet affects. The
 * markets themselves stay live: only their selection waits. Off (the switch, or no picture whose
 * position the player knows) everything is live.
 */
export interface RoomSync {
  /** The match as the video shows it: each head change released at its time on the video. */
  readonly shown$: Observable<MatchView>;
  /** Goal and score lines for the timeline, from `shown$`. */
  readonly events$: Observable<RoomSystemEvent>;
  /** Chat lines marked as reacting to a match event (`reactsTo`) wait for that event on the video. */
  readonly holdChat: ChatHold;
  /** Market ids to show suspended for a moment (see HeldMarkets). */
  readonly held$: Observable<HeldMarkets>;
  readonly enabled$: Observable<boolean>;
  readonly video$: Observable<VideoReport>;
  setEnabled(on: boolean): void;
  report(video: VideoReport): void;
}

/**
 * The picture on screen trails the player's currentTime: decoding and compositing take a frame or two, and a
 * frame stays up for its whole duration. bench/video-sync.ts measured the score bar up to 100 ms ahead of the
 * goal's frame without this; so the room takes the picture to be this much behind what the player reads.
 */
export const SCREEN_LAG_MS = 120;

export function createRoomSync(
  live$: Observable<MatchView>,
  options: { enabled?: boolean; scheduler?: SchedulerLike } = {},
): RoomSync {
  const enabled = new BehaviorSubject(options.enabled ?? true);
  const video = new BehaviorSubject<VideoReport>({ position: null, behind: null });
  const position$ = combineLatest([enabled, video]).pipe(
    map(([on, report]) =>
      on && report.position ? { ...report.position, shown: report.position.shown - SCREEN_LAG_MS } : null,
    ),
    distinctUntilChanged(),
  );
  const sync = { scheduler: options.scheduler };

  const shown$ = live$.pipe(
    // Only head changes wait; an odds push repeats the head it came with.
    distinctUntilChanged((a, b) => sameBesidesMarkets(a.match, b.match)),
    syncToVideo((view) => view.headAt ?? Number.NEGATIVE_INFINITY, position$, sync),
    share({ connector: () => new ReplaySubject<MatchView>(1), resetOnRefCountZero: true }),
  );

  const holdChat: ChatHold = (chat$) =>
    defer(() => {
      const batches$ = chat$.pipe(share());
      const now$ = batches$.pipe(
        map((batch) => batch.filter((m) => !m.reactsTo)),
        filter((batch) => batch.length > 0),
      );
      const held$ = batches$.pipe(
        mergeMap((batch) => batch.filter((m) => m.reactsTo)),
        syncToVideo((m: ChatMessage) => m.reactsTo?.at ?? Number.NEGATIVE_INFINITY, position$, sync),
        map((m): readonly ChatMessage[] => [m]),
      );
      return merge(now$, held$);
    });

  // Until the video shows the feed's first state (a feed that arrives after the video started waits for it too),
  // the markets compare with that first state: a goal that comes meanwhile holds them as any other would.
  const shownOrFirst$ = concat(live$.pipe(take(1)), shown$);
  const held$ = combineLatest([live$, shownOrFirst$]).pipe(
    scan(holdStep, { key: '', baseline: new Map(), held: new Set<number>() } as HoldState),
    map((state) => state.held),
    distinctUntilChanged(sameSet),
  );

  return {
    shown$,
    events$: roomSystemEvents(shown$),
    holdChat,
    held$,
    enabled$: enabled.pipe(distinctUntilChanged()),
    video$: video.asObservable(),
    setEnabled: (on) => enabled.next(on),
    report: (next) => video.next(next),
  };
}

/** Goal lines (`tyg` 5) by period code: what a market of that period (same code set) is settled on. */
function goalLines(match: MatchState): Map<number, string> {
  const lines = new Map<number, string>();
  for (const line of match.nsg ?? [])
    if (line.tyg === SCORE_TYPE.goals) lines.set(line.pe, `${line.sc[0]}:${line.sc[1]}`);
  return lines;
}

/** Periods whose goal line differs between what the feed knows and what the video shows. */
export function unshownPeriods(live: MatchState, shown: MatchState): Set<number> {
  const a = goalLines(live);
  const b = goalLines(shown);
  const changed = new Set<number>();
  for (const pe of new Set([...a.keys(), ...b.keys()])) if (a.get(pe) !== b.get(pe)) changed.add(pe);
  return changed;
}

interface HoldState {
  /** The feed's goal lines when the markets' baseline was taken: a new score takes a new one. */
  key: string;
  /** Per affected market: its sale status and prices when the score the video has not shown arrived. */
  baseline: Map<number, string>;
  held: Set<number>;
}

const priceKey = (m: MarketState) => `${m.ss}|${m.li ?? ''}|${m.op.map((o) => `${o.ty}:${o.od}`).join(',')}`;

/**
 * A market is held while the score the video has not shown yet affects it (its period's goal line
 * changed; a market of a period without a line goes with the whole match) and its price has not
 * settled since: open again with a price other than the one it had when the score arrived (the book
 * suspends around a goal and reopens with new prices), or replaced by a new line.
 */
export function holdStep(state: HoldState, [live, shown]: [MatchView, MatchView]): HoldState {
  const periods = unshownPeriods(live.match, shown.match);
  if (periods.size === 0)
    return state.held.size === 0 && state.key === '' ? state : { key: '', baseline: new Map(), held: new Set() };
  const key = [...goalLines(live.match)].map(([pe, sc]) => `${pe}=${sc}`).join(';');
  const fresh = key !== state.key;
  const baseline = fresh ? new Map<number, string>() : state.baseline;
  const held = new Set<number>();
  const lines = goalLines(live.match);
  // The whole match's line has the sport's lowest period code (B+1, docs/provider-extensions.md "Code sets").
  const whole = Math.min(...lines.keys(), ...periods);
  for (const group of live.match.mg) {
    const affected = periods.has(group.pe) || (!lines.has(group.pe) && periods.has(whole));
    if (!affected) continue;
    for (const market of group.mks) {
      if (fresh) baseline.set(market.id, priceKey(market));
      const before = baseline.get(market.id);
      const settled = before === undefined || (market.ss === 1 && before !== priceKey(market));
      if (!settled) held.add(market.id);
    }
  }
  return { key, baseline, held };
}

const sameSet = (a: ReadonlySet<number>, b: ReadonlySet<number>) => a.size === b.size && [...a].every((x) => b.has(x));

/** The match with the held markets shown suspended (`ss` 0: their buttons cannot be chosen); the rest untouched. */
export function withHeldMarkets(match: MatchState, held: HeldMarkets): MatchState {
  if (held.size === 0) return match;
  return {
    ...match,
    mg: match.mg.map((group) =>
      group.mks.some((m) => held.has(m.id))
        ? { ...group, mks: group.mks.map((m) => (held.has(m.id) ? { ...m, ss: 0 } : m)) }
        : group,
    ),
  };
}
