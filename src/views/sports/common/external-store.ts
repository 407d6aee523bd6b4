import type { Observable } from 'rxjs';

/**
 * An RxJS observable as a useSyncExternalStore source: subscribed while React listens, holding
 * the latest value for getSnapshot. Observables that replay their current value on subscribe
 * (BehaviorSubject-backed ones, the feed's match$) fill `latest` synchronously.
 */
export interface ExternalStore<T> {
  subscribe(onChange: () => void): () => void;
  getSnapshot(): T;
}

const SKIP = Symbol('skip');

/**
 * The one subscription mechanism of both stores: subscribed while React listens, unsubscribed with
 * the last listener; `step` turns each value into the new snapshot, or SKIP to notify no one.
 */
function storeFrom<T, L>(
  source: Observable<T>,
  initial: L,
  step: (value: T, latest: L) => L | typeof SKIP,
): ExternalStore<L> {
  let latest = initial;
  const listeners = new Set<() => void>();
  let subscription: { unsubscribe(): void } | null = null;
  return {
    subscribe(onChange) {
      listeners.add(onChange);
      subscription ??= source.subscribe((value) => {
        const next = step(value, latest);
        if (next === SKIP) return;
        latest = next;
        listeners.forEach((l) => l());
      });
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0) {
          subscription?.unsubscribe();
          subscription = null;
        }
      };
    },
    getSnapshot: () => latest,
  };
}

export function observableStore<T, I>(source: Observable<T>, initial: I): ExternalStore<T | I> {
  return storeFrom<T, T | I>(source, initial, (value) => value);
}

/**
 * observableStore for a part of each value: `select` picks what a component shows, and a value
 * whose part is `same` as the last notifies no one, so the component does not re-render.
 * `initial` is the snapshot until the first value (what the component rendered from, so a replayed
 * value equal to it costs no second render on mount).
 */
export function selectedStore<T, S>(
  source: Observable<T>,
  select: (value: T) => S,
  same: (a: S, b: S) => boolean,
  initial: S | null = null,
): ExternalStore<S | null> {
  return storeFrom<T, S | null>(source, initial, (value, latest) => {
    const next = select(value);
    return latest !== null && same(latest, next) ? SKIP : next;
  });
}
