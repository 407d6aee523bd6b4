import {
  Observable,
  animationFrameScheduler,
  asapScheduler,
  map,
  asyncScheduler,
  type OperatorFunction,
  type SchedulerLike,
  type Subscription,
} from 'rxjs';

/**
 * Conflation: a view never needs two values of the same thing inside one animation frame, because
 * it can paint only one. Values are held (latest wins) and released at most once per frame, so
 * 5,000 odds updates a second cost at most one render per entity per frame.
 *
 * Without a DOM (node tests, server rendering) requestAnimationFrame does not exist; there the
 * async scheduler stands in, which still groups everything that arrives in one macrotask.
 */
export const defaultFrameScheduler: SchedulerLike =
  typeof requestAnimationFrame === 'function' ? animationFrameScheduler : asyncScheduler;

/**
 * Where the first release of a frame goes in the browser: a microtask, so what one socket message
 * carried is applied before the frame that follows it is drawn. Released on the animation frame
 * instead, it missed that frame: our rAF callback runs after the frame has begun, the commit lands
 * after the frame's first rAF callbacks, and the tick showed one frame later than it could have
 * (push-to-paint p50 about 27 ms, docs/performance.md). Absent without a DOM.
 */
export const defaultLeadingScheduler: SchedulerLike | undefined =
  typeof requestAnimationFrame === 'function' ? asapScheduler : undefined;

/** Keeps only the latest value and emits it on the next frame. Pending values are flushed on complete. */
export function conflatePerFrame<T>(scheduler: SchedulerLike = defaultFrameScheduler): OperatorFunction<T, T> {
  // One key: the keyed operator's per-frame map holds just the latest value.
  return (source) =>
    source.pipe(
      conflateByKeyPerFrame(() => 0, scheduler),
      map((batch) => batch.get(0) as T),
    );
}

/**
 * Per key, keeps only the latest value and emits at most once per frame a Map of every key that
 * changed (in first-change order). One scheduled release serves all keys, so 500 changing matches
 * cost one callback, not 500. Each emitted Map is fresh and belongs to the subscriber.
 *
 * With a `leading` scheduler, the first release of a frame does not wait for the frame: it runs on
 * `leading` (a microtask), and the frame after it is marked spent; values that arrive before the
 * next frame begins wait for it, so there is still at most one release per frame. Without one,
 * every release waits for the next frame.
 */
export function conflateByKeyPerFrame<T, K>(
  keyOf: (value: T) => K,
  scheduler: SchedulerLike = defaultFrameScheduler,
  leading?: SchedulerLike,
): OperatorFunction<T, ReadonlyMap<K, T>> {
  return (source) =>
    new Observable<ReadonlyMap<K, T>>((subscriber) => {
      let pending = new Map<K, T>();
      let release: Subscription | null = null;
      /** Set from a leading release until the next frame begins. */
      let frameEnd: Subscription | null = null;

      const flush = () => {
        release = null;
        if (pending.size === 0) return;
        const batch = pending;
        pending = new Map();
        subscriber.next(batch);
      };
      // A release ahead of the frame is drawn by the coming frame, which is then spent; a release
      // on the frame is drawn by that frame, so what arrives after it may go ahead again.
      const flushAhead = () => {
        frameEnd ??= scheduler.schedule(() => (frameEnd = null));
        flush();
      };

      const subscription = source.subscribe({
        next(value) {
          pending.set(keyOf(value), value);
          release ??= leading && frameEnd === null ? leading.schedule(flushAhead) : scheduler.schedule(flush);
        },
        error(error) {
          release?.unsubscribe();
          subscriber.error(error);
        },
        complete() {
          release?.unsubscribe();
          flush();
          subscriber.complete();
        },
      });

      return () => {
        subscription.unsubscribe();
        release?.unsubscribe();
        frameEnd?.unsubscribe();
      };
    });
}
