import { createActor, fromPromise } from 'xstate';
import type { LivePlayerInput, LivePlayerTimings } from '../../src/machines/live-player/live-player-context';
import { livePlayerMachine } from '../../src/machines/live-player/live-player.machine';
import { createPlayerActor } from '../../src/machines/live-player/player-actor';
import type {
  CreateHandleOptions,
  EngineSignal,
  PlayerEngine,
  PlayerSource,
  PlaybackStats,
  StreamStatus,
} from '../../src/machines/live-player/player-types';

/** A fake engine whose handles the test drives (signals, frames), and counts of what is alive. */
export interface FakeHandle {
  url: string;
  muted: boolean;
  destroyed: boolean;
  jumps: number;
  mutedCalls: boolean[];
  stats: PlaybackStats;
  emit(signal: EngineSignal): void;
  /** Frames advance by `frames` and currentTime by `seconds` (what the watchdog reads). */
  advance(seconds?: number, frames?: number, bufferedAhead?: number): void;
}

export function createFakeEngine(options: { supported?: boolean } = {}) {
  const handles: FakeHandle[] = [];
  let hidden = false;
  const engine: PlayerEngine = {
    supported: () => options.supported ?? true,
    hidden: () => hidden,
    create({ url, muted, emit }: CreateHandleOptions) {
      const h: FakeHandle = {
        url,
        muted,
        destroyed: false,
        jumps: 0,
        mutedCalls: [],
        stats: { decodedFrames: 0, currentTime: 0, bufferedEnd: 0 },
        // A destroyed handle's late signals reach the actor like a real zombie instance's would.
        emit: (signal) => emit(signal),
        advance(seconds = 0.25, frames = 6, bufferedAhead = 0.5) {
          h.stats = {
            decodedFrames: h.stats.decodedFrames + frames,
            currentTime: h.stats.currentTime + seconds,
            bufferedEnd: h.stats.currentTime + seconds + bufferedAhead,
          };
        },
      };
      handles.push(h);
      return {
        stats: () => h.stats,
        jumpToEdge: () => (h.jumps += 1),
        setMuted: (m) => h.mutedCalls.push(m),
        destroy: () => (h.destroyed = true),
      };
    },
  };
  return {
    engine,
    handles,
    last: () => handles[handles.length - 1]!,
    alive: () => handles.filter((h) => !h.destroyed).length,
    setHidden: (h: boolean) => (hidden = h),
  };
}

export const FAST_TIMINGS: LivePlayerTimings = {
  backoffMs: [100, 200, 400, 800, 1_000],
  loadTimeoutMs: 2_000,
  tickMs: 50,
  stallMs: 200,
  reloadMs: 400,
  offlinePollMs: 500,
  renewAheadMs: 1_000,
};

export function startLivePlayer(
  opts: {
    input?: Partial<LivePlayerInput>;
    status?: () => Promise<StreamStatus> | StreamStatus;
    /** The room's lines asked again (fresh play URLs); by default the same lines. */
    renew?: () => Promise<readonly PlayerSource[]> | readonly PlayerSource[];
    supported?: boolean;
    timings?: Partial<LivePlayerTimings>;
  } = {},
) {
  const fake = createFakeEngine({ supported: opts.supported });
  const statusCalls: number[] = [];
  const renewCalls: number[] = [];
  const machine = livePlayerMachine.provide({
    actors: {
      player: createPlayerActor(fake.engine),
      checkStatus: fromStatus(async () => {
        statusCalls.push(Date.now());
        return (opts.status ?? (() => 'live' as const))();
      }),
      renewSources: fromPromise<readonly PlayerSource[]>(async () => {
        renewCalls.push(Date.now());
        return (opts.renew ?? (() => actor.getSnapshot().context.sources))();
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      sources: [
        { id: 'l1', label: 'Line 1', url: '/live-flv/s1.flv' },
        { id: 'l2', label: 'Line 2', url: '/live-flv/s1.flv?line=2' },
      ],
      supported: fake.engine.supported(),
      timings: { ...FAST_TIMINGS, ...opts.timings },
      ...opts.input,
    },
  });
  actor.start();
  return { actor, fake, statusCalls, renewCalls };
}

function fromStatus(fn: () => Promise<StreamStatus>) {
  return fromPromise<StreamStatus>(fn);
}
