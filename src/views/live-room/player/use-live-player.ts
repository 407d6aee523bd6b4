import { useEffect, useRef, useState } from 'react';
import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { livePlayerMachine } from '../../../machines/live-player/live-player.machine';
import { createMpegtsEngine } from '../../../machines/live-player/adapters/mpegts-engine';
import { createPlayerActor } from '../../../machines/live-player/player-actor';
import type { PlayerEngine, PlayerSource, StreamStatus } from '../../../machines/live-player/player-types';

type PlayerActor = ActorRefFrom<typeof livePlayerMachine>;

export interface UseLivePlayerOptions {
  streamId: string;
  sources: readonly PlayerSource[];
  checkStatus: () => Promise<StreamStatus>;
  renewSources: () => Promise<readonly PlayerSource[]>;
  /** Tests and benches may bring their own engine; the room uses mpegts.js on the video element. */
  engine?: (video: () => HTMLVideoElement | null) => PlayerEngine;
}

/**
 * One player chart per stream, owned by an effect (not a render): React StrictMode's mount, unmount,
 * mount makes two charts in turn, and the first one's LEAVE + stop destroys its mpegts.js player
 * before the second one starts, so no video element, MediaSource or FLV connection survives a leave.
 */
export function useLivePlayer({ streamId, sources, checkStatus, renewSources, engine }: UseLivePlayerOptions) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const latest = useRef({ sources, checkStatus, renewSources, engine });
  latest.current = { sources, checkStatus, renewSources, engine };
  const [actor, setActor] = useState<PlayerActor | null>(null);
  const [snapshot, setSnapshot] = useState<SnapshotFrom<typeof livePlayerMachine> | null>(null);

  useEffect(() => {
    const video = () => videoRef.current;
    const playerEngine = latest.current.engine?.(video) ?? createMpegtsEngine({ video });
    const machine = livePlayerMachine.provide({
      actors: {
        player: createPlayerActor(playerEngine),
        checkStatus: fromPromise<StreamStatus>(() => latest.current.checkStatus()),
        renewSources: fromPromise<readonly PlayerSource[]>(() => latest.current.renewSources()),
      },
    });
    const a = createActor(machine, { input: { sources: latest.current.sources, supported: playerEngine.supported() } });
    const sub = a.subscribe((s) => setSnapshot(s));
    a.start();
    a.send({ type: 'START' });
    setActor(a);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') a.send({ type: 'VISIBLE' });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      sub.unsubscribe();
      a.send({ type: 'LEAVE' });
      a.stop();
      setActor(null);
    };
  }, [streamId]);

  // New or changed lines from the room (same stream): the chart takes them (and starts if it had none).
  const sourcesKey = sources.map((s) => `${s.id}\u0000${s.url}`).join('\u0001');
  useEffect(() => {
    actor?.send({ type: 'SOURCES', sources: latest.current.sources });
  }, [actor, sourcesKey]);

  return { videoRef, actor, snapshot };
}
