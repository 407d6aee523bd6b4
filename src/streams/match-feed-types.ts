import type { Observable, ObservableInput, SchedulerLike } from 'rxjs';
import type { Match } from '../api/provider/match-schemas';
import type { FeedLoad, FrameBudget } from './frame-budget';
import type { MatchState } from './match-draft';
import type { ConnectionState, PushTransport } from './push-transport';

/** The match feed's public surface (implemented in match-store.ts). */
export interface MatchView {
  readonly match: MatchState;
  /** Offline, behind (a gap or a re-subscription waiting for its snapshot), or older than the last reconnect: show it dimmed, do not trust the odds. */
  readonly stale: boolean;
  /** Server time (ms) of the head (score, clock, status): the last score or status push, or the snapshot's clock reading. */
  readonly headAt?: number | null;
}

export interface FeedError {
  readonly kind: 'malformed' | 'snapshot' | 'transport';
  readonly message: string;
  /** Running total of malformed push messages. */
  readonly malformed: number;
  /** From the transport: 14010 means the push server refused the token (refresh it, then reconnect). */
  readonly code?: number;
}

export interface FeedStats {
  received: number;
  applied: number;
  dropped: number;
  malformed: number;
  resyncs: number;
  snapshotRequests: number;
  /** Server emit time of the last batch (ms), for push-to-paint measurements. */
  lastBatchAt: number;
}

export interface MatchFeedOptions {
  transport: PushTransport;
  /** Fresh records (carrying `seq`) for these matches, e.g. getList with matchIds; at most `snapshotChunk` ids per call. */
  fetchSnapshot(matchIds: number[]): ObservableInput<readonly Match[]>;
  /** Timers: subscription batching, snapshot batching, retries. */
  scheduler?: SchedulerLike;
  /** Conflation: one emission per match per frame. */
  frameScheduler?: SchedulerLike;
  subscribeBatchMs?: number;
  snapshotChunk?: number;
  /** Delay before asking again after a failed snapshot. */
  retryMs?: number;
  /** Minimum time between two snapshot requests for one match. */
  resyncIntervalMs?: number;
  /** Records kept after their last view unsubscribed, so scrolling back shows them at once. */
  maxCached?: number;
  /** Whether the device keeps up (frame-budget.ts); the browser's frames by default. */
  frameBudget?: FrameBudget;
}

export interface MatchFeed {
  /** Shared per match id; the first subscriber subscribes the match, the last one unsubscribes it. */
  match$(matchId: number): Observable<MatchView>;
  /** Records a list call already fetched: shown at once, no snapshot call needed. */
  seed(records: readonly Match[]): void;
  /**
   * The push connection's state: the one place it is held (derived from the transport's reports).
   * Everything else (the feed chart, the connection bar, the bet slip) reads it here and keeps no copy.
   */
  readonly connection$: Observable<ConnectionState>;
  /** connection$'s current value, read synchronously (a first render, the bet slip's facts). */
  connection(): ConnectionState;
  /** The stale flag the match would be emitted with now (for a record shown before its first emission). */
  isStale(matchId: number): boolean;
  /**
   * The match as the client holds it this moment, pushes applied, even those whose frame has not
   * come yet: what a press on a price takes (a bet always uses the latest price), null if not held.
   */
  latest(matchId: number): MatchState | null;
  /**
   * `reduced` while the device cannot draw the odds as fast as they come (frame-budget.ts): the views then
   * give up their extras (the move flash and arrow, rows rendered ahead of the scroll), never a price.
   */
  load(): FeedLoad;
  readonly load$: Observable<FeedLoad>;
  readonly errors$: Observable<FeedError>;
  stats(): Readonly<FeedStats>;
  dispose(): void;
}
