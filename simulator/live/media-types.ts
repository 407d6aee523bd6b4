/**
 * The seam between the live catalogue (presenters, streams, rooms: what the site API answers) and the
 * media server that carries the pictures (node-media-server fed by ffmpeg, issue D part 3).
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
  close(): Promise<void>;
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
