import type { AppStorage, StorageItem, StoredItems } from './storage';

/**
 * One storage item as an observable value: read once, written through, and every subscriber told,
 * so a preference changed in one place reaches every view at once (useSyncExternalStore-ready).
 */
export interface StoredValue<T> {
  get(): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

export function createStoredValue<K extends StorageItem>(storage: AppStorage, item: K): StoredValue<StoredItems[K]> {
  let current = storage.get(item);
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next) {
      current = next;
      storage.set(item, next);
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
