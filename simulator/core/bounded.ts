import { LRUCache } from 'lru-cache';

/**
 * Bounds for state keyed by what a client sends. A map that grows by one entry per request with a
 * new key (a client key, a client order id, a scope name) is memory anyone can fill; these keep the
 * most recently used entries and forget the oldest.
 */

/** First answers kept for replay by client key, per scope: a double press or a retry comes within seconds. */
export const MAX_REPLAYS = 5000;

/** Answers kept for replay by a client's idempotency key (the least recently used one goes first). */
export function replayCache<V extends object>(max = MAX_REPLAYS): LRUCache<string, V> {
  return new LRUCache<string, V>({ max });
}
