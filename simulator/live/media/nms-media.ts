import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { MediaService, MediaState, MediaStateChange } from '../media-types';
import { clipFor, listClips, startEncoder } from './encoder';
import { EncoderSupervisor } from './encoder-supervisor';
import { acquireNmsHost, type NmsSession } from './nms-host';
import { streamName, ViewerRegistry } from './viewers';
import { RateWindow } from './rate-window';

/**
 * The real MediaService: node-media-server (in-process, ./nms-host.ts) fed by one ffmpeg per stream
 * (./encoder.ts), watched through its publish events, and served to browsers by the relay
 * (./flv-relay.ts) on the simulator's own origin. Faults (kill, stall, restart) for the test-control API.
 */
export interface NmsMedia extends MediaService {
  readonly kind: 'nms';
  /** node-media-server's own HTTP-FLV URL of a stream, with the relay's secret (only the relay reads it). */
  upstreamUrl(name: string): string;
  /** The key behind a stream name in a play path, if the simulator knows it. */
  keyOf(name: string): string | undefined;
  readonly viewers: ViewerRegistry;
  /** The encoder dies (as a crashed presenter's would): the stream goes off air, viewers' connections end. */
  kill(key: string): Promise<boolean>;
  /** Kill, then publish again after `afterMs`. */
  restart(key: string, afterMs: number): Promise<boolean>;
  /** Encoder process ids on air, for tests that prove nothing is left behind. */
  encoderPids(): number[];
  streams(): Array<{ key: string; state: MediaState; viewers: number; paths: string[] }>;
}

export function isNmsMedia(media: MediaService): media is NmsMedia {
  return (media as Partial<NmsMedia>).kind === 'nms';
}

