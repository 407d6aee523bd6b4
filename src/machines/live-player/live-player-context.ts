import type { PlayerActorEvent } from './player-actor';
import type { FramePosition, PlayerSource } from './player-types';

/** The live player chart's timings, input, context and events (live-player.machine.ts reads as the spec; these are its vocabulary). */

export interface LivePlayerTimings {
  backoffMs: readonly number[];
  loadTimeoutMs: number;
  /** Watchdog: period, no progress for `stallMs` -> stalled, `reloadMs` more -> reload. */
  tickMs: number;
  stallMs: number;
  reloadMs: number;
  offlinePollMs: number;
  /** How long before a signed URL expires the lines are asked again. */
  renewAheadMs: number;
}

export const DEFAULT_TIMINGS: LivePlayerTimings = {
  backoffMs: [1_000, 1_000, 1_000, 2_000, 4_000, 8_000, 10_000],
  loadTimeoutMs: 10_000,
  tickMs: 250,
  stallMs: 1_000,
  reloadMs: 2_000,
  offlinePollMs: 5_000,
  renewAheadMs: 30_000,
};

export interface LivePlayerInput {
  sources: readonly PlayerSource[];
  /** MSE present (the engine's feature check). */
  supported: boolean;
  timings?: Partial<LivePlayerTimings>;
}

export type LivePlayerProblem = 'network' | 'media' | 'stalled' | 'timeout' | 'broken' | null;

export interface LivePlayerContext {
  sources: readonly PlayerSource[];
  sourceIndex: number;
  supported: boolean;
  timings: LivePlayerTimings;
  /** Tries since the last frame (resets on a frame, a line switch, a retry). */
  attempt: number;
  /** Whether this session (since START, RETRY, SWITCH_SOURCE) ever showed a frame. */
  played: boolean;
  muted: boolean;
  /** Autoplay with sound was refused: the room offers an unmute button. */
  soundBlocked: boolean;
  /** Seconds the picture trails the buffered end; null before the first report. */
  delay: number | null;
  /** Seconds the picture trails the broadcast (the stream's clock); null when the stream does not say it. */
  liveDelay: number | null;
  /** Where the picture is on the server's clock at the last report (the room syncs the match to it); null when unknown. */
  position: FramePosition | null;
  problem: LivePlayerProblem;
  /** Why the last load failed, for the log. */
  detail: string;
  /** Each new handle gets the next number (the `player` actor's input changes, so it restarts). */
  generation: number;
  /** Progress reports since the first frame, while they still may jump to the edge (the first EDGE_CHECKS). */
  edgeChecks: number;
  /** Consecutive reports more than EDGE_SLACK_S behind (EDGE_CHECKS of them in a row: jump). */
  behindRun: number;
  /** The lines were renewed after a refusal and no frame came since: a second refusal is a failure, not a renewal loop. */
  renewed: boolean;
}

export type LivePlayerEvent =
  | PlayerActorEvent
  | { type: 'START' }
  | { type: 'RETRY' }
  | { type: 'LEAVE' }
  | { type: 'VISIBLE' }
  | { type: 'UNMUTE' }
  | { type: 'SWITCH_SOURCE'; index: number }
  | { type: 'SOURCES'; sources: readonly PlayerSource[] };
