/**
 * The seam between the live catalogue (presenters, streams, rooms: what the site API answers) and the
 * media server that carries the pictures (node-media-server fed by ffmpeg).
 * The catalogue says which stream should be on air; the media service says what is really on air.
 */
export type MediaState = 'live' | 'offline' | 'ended';

export interface MediaStateChange {
  key: string;
  state: MediaState;
}

export interface MediaService {
  /** Puts the stream on air (an encoder starts pushing its clip). Idempotent. */
  publish(key: string): void;
  /** Takes it off air: `offline` may come back, `ended` is over. */
  unpublish(key: string, state: Exclude<MediaState, 'live'>): void;
  /** What is on air now, as the media server sees it. */
  state(key: string): MediaState;
  /** HTTP-FLV path on the simulator's own origin (e.g. `/live-flv/<key>.flv`), one per line. */
  playPaths(key: string): string[];
  onStateChange(listener: (change: MediaStateChange) => void): () => void;
  /**
   * A presenter's own encoder (OBS, ffmpeg) may publish `key` with `secret`: where it pushes.
   * The media server refuses a publish with a wrong secret; its start and end move `state(key)`.
   */
  acceptPush(key: string, secret: string): PushTarget;
  /** No more pushes for `key`; a publish on air is cut (a stopped stream). */
  closePush(key: string): void;
  /** A closed push is forgotten (the catalogue let its stream go): its key is then refused as an unknown one. */
  forgetPush(key: string): void;
  /** What the presenter's encoder sends (null when nothing is on air from it). */
  pushStats(key: string): { bitrateKbps: number; viewers: number } | null;
  close(): Promise<void>;
}

/** RTMP server URL (the media server's loopback port and this simulator's app) and the stream key to enter in OBS. */
export interface PushTarget {
  url: string;
  streamKey: string;
}

/**
 * Media without pictures: the states move as the catalogue asks, nothing is served. Used when the
 * simulator's live engines are off (unit and integration tests) and until a real media server runs.
 */
export function createStateOnlyMedia(): MediaService {
  const states = new Map<string, MediaState>();
  const listeners = new Set<(change: MediaStateChange) => void>();
  const set = (key: string, state: MediaState) => {
    if (states.get(key) === state) return;
    states.set(key, state);
    for (const listener of listeners) listener({ key, state });
  };
  return {
    publish: (key) => set(key, 'live'),
    unpublish: (key, state) => set(key, state),
    state: (key) => states.get(key) ?? 'offline',
    // No media server: the target is only shown; tests move the state with /sim/control/live/publish.
    acceptPush: (key, secret) => ({ url: 'rtmp://127.0.0.1:1935/live', streamKey: `${key}?key=${secret}` }),
    closePush: () => {},
    forgetPush: (key) => void states.delete(key),
    pushStats: (key) => (states.get(key) === 'live' ? { bitrateKbps: 0, viewers: 0 } : null),
    playPaths: (key) => [`/live-flv/${encodeURIComponent(key)}.flv`],
    onStateChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {
      listeners.clear();
    },
  };
}