/** Whether a query value is `secret` (compared in constant time). */
function sameSecret(given: unknown, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function createNmsMedia(): Promise<NmsMedia> {
  const clips = listClips();
  if (clips.length === 0) throw new Error('media/clips holds no clips: run `sh scripts/make-clips.sh`');
  const host = await acquireNmsHost();
  // This simulator's RTMP app: node-media-server's state is per process, shared by its simulators.
  const app = `sim${randomBytes(4).toString('hex')}`;
  // Secrets only this process knows: our own encoders publish with the first, the relay reads with the second.
  const encoderSecret = randomBytes(18).toString('base64url');
  const relaySecret = randomBytes(18).toString('base64url');
  const offState = new Map<string, Exclude<MediaState, 'live'>>();
  const onAir = new Set<string>();
  const keys = new Map<string, string>();
  const timers = new Set<NodeJS.Timeout>();
  const listeners = new Set<(change: MediaStateChange) => void>();
  const viewers = new ViewerRegistry();
  /** Presenters' pushes by stream name: the key they carry and the secret they must give. */
  const pushes = new Map<string, { key: string; secret: string | null }>();
  /** The session on air for a key, with its bitrate meter (and to cut a stopped stream). */
  const publishers = new Map<string, { session: NmsSession; rate: RateWindow }>();
  let closed = false;
  // Every publish names its key: a presenter's push its console secret, our own encoders the process's
  // secret (a stream name the simulator knows is no pass). Only the relay reads node-media-server's HTTP-FLV.
  const removeGuard = host.guardApp(app, {
    publish: (session) => {
      const push = pushes.get(session.streamName);
      const given = session.streamQuery?.key;
      if (push) return push.secret !== null && sameSecret(given, push.secret);
      return keys.has(session.streamName) && sameSecret(given, encoderSecret);
    },
    play: (session) => sameSecret(session.streamQuery?.relay, relaySecret),
  });

  const state = (key: string): MediaState => (onAir.has(key) ? 'live' : (offState.get(key) ?? 'offline'));
  const emit = (key: string, before: MediaState) => {
    const after = state(key);
    if (after === before) return;
    for (const listener of listeners) listener({ key, state: after });
  };
  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => {
      timers.delete(t);
      if (!closed) fn();
    }, ms);
    timers.add(t);
  };

  const ours = (session: NmsSession) => session.streamApp === app ? keys.get(session.streamName) : undefined;
  const onPublish = (session: NmsSession) => {
    const key = ours(session);
    if (key === undefined) return;
    const before = state(key);
    offState.delete(key);
    onAir.add(key);
    publishers.set(key, { session, rate: new RateWindow(Date.now()) });
    emit(key, before);
  };
  const onDone = (session: NmsSession) => {
    const key = ours(session);
    if (key === undefined) return;
    const before = state(key);
    if (publishers.get(key)?.session === session) publishers.delete(key);
    onAir.delete(key);
    // Off air for real (the short grace is over): whoever still watches gets an ended response.
    viewers.end(key);
    emit(key, before);
  };
  host.context.eventEmitter.on('postPublish', onPublish);
  host.context.eventEmitter.on('donePublish', onDone);

  // What the catalogue (or a test) wants on air: an encoder that dies by itself is restarted, within a cap.
  const encoders = new EncoderSupervisor(
    (key, onExit) => startEncoder(clipFor(key, clips), `rtmp://127.0.0.1:${host.rtmpPort}/${app}/${streamName(key)}?key=${encoderSecret}`, onExit),
    {
      onGiveUp: (key, restarts) => {
        // Off air until published again (the catalogue's next change or /sim/control/live/publish).
        const before = state(key);
        offState.set(key, 'offline');
        onAir.delete(key);
        viewers.end(key);
        emit(key, before);
        console.warn(`Live media: the encoder of ${key} died ${restarts + 1} times within a minute; it is not restarted (off air)`);
      },
    },
  );

  const media: NmsMedia = {
    kind: 'nms',
    viewers,
    publish(key) {
      if (closed) return;
      offState.delete(key);
      keys.set(streamName(key), key);
      encoders.start(key);
    },
    unpublish(key, off) {
      const before = state(key);
      offState.set(key, off);
      void encoders.stop(key, 'SIGTERM');
      // A presenter's own encoder is cut too (its publish would otherwise stay on the server).
      if (pushes.has(streamName(key))) publishers.get(key)?.session.socket?.destroy();
      // Known at once, not when the server notices: the catalogue asked for it.
      onAir.delete(key);
      viewers.end(key);
      emit(key, before);
    },
    state,
    playPaths: (key) => {
      const file = `/live-flv/${streamName(key)}.flv`;
      return [file, `${file}?line=2`];
    },
    onStateChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    acceptPush(key, secret) {
      const name = streamName(key);
      keys.set(name, key);
      pushes.set(name, { key, secret });
      return { url: `rtmp://127.0.0.1:${host.rtmpPort}/${app}`, streamKey: `${name}?key=${secret}` };
    },
    closePush(key) {
      // Kept, with no secret: the old key of a stopped stream is refused, not let through as one of ours.
      pushes.set(streamName(key), { key, secret: null });
      publishers.get(key)?.session.socket?.destroy();
    },
    forgetPush(key) {
      const name = streamName(key);
      if (pushes.get(name)?.secret !== null) return;
      pushes.delete(name);
      keys.delete(name);
      offState.delete(key);
    },
    pushStats(key) {
      const on = publishers.get(key);
      if (!on || !onAir.has(key)) return null;
      return { bitrateKbps: Math.round(on.rate.bitsPerSecond(Date.now(), on.session.inBytes ?? 0) / 1000), viewers: viewers.count(key) };
    },
    upstreamUrl: (name) => `http://127.0.0.1:${host.httpPort}/${app}/${name}.flv?relay=${relaySecret}`,
    keyOf: (name) => keys.get(name),
    async kill(key) {
      if (!encoders.running(key)) return false;
      await encoders.stop(key, 'SIGKILL');
      viewers.end(key);
      return true;
    },
    async restart(key, afterMs) {
      const had = await media.kill(key);
      if (!had) return false;
      later(afterMs, () => media.publish(key));
      return true;
    },
    encoderPids: () => encoders.pids(),
    streams: () =>
      [...keys.values()].map((key) => ({ key, state: state(key), viewers: viewers.count(key), paths: media.playPaths(key) })),
    async close() {
      if (closed) return;
      closed = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      listeners.clear();
      viewers.endAll();
      await encoders.close();
      host.context.eventEmitter.off('postPublish', onPublish);
      host.context.eventEmitter.off('donePublish', onDone);
      removeGuard();
      for (const { session } of publishers.values()) session.socket?.destroy();
      await host.release();
    },
  };
  return media;
}
