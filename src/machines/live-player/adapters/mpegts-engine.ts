import type Mpegts from 'mpegts.js';
import { LiveFetchLoader } from './live-fetch-loader';
import { StreamClock } from './stream-clock';
import type { EngineErrorKind, PlayerEngine, PlayerHandle, PlaybackStats } from '../player-types';

/**
 * The real engine: mpegts.js on one <video>. mpegts.js is imported when the first handle is created,
 * so it stays out of the start-up bundle. Settings: no stash buffer (first frame
 * from the server's GOP cache at once), no lazy load, liveSync chasing ~0.9 s behind the edge,
 * auto-cleaned source buffers, an absolute URL (what mpegts.js's worker needs, when it is turned on).
 */

type MpegtsModule = typeof Mpegts;
let loading: Promise<MpegtsModule> | null = null;
/** The module once loaded: a player made after that starts in the same task (see `create`). */
let loaded: MpegtsModule | null = null;
// Third-party boundary: mpegts.js is CommonJS, so the bundler may hand over the module itself or wrap it in
// `default`; its typings know only the second, so both casts say what the runtime may give.
const loadMpegts = () =>
  (loading ??= import('mpegts.js').then((m) => {
    loaded = (m as unknown as { default?: MpegtsModule }).default ?? (m as unknown as MpegtsModule);
    return loaded;
  }));

/**
 * Starts loading mpegts.js before the player asks (a room asks when it opens, while its own data loads):
 * asked only by the first handle, its chunk came after the room's call and render, ~150 ms on the way
 * to the first frame.
 */
export function preloadMpegts(): void {
  if (mseSupported()) void loadMpegts().catch(() => (loading = null));
}

const H264_AAC = 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"';
export function mseSupported(): boolean {
  // Either may be missing (an iPhone has only ManagedMediaSource; src/globals.d.ts declares it).
  const mse = typeof MediaSource === 'undefined' ? globalThis.ManagedMediaSource : MediaSource;
  return Boolean(mse && typeof mse.isTypeSupported === 'function' && mse.isTypeSupported(H264_AAC));
}

export const MPEGTS_CONFIG = {
  // The worker re-evaluates mpegts.js in a new thread on every load: measured here it doubled the
  // first frame (p50 ~220 ms with, ~120 ms without, same load; docs/bench.md), and transmuxing one
  // 640x360 stream is light. The URL is absolute anyway, so turning it on (config) just works.
  enableWorker: false,
  enableStashBuffer: false,
  lazyLoad: false,
  liveSync: true,
  liveSyncTargetLatency: 0.9,
  liveSyncMaxLatency: 1.5,
  liveSyncPlaybackRate: 1.15,
  autoCleanupSourceBuffer: true,
  // A live viewer never seeks back far; keep the buffer small.
  autoCleanupMaxBackwardDuration: 20,
  autoCleanupMinBackwardDuration: 10,
  // Aborts for real on destroy, also a stalled connection (live-fetch-loader.ts). Main thread only.
  // Third-party boundary: mpegts.js types a custom loader as its internal BaseLoader (private fields included);
  // LiveFetchLoader implements the part mpegts.js calls, so the cast is the only way to hand it over.
  customLoader: LiveFetchLoader as unknown as Mpegts.CustomLoaderConstructor,
} satisfies Mpegts.Config;

/** Sound at 70 % when the browser lets us (volume 70, muted start where autoplay forbids sound: docs/product.md, "Live rooms"). */
export const VOLUME = 0.7;

/** Older WebKit counts frames on the element itself (not in the DOM typings). */
const webkitDecodedFrames = (video: HTMLVideoElement): number =>
  'webkitDecodedFrameCount' in video && typeof video.webkitDecodedFrameCount === 'number'
    ? video.webkitDecodedFrameCount
    : 0;

function statsOf(video: HTMLVideoElement, clock?: StreamClock): PlaybackStats {
  const quality = typeof video.getVideoPlaybackQuality === 'function' ? video.getVideoPlaybackQuality() : undefined;
  const decodedFrames = quality?.totalVideoFrames ?? webkitDecodedFrames(video);
  const t = video.currentTime;
  let bufferedEnd = t;
  for (let i = 0; i < video.buffered.length; i++) {
    if (video.buffered.start(i) <= t + 0.5 && video.buffered.end(i) >= t)
      bufferedEnd = Math.max(bufferedEnd, video.buffered.end(i));
  }
  // The buffered end is a lower bound: its newest frame went out no later than now. The stream clock's figure can
  // fall below it when the page reads the edge tags late (a busy main thread makes the clock offset look smaller).
  const fromClock = clock?.delayAt(t) ?? null;
  const liveDelay = fromClock === null ? null : Math.max(fromClock, bufferedEnd - t);
  const wall = clock?.wallAt(t) ?? null;
  return {
    decodedFrames,
    currentTime: t,
    bufferedEnd,
    paused: video.paused && video.readyState >= 2,
    liveDelay,
    shownAt: wall === null ? null : { shown: wall, readAt: Date.now() },
  };
}

export interface MpegtsEngineOptions {
  video: () => HTMLVideoElement | null;
  /** Overrides for tests and benches (e.g. `enableWorker: true`, which also needs `customLoader: undefined`). */
  config?: Partial<Mpegts.Config>;
  /** Called with every created and destroyed player, for leak counting in benches. */
  onCount?: (delta: 1 | -1) => void;
}

