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

export function observableStore<T, I>(source: Observable<T>, initial: I): ExternalStore<T | I> {
  let latest: T | I = initial;
  const listeners = new Set<() => void>();
  let subscription: { unsubscribe(): void } | null = null;
  return {
    subscribe(onChange) {
      listeners.add(onChange);
      subscription ??= source.subscribe((value) => {
        latest = value;
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

/**
 * observableStore for a part of each value: `select` picks what a component shows, and a value
 * whose part is `same` as the last notifies no one, so the component does not re-render.
 */
export function selectedStore<T, S>(source: Observable<T>, select: (value: T) => S, same: (a: S, b: S) => boolean): ExternalStore<S | null> {
  let latest: S | null = null;
  const listeners = new Set<() => void>();
  let subscription: { unsubscribe(): void } | null = null;
  return {
    subscribe(onChange) {
      listeners.add(onChange);
      subscription ??= source.subscribe((value) => {
        const next = select(value);
        if (latest !== null && same(latest, next)) return;
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
