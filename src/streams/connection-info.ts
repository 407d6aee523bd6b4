import { Observable, type OperatorFunction } from 'rxjs';
import type { ConnectionState } from './push-transport';

/**
 * The push connection as the match store publishes it (the one place it is held): the socket's
 * state and `epoch`, a count of reconnects. Data taken before the last reconnect may miss updates
 * sent while we were away (after ReactiveTraderCloud's withIsStaleData): the store marks it stale
 * until a fresh snapshot replaces it (match-store.ts, `staleOf`).
 *
 * `epoch` counts reconnects, not the first connect: data fetched before the first connection is
 * not missing anything the subscription's ack cannot reveal.
 */
export interface ConnectionInfo {
  readonly state: ConnectionState;
  readonly epoch: number;
}

/** Turns connection states into ConnectionInfo, counting reconnects. */
export function countReconnects(): OperatorFunction<ConnectionState, ConnectionInfo> {
  return (source) =>
    new Observable<ConnectionInfo>((subscriber) => {
      let everConnected = false;
      let previous: ConnectionState | undefined;
      let epoch = 0;
      return source.subscribe({
        next(state) {
          if (state === previous) return;
          if (state === 'connected') {
            if (everConnected) epoch += 1;
            everConnected = true;
          }
          previous = state;
          subscriber.next({ state, epoch });
        },
        error: (error) => subscriber.error(error),
        complete: () => subscriber.complete(),
      });
    });
}
