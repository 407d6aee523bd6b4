import { asyncScheduler, Observable, type MonoTypeOperatorFunction, type SchedulerLike, type Subscription } from 'rxjs';

/**
 * Where the viewer's video is (docs/product.md, "Live rooms", "Sync to my video"): the server time
 * (ms) of the frame on screen when the player last read it, and the page's time of that reading.
 * While `playing`, the picture runs on with the page's clock from there; otherwise it holds still.
 * Only differences of page times are used, so the page's clock need not agree with the server's.
 */
export interface VideoPosition {
  /** Server time (ms) of the frame on screen at `readAt`. */
  readonly shown: number;
  /** The page's time (ms, the scheduler's clock) of that reading. */
  readonly readAt: number;
  readonly playing: boolean;
}

/** The server time the video shows at `now` (page time). */
export const shownAt = (position: VideoPosition, now: number): number =>
  position.playing ? position.shown + Math.max(0, now - position.readAt) : position.shown;

export interface SyncToVideoOptions {
  scheduler?: SchedulerLike;
  /** Held items at most; the oldest goes out early when one more arrives (a bound, not a policy). */
  maxItems?: number;
  /** No item waits longer than this (a position that never advances must not hide the match for ever). */
  maxHoldMs?: number;
}

export const SYNC_MAX_ITEMS = 64;
export const SYNC_MAX_HOLD_MS = 60_000;

/**
 * Holds each item until the viewer's video reaches its server time (`at(item)`): released when
 * at <= the position's shown time, by a timer set for that instant (so within a frame of it), never
 * before. Items go out in arrival order (one that is due waits for an earlier one that is not, so a
 * later match state never overtakes an earlier one). `position$` emitting null means there is no
 * video to wait for (the switch is off, or the player cannot say where it is): everything held goes
 * out at once and new items pass straight through. Bounded by `maxItems` and `maxHoldMs`.
 */
export function syncToVideo<T>(
  at: (item: T) => number,
  position$: Observable<VideoPosition | null>,
  options: SyncToVideoOptions = {},
): MonoTypeOperatorFunction<T> {
  const scheduler = options.scheduler ?? asyncScheduler;
  const maxItems = options.maxItems ?? SYNC_MAX_ITEMS;
  const maxHoldMs = options.maxHoldMs ?? SYNC_MAX_HOLD_MS;
  return (source) =>
    new Observable<T>((subscriber) => {
      let position: VideoPosition | null = null;
      const held: Array<{ item: T; at: number; until: number }> = [];
      let timer: Subscription | null = null;

      const due = (entry: { at: number }, now: number) => position === null || entry.at <= shownAt(position, now);

      const release = () => {
        timer?.unsubscribe();
        timer = null;
        const now = scheduler.now();
        while (held.length > 0) {
          const first = held[0]!;
          if (!due(first, now) && first.until > now) break;
          held.shift();
          subscriber.next(first.item);
        }
        if (held.length === 0) return;
        // The next instant the first held item can go: its time on the video, or its hold limit.
        const first = held[0]!;
        let wait = first.until - now;
        if (position?.playing) wait = Math.min(wait, position.readAt + (first.at - position.shown) - now);
        timer = scheduler.schedule(release, Math.max(0, wait));
      };

      const positions = position$.subscribe({
        next: (next) => {
          position = next;
          release();
        },
        error: (error: unknown) => subscriber.error(error),
      });
      const inner = source.subscribe({
        next: (item) => {
          const now = scheduler.now();
          held.push({ item, at: at(item), until: now + maxHoldMs });
          while (held.length > maxItems) subscriber.next(held.shift()!.item);
          release();
        },
        error: (error: unknown) => subscriber.error(error),
        complete: () => {
          // Nobody will be there to see them later: what is held goes out with the end.
          for (const entry of held.splice(0)) subscriber.next(entry.item);
          subscriber.complete();
        },
      });
      return () => {
        timer?.unsubscribe();
        inner.unsubscribe();
        positions.unsubscribe();
      };
    });
}
