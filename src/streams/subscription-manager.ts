import { asyncScheduler, distinctUntilChanged, type Observable, type SchedulerLike, type Subscription } from 'rxjs';
import type { ConnectionState, PushTransport } from './push-transport';

/**
 * Per-match subscription counts (after Azuro's conditionUpdates/createQueueAction). A virtualized
 * list mounts and unmounts rows while scrolling; sending `sub`/`unsub` per row would flood the
 * server and flap subscriptions. Requests are collected for `batchMs` (a window opened by the first
 * request, not a debounce, so steady scrolling still flushes), and cancelled against each other:
 * the flush compares what is wanted (count > 0) with what the server has, and sends at most one
 * `sub` and one `unsub`.
 *
 * The server forgets everything on a disconnect, so on every (re)connect the manager sends one
 * `sub` with every match whose count is above zero. While offline nothing is sent.
 */
export interface SubscriptionManager {
  add(matchId: number): void;
  remove(matchId: number): void;
  count(matchId: number): number;
  /** The server has a subscription for this match now (sent, and no unsub sent since). */
  isLive(matchId: number): boolean;
  dispose(): void;
}

export interface SubscriptionManagerOptions {
  send: PushTransport['send'];
  /**
   * The connection as the match store publishes it: `connection$` tells of changes (each connect
   * re-subscribes), `isConnected` reads it now. The manager keeps no copy of its own.
   */
  connection$: Observable<ConnectionState>;
  isConnected(): boolean;
  scheduler?: SchedulerLike;
  batchMs?: number;
}

export const SUBSCRIBE_BATCH_MS = 50;

export function createSubscriptionManager({
  send,
  connection$,
  isConnected,
  scheduler = asyncScheduler,
  batchMs = SUBSCRIBE_BATCH_MS,
}: SubscriptionManagerOptions): SubscriptionManager {
  const counts = new Map<number, number>();
  /** What the server holds for us since the last connect. */
  const live = new Set<number>();
  /** Matches whose count changed since the last flush. */
  const touched = new Set<number>();
  let timer: Subscription | null = null;

  function touch(matchId: number) {
    touched.add(matchId);
    timer ??= scheduler.schedule(flush, batchMs);
  }

  function flush() {
    timer = null;
    if (!isConnected()) {
      // The reconnect re-subscribes from the counts, which are already up to date.
      touched.clear();
      return;
    }
    const subs: number[] = [];
    const unsubs: number[] = [];
    for (const id of touched) {
      const wanted = counts.has(id);
      if (wanted && !live.has(id)) {
        subs.push(id);
        live.add(id);
      } else if (!wanted && live.has(id)) {
        unsubs.push(id);
        live.delete(id);
      }
    }
    touched.clear();
    if (subs.length > 0) send('sub', { matchIds: subs });
    if (unsubs.length > 0) send('unsub', { matchIds: unsubs });
  }

  const stateSub = connection$.pipe(distinctUntilChanged()).subscribe((state) => {
    live.clear();
    if (state !== 'connected' || counts.size === 0) return;
    const ids = [...counts.keys()];
    for (const id of ids) live.add(id);
    send('sub', { matchIds: ids });
  });

  return {
    add(matchId) {
      counts.set(matchId, (counts.get(matchId) ?? 0) + 1);
      touch(matchId);
    },
    remove(matchId) {
      const count = counts.get(matchId) ?? 0;
      if (count === 0) return;
      if (count === 1) counts.delete(matchId);
      else counts.set(matchId, count - 1);
      touch(matchId);
    },
    count: (matchId) => counts.get(matchId) ?? 0,
    isLive: (matchId) => live.has(matchId),
    dispose() {
      stateSub.unsubscribe();
      timer?.unsubscribe();
      timer = null;
    },
  };
}
