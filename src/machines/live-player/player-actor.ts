import { fromCallback } from 'xstate';
import type {
  EngineErrorKind,
  EngineSignal,
  FramePosition,
  PlayerEngine,
  PlayerHandle,
  PlaybackStats,
} from './player-types';

/**
 * One load of the stream as an actor the chart invokes: it creates an engine handle, forwards the
 * handle's signals as chart events, and keeps the watchdog (mpegts.js often stalls without an
 * ERROR event). Stopping the actor (the chart leaves the state, reloads, or is stopped) destroys the
 * handle, so a reload is always destroy-and-recreate and nothing outlives the chart. Signals of a
 * destroyed handle are dropped here too.
 */

export type PlayerActorEvent =
  | { type: 'ENGINE.FIRST_FRAME' }
  | { type: 'ENGINE.ERROR'; kind: EngineErrorKind; detail: string }
  | { type: 'ENGINE.EOF' }
  | { type: 'ENGINE.AUTOPLAY_MUTED' }
  /**
   * Frames advance; `delay` = buffered end - currentTime, seconds (what the edge jumps go by);
   * `liveDelay` = now - the wall time of the frame on screen, seconds, when the stream says its clock.
   */
  | { type: 'WATCHDOG.PROGRESS'; delay: number; liveDelay?: number | null; position?: FramePosition | null }
  | { type: 'WATCHDOG.STALLED' };

export type PlayerCommand = { type: 'JUMP_TO_EDGE' } | { type: 'SET_MUTED'; muted: boolean };

export interface PlayerActorInput {
  url: string;
  muted: boolean;
  /** Watchdog period and how long without progress counts as stalled. */
  tickMs: number;
  stallMs: number;
}

const toEvent = (signal: EngineSignal): PlayerActorEvent => {
  switch (signal.type) {
    case 'first-frame':
      return { type: 'ENGINE.FIRST_FRAME' };
    case 'error':
      return { type: 'ENGINE.ERROR', kind: signal.kind, detail: signal.detail };
    case 'eof':
      return { type: 'ENGINE.EOF' };
    case 'autoplay-muted':
      return { type: 'ENGINE.AUTOPLAY_MUTED' };
  }
};

const advanced = (a: PlaybackStats, b: PlaybackStats) =>
  b.decodedFrames > a.decodedFrames || b.currentTime > a.currentTime + 0.01;

export function createPlayerActor(engine: PlayerEngine) {
  return fromCallback<PlayerCommand, PlayerActorInput, PlayerActorEvent>(({ input, sendBack, receive }) => {
    let alive = true;
    const handle: PlayerHandle = engine.create({
      url: input.url,
      muted: input.muted,
      emit: (signal) => {
        if (alive) sendBack(toEvent(signal));
      },
    });
    receive((command) => {
      if (!alive) return;
      if (command.type === 'JUMP_TO_EDGE') handle.jumpToEdge();
      else handle.setMuted(command.muted);
    });

    let last = handle.stats();
    let quietFor = 0;
    let stalledSent = false;
    const timer = setInterval(() => {
      if (!alive) return;
      const now = handle.stats();
      if (advanced(last, now)) {
        quietFor = 0;
        stalledSent = false;
        sendBack({
          type: 'WATCHDOG.PROGRESS',
          delay: Math.max(0, now.bufferedEnd - now.currentTime),
          liveDelay: now.liveDelay ?? null,
          position: now.shownAt ?? null,
        });
      } else if (!engine.hidden() && !now.paused && now.decodedFrames > 0) {
        // Before the first frame the chart's load timeout decides; a hidden tab may not decode at all.
        quietFor += input.tickMs;
        if (quietFor >= input.stallMs && !stalledSent) {
          stalledSent = true;
          sendBack({ type: 'WATCHDOG.STALLED' });
        }
      }
      last = now;
    }, input.tickMs);

    return () => {
      alive = false;
      clearInterval(timer);
      handle.destroy();
    };
  });
}
