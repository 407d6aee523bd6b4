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

/**
 * A log a client's valid calls grow (ledger lines, gifts, played bets, audit entries) keeps its newest `max`
 * entries: the oldest go first, as a real service's retention would age them out.
 */
export function keepLatest<T>(list: T[], max: number): void {
  if (list.length > max) list.splice(0, list.length - max);
}

/** Ledger lines kept per member and scope (the balance itself is kept apart and never trimmed). */
export const MAX_LEDGER_LINES = 10_000;
/** Gifts kept per scope for the presenters' income and figures. */
export const MAX_GIFTS = 50_000;
/** The demo game's played bets kept per scope. */
export const MAX_GAME_BETS = 20_000;
/** A bettor's orders kept per scope; only finished ones (rejected, cancelled, settled) are forgotten. */
export const MAX_ORDERS = 5000;
