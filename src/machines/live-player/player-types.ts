/**
 * The player statechart's view of a video engine (mpegts.js in the app, a fake in tests). One engine
 * creates many handles: each load of a URL is a fresh handle, destroyed before the next is created
 * (mpegts.js has no in-place recovery). A handle reports what happens through `emit`; after
 * `destroy()` it must emit nothing more.
 */

/** `forbidden`: the server refused the URL (HTTP 403: a fee room's signed URL expired or is not valid). */
export type EngineErrorKind = 'network' | 'media' | 'forbidden' | 'other';

export type EngineSignal =
  /** The first picture is on screen. */
  | { type: 'first-frame' }
  /** A mpegts.js ERROR event; `media` (codec, unsupported format) is never retried. */
  | { type: 'error'; kind: EngineErrorKind; detail: string }
  /** The server ended the response: for a live stream, the connection is lost. */
  | { type: 'eof' }
  /** Autoplay with sound was refused: the video plays muted. */
  | { type: 'autoplay-muted' };

/** Where the picture is: the server time of the frame on screen, read at the page's time `readAt`. */
export interface FramePosition {
  shown: number;
  readAt: number;
}

export interface PlaybackStats {
  decodedFrames: number;
  currentTime: number;
  /** End of the buffered range that holds currentTime (the live edge as far as the player knows). */
  bufferedEnd: number;
  /**
   * Seconds from the wall time of the frame on screen to now, from the stream's own clock (the relay's
   * `onEdge` tags): what the viewer's picture trails the broadcast by. null (or absent) when unknown.
   */
  liveDelay?: number | null;
  /**
   * The server's wall time (ms) of the frame on screen (`shown`) and the page's time when it was read
   * (`readAt`), from the same clock: what the room syncs the match's events to. null when unknown.
   */
  shownAt?: FramePosition | null;
  /** Paused on purpose (by the viewer or the browser): no progress is expected, so no stall is counted. */
  paused?: boolean;
}

export interface PlayerHandle {
  stats(): PlaybackStats;
  /** Seek to just before the buffered end (after a GOP-cache start, a pause or a background tab). */
  jumpToEdge(): void;
  setMuted(muted: boolean): void;
  /** pause(); unload(); detachMediaElement(); destroy(): everything, at once, idempotent. */
  destroy(): void;
}

export interface CreateHandleOptions {
  /** Absolute URL (mpegts.js's worker resolves nothing relative). */
  url: string;
  /** Start with sound (volume 0.7) unless muted; falls back to muted when autoplay refuses sound. */
  muted: boolean;
  emit: (signal: EngineSignal) => void;
}

export interface PlayerEngine {
  /** Media Source Extensions with H.264/AAC live playback. */
  supported(): boolean;
  create(options: CreateHandleOptions): PlayerHandle;
  /** Whether the page is hidden (a hidden tab may not decode: no stall is counted then). */
  hidden(): boolean;
}

export interface PlayerSource {
  id: string;
  label: string;
  url: string;
  /** When a signed URL stops opening (epoch ms, this page's clock); absent or null: it does not expire. */
  expiresAt?: number | null;
}

export type StreamStatus = 'live' | 'offline' | 'ended';
