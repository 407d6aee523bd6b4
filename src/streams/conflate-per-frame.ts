import { Observable, animationFrameScheduler, map, asyncScheduler, type OperatorFunction, type SchedulerLike, type Subscription } from 'rxjs';

/**
 * Conflation: a view never needs two values of the same thing inside one animation frame, because
 * it can paint only one. Values are held (latest wins) and released once per frame, so 5,000 odds
 * updates a second cost at most one render per entity per frame.
 *
 * Without a DOM (node tests, server rendering) requestAnimationFrame does not exist; there the
 * async scheduler stands in, which still groups everything that arrives in one macrotask.
 */
export const defaultFrameScheduler: SchedulerLike = typeof requestAnimationFrame === 'function' ? animationFrameScheduler : asyncScheduler;

/** Keeps only the latest value and emits it on the next frame. Pending values are flushed on complete. */
export function conflatePerFrame<T>(scheduler: SchedulerLike = defaultFrameScheduler): OperatorFunction<T, T> {
  // One key: the keyed operator's per-frame map holds just the latest value.
  return (source) => source.pipe(conflateByKeyPerFrame(() => 0, scheduler), map((batch) => batch.get(0) as T));
}

/**
 * Per key, keeps only the latest value and emits once per frame a Map of every key that changed
 * (in first-change order). One scheduled frame serves all keys, so 500 changing matches cost one
 * frame callback, not 500. Each emitted Map is fresh and belongs to the subscriber.
 */
export function conflateByKeyPerFrame<T, K>(keyOf: (value: T) => K, scheduler: SchedulerLike = defaultFrameScheduler): OperatorFunction<T, ReadonlyMap<K, T>> {
  return (source) =>
    new Observable<ReadonlyMap<K, T>>((subscriber) => {
      let pending = new Map<K, T>();
      let frame: Subscription | null = null;

      const flush = () => {
        frame = null;
        if (pending.size === 0) return;
        const batch = pending;
        pending = new Map();
        subscriber.next(batch);
      };

      const subscription = source.subscribe({
        next(value) {
          pending.set(keyOf(value), value);
          frame ??= scheduler.schedule(flush);
        },
        error(error) {
          frame?.unsubscribe();
          subscriber.error(error);
        },
        complete() {
          frame?.unsubscribe();
          flush();
          subscriber.complete();
        },
      });

      return () => {
        subscription.unsubscribe();
        frame?.unsubscribe();
      };
    });
}
