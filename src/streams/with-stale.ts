import { Observable, type OperatorFunction } from 'rxjs';
import type { ConnectionState } from './push-transport';

/**
 * Stale data (after ReactiveTraderCloud's withIsStaleData): a value is stale while the push
 * connection is not 'connected', and also when it was taken before the last reconnect, because
 * updates sent while we were away are lost; it stays stale until a fresh snapshot replaces it.
 *
 * `epoch` counts reconnects (not the first connect: data fetched before the first connection is
 * not missing anything the subscription's ack cannot reveal).
 */
export interface ConnectionInfo {
  readonly state: ConnectionState;
  readonly epoch: number;
}

export interface StaleAware<T> {
  readonly value: T;
  readonly stale: boolean;
}

export function isStale(connection: ConnectionInfo, valueEpoch: number | undefined): boolean {
  return connection.state !== 'connected' || (valueEpoch !== undefined && valueEpoch < connection.epoch);
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

/**
 * Pairs each value with its stale flag. Emits on every value, and again when the connection
 * changes the latest value's flag (never a duplicate flag for the same value). Until the
 * connection reports, values count as stale. `epochOf` gives the reconnect epoch a value belongs
 * to; without it only the connection state matters.
 */
export function withStale<T>(connection$: Observable<ConnectionInfo>, epochOf?: (value: T) => number): OperatorFunction<T, StaleAware<T>> {
  return (source) =>
    new Observable<StaleAware<T>>((subscriber) => {
      let connection: ConnectionInfo = { state: 'disconnected', epoch: 0 };
      let hasValue = false;
      let latest: T | undefined;
      let lastStale = false;

      const stale = (value: T) => isStale(connection, epochOf?.(value));

      const connectionSub = connection$.subscribe({
        next(info) {
          connection = info;
          if (!hasValue) return;
          const flag = stale(latest as T);
          if (flag === lastStale) return;
          lastStale = flag;
          subscriber.next({ value: latest as T, stale: flag });
        },
        error: (error) => subscriber.error(error),
      });

      const sourceSub = source.subscribe({
        next(value) {
          hasValue = true;
          latest = value;
          lastStale = stale(value);
          subscriber.next({ value, stale: lastStale });
        },
        error: (error) => subscriber.error(error),
        complete: () => subscriber.complete(),
      });

      return () => {
        connectionSub.unsubscribe();
        sourceSub.unsubscribe();
      };
    });
}
