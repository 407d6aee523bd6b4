import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { livePlayerMachine } from '../../src/machines/live-player/live-player.machine';
import { createMpegtsEngine } from '../../src/machines/live-player/mpegts-engine';
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
  currentTime: number;
  decodedFrames: number;
  delay: number | null;
  players: number;
  problem: string | null;
}

declare global {
  interface Window {
    livePlayer: {
      start(key: string, urls: string[]): void;
      read(): HarnessReading;
      send(event: { type: 'VISIBLE' } | { type: 'RETRY' } | { type: 'SWITCH_SOURCE'; index: number }): void;
      leave(): void;
    };
  }
}

let actor: ReturnType<typeof createActor<typeof livePlayerMachine>> | null = null;
let video: HTMLVideoElement | null = null;
let players = 0;
let snapshot: SnapshotFrom<typeof livePlayerMachine> | null = null;
const history: PlayerViewState[] = [];

async function statusOf(key: string): Promise<StreamStatus> {
  const r = (await (await fetch('/sim/control/live/streams')).json()) as { streams: Array<{ key: string; state: StreamStatus }> };
  return r.streams.find((s) => s.key === key)?.state ?? 'offline';
}

window.livePlayer = {
  start(key, urls) {
    video = document.createElement('video');
    video.width = 640;
    video.height = 360;
    document.body.append(video);
    const engine = createMpegtsEngine({ video: () => video, onCount: (d) => (players += d) });
    const machine = livePlayerMachine.provide({
      actors: { player: createPlayerActor(engine), checkStatus: fromPromise(() => statusOf(key)) },
    });
    actor = createActor(machine, {
      input: { sources: urls.map((url, i) => ({ id: `l${i}`, label: `Line ${i + 1}`, url })), supported: engine.supported() },
    });
    actor.subscribe((s) => {
      snapshot = s;
      const v = viewStateOf(s);
      if (history[history.length - 1] !== v) history.push(v);
    });
    actor.start();
    actor.send({ type: 'START' });
  },
  read() {
    const q = video?.getVideoPlaybackQuality();
    return {
      state: snapshot ? viewStateOf(snapshot) : 'idle',
      history: [...history],
      currentTime: video?.currentTime ?? 0,
      decodedFrames: q?.totalVideoFrames ?? 0,
      delay: snapshot?.context.delay ?? null,
      players,
      problem: snapshot?.context.problem ?? null,
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
};
