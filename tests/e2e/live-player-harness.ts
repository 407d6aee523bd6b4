import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { livePlayerMachine } from '../../src/machines/live-player/live-player.machine';
import { createMpegtsEngine } from '../../src/machines/live-player/adapters/mpegts-engine';
import { createPlayerActor } from '../../src/machines/live-player/player-actor';
import type { StreamStatus } from '../../src/machines/live-player/player-types';
import { viewStateOf, type PlayerViewState } from '../../src/machines/live-player/player-view-state';

/**
 * The real live player chart + mpegts.js engine, bundled for a bare page of the simulator's origin
 * (live-player.spec.ts builds it with Vite), so the browser test drives the chart before the room
 * page exists. `window.livePlayer` starts one and reads it.
 */
export interface HarnessReading {
  state: PlayerViewState;
  history: PlayerViewState[];
  /** Each state change with the ms since start(). */
  timeline: string[];
  currentTime: number;
  decodedFrames: number;
  delay: number | null;
  players: number;
  problem: string | null;
  /** ms from start() to the first frame (the chart entering playing), null before. */
  firstFrameMs: number | null;
  /** buffered end - currentTime, read now (the chart's `delay` is the watchdog's last report). */
  behindEdge: number;
  /** The chart's liveDelay: now - the wall time of the frame on screen (the relay's onEdge tags); null before them. */
  liveDelay: number | null;
}

declare global {
  interface Window {
    livePlayer: {
      start(key: string, urls: string[], config?: { enableWorker?: boolean; customLoader?: undefined }): void;
      read(): HarnessReading;
      send(event: { type: 'VISIBLE' } | { type: 'RETRY' } | { type: 'SWITCH_SOURCE'; index: number }): void;
      leave(): void;
      /** The picture paused (as a background tab or a user pause), then resumed as the tab coming back. */
      pause(): void;
      resume(): void;
    };
  }
}

let actor: ReturnType<typeof createActor<typeof livePlayerMachine>> | null = null;
let video: HTMLVideoElement | null = null;
let players = 0;
let snapshot: SnapshotFrom<typeof livePlayerMachine> | null = null;
let history: PlayerViewState[] = [];
let timeline: string[] = [];
let startedAt = 0;
let firstFrameMs: number | null = null;

async function statusOf(key: string): Promise<StreamStatus> {
  const r = (await (await fetch('/sim/control/live/media')).json()) as {
    streams: Array<{ key: string; state: StreamStatus }>;
  };
  return r.streams.find((s) => s.key === key)?.state ?? 'offline';
}

window.livePlayer = {
  start(key, urls, config) {
    history = [];
    timeline = [];
    firstFrameMs = null;
    startedAt = performance.now();
    video = document.createElement('video');
    video.width = 640;
    video.height = 360;
    document.body.append(video);
    const engine = createMpegtsEngine({ video: () => video, onCount: (d) => (players += d), config });
    const machine = livePlayerMachine.provide({
      actors: { player: createPlayerActor(engine), checkStatus: fromPromise(() => statusOf(key)) },
    });
    actor = createActor(machine, {
      input: {
        sources: urls.map((url, i) => ({ id: `l${i}`, label: `Line ${i + 1}`, url })),
        supported: engine.supported(),
      },
    });
    actor.subscribe((s) => {
      snapshot = s;
      const v = viewStateOf(s);
      if (history[history.length - 1] !== v) {
        history.push(v);
        timeline.push(
          `${Math.round(performance.now() - startedAt)} ${v} ${s.context.problem ?? ''} ${s.context.detail}`,
        );
      }
      if (v === 'playing' && firstFrameMs === null) firstFrameMs = performance.now() - startedAt;
    });
    actor.start();
    actor.send({ type: 'START' });
  },
  read() {
    const q = video?.getVideoPlaybackQuality();
    return {
      state: snapshot ? viewStateOf(snapshot) : 'idle',
      history: [...history],
      timeline: [...timeline],
      currentTime: video?.currentTime ?? 0,
      decodedFrames: q?.totalVideoFrames ?? 0,
      delay: snapshot?.context.delay ?? null,
      players,
      problem: snapshot?.context.problem ?? null,
      firstFrameMs,
      behindEdge: behindEdge(),
      liveDelay: snapshot?.context.liveDelay ?? null,
    };
  },
  send(event) {
    actor?.send(event);
  },
  leave() {
    actor?.send({ type: 'LEAVE' });
    actor?.stop();
    video?.remove();
  },
  pause() {
    video?.pause();
  },
  resume() {
    void video?.play().catch(() => {});
    actor?.send({ type: 'VISIBLE' });
  },
};

function behindEdge(): number {
  if (!video || video.buffered.length === 0) return 0;
  return Math.max(0, video.buffered.end(video.buffered.length - 1) - video.currentTime);
}