export function createMpegtsEngine(options: MpegtsEngineOptions): PlayerEngine {
  return {
    supported: mseSupported,
    hidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
    create({ url, muted, emit }): PlayerHandle {
      let destroyed = false;
      let player: Mpegts.Player | null = null;
      const video = options.video();
      const absolute = new URL(url, globalThis.location?.href).href;
      const cleanups: Array<() => void> = [];
      const clock = new StreamClock();

      const start = async (mpegts: MpegtsModule) => {
        if (destroyed || !video) return;
        const p = mpegts.createPlayer(
          { type: 'flv', isLive: true, url: absolute, hasAudio: true, hasVideo: true },
          {
            ...MPEGTS_CONFIG,
            // mpegts.js waits for the MediaSource's 'sourceopen' before it asks for the stream by default: an
            // event queued behind the room's first render and effects, ~0.25 s on a desktop and ~0.6 s on a phone
            // between the <video> and the request (bench/zap.ts). It keeps what arrives before that event until
            // the source opens, so a visible page asks at once; a hidden one (where Chrome may not open the source
            // until it is shown) still waits, so nothing piles up unseen.
            deferLoadAfterSourceOpen: typeof document !== 'undefined' && document.visibilityState === 'hidden',
            ...options.config,
          },
        );
        player = p;
        options.onCount?.(1);
        const kindOf = (type: string): EngineErrorKind =>
          type === mpegts.ErrorTypes.MEDIA_ERROR
            ? 'media'
            : type === mpegts.ErrorTypes.NETWORK_ERROR
              ? 'network'
              : 'other';
        p.on(mpegts.Events.ERROR, (type: string, detail: string, info?: { code?: number }) => {
          if (destroyed) return;
          // The relay's 403: a fee room's signed URL expired or was refused (the chart asks for a fresh one).
          const refused = type === mpegts.ErrorTypes.NETWORK_ERROR && info?.code === 403;
          emit({
            type: 'error',
            kind: refused ? 'forbidden' : kindOf(type),
            detail: refused ? `${String(detail)} 403` : String(detail),
          });
        });
        p.on(mpegts.Events.SCRIPTDATA_ARRIVED, (data: unknown) => {
          clock.take(data);
          // The stream's wall time at currentTime 0, for probes that time the frames themselves (bench/video-sync.ts).
          const zero = clock.wallAt(0);
          if (zero !== null && !destroyed) video.dataset.wallZero = String(zero);
        });
        cleanups.push(() => delete video.dataset.wallZero);
        p.on(mpegts.Events.LOADING_COMPLETE, () => {
          if (!destroyed) emit({ type: 'eof' });
        });
        onFirstFrame(video, () => !destroyed && emit({ type: 'first-frame' }), cleanups);
        p.attachMediaElement(video);
        p.load();
        video.volume = VOLUME;
        video.muted = muted;
        try {
          await video.play();
        } catch (error) {
          if (destroyed) return;
          if ((error as DOMException)?.name !== 'NotAllowedError' || video.muted) return;
          // Autoplay with sound refused: play muted, the room shows an unmute button.
          video.muted = true;
          emit({ type: 'autoplay-muted' });
          await video.play().catch(() => {});
        }
      };
      // Loaded already (the room preloads it): start now, in the task that made the handle. Through a promise
      // the stream's request waited for every other effect of the room's first render (its chat, markets,
      // subscriptions and the renders they caused), ~0.3-0.5 s on a phone (docs/performance.md, "Zap time").
      if (loaded) void start(loaded);
      else
        loadMpegts().then(
          start,
          (error: unknown) =>
            !destroyed && emit({ type: 'error', kind: 'other', detail: `mpegts.js failed to load: ${String(error)}` }),
        );

      return {
        stats: () =>
          video && player
            ? statsOf(video, clock)
            : { decodedFrames: 0, currentTime: 0, bufferedEnd: 0, liveDelay: null },
        jumpToEdge: () => {
          if (!video || !player) return;
          const { bufferedEnd, currentTime } = statsOf(video);
          if (bufferedEnd - currentTime > 0.3) video.currentTime = bufferedEnd - 0.1;
        },
        setMuted: (m) => {
          if (!video) return;
          video.muted = m;
          if (!m) video.volume = VOLUME;
          if (video.paused) void video.play().catch(() => {});
        },
        destroy: () => {
          if (destroyed) return;
          destroyed = true;
          cleanups.splice(0).forEach((c) => c());
          const p = player;
          player = null;
          if (!p) return;
          try {
            p.pause();
            p.unload();
            p.detachMediaElement();
          } finally {
            p.destroy();
            options.onCount?.(-1);
          }
        },
      };
    },
  };
}

/** The first picture on screen: requestVideoFrameCallback where the browser has it, else loadeddata. */
function onFirstFrame(video: HTMLVideoElement, done: () => void, cleanups: Array<() => void>): void {
  const v = video as HTMLVideoElement & {
    requestVideoFrameCallback?: (cb: () => void) => number;
    cancelVideoFrameCallback?: (id: number) => void;
  };
  if (typeof v.requestVideoFrameCallback === 'function') {
    const id = v.requestVideoFrameCallback(done);
    cleanups.push(() => v.cancelVideoFrameCallback?.(id));
    return;
  }
  const handler = () => done();
  video.addEventListener('loadeddata', handler, { once: true });
  cleanups.push(() => video.removeEventListener('loadeddata', handler));
}
