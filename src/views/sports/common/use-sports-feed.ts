import { useSelector } from '@xstate/react';
import { use, useMemo, useSyncExternalStore } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { SportsFeed } from '../../../machines/sports/sports-feed';
import type { ConnectionState } from '../../../streams/push-transport';
import { useServices } from '../../app-services';
import { observableStore, type ExternalStore } from './external-store';

/**
 * The app-wide push feed, built by the composition root (services.sportsFeed(), which loads it
 * on first use). Suspends until it is there: the sports screens render under the router's
 * Suspense, and the promise is the same object on every call, so later renders read it at once.
 */
export function useSportsFeed(): SportsFeed {
  const services = useServices();
  // The bet slip is wanted by the same screens: start loading it beside the feed, not after it.
  void services.betSlip();
  return use(services.sportsFeed());
}

/** One store per feed: components listen to the one connection$ the match store publishes. */
const connectionStores = new WeakMap<SportsFeed, ExternalStore<ConnectionState>>();

const fetchingAccess = (s: SnapshotFrom<SportsFeed['actor']>) => s.matches({ connecting: 'fetchingAccess' });

/**
 * The push connection's state: 'connected', 'connecting' (reconnecting) or 'disconnected'. While the
 * feed asks for the provider token before it opens the socket, the transport still reads
 * 'disconnected'; that is shown as 'connecting': at start-up it painted "offline" with a reconnect
 * button for a moment, and the heading, wrapped around them, moved the whole list (CLS 0.15 on a
 * slow phone).
 */
export function useConnection(): ConnectionState {
  const sportsFeed = useSportsFeed();
  const asking = useSelector(sportsFeed.actor, fetchingAccess);
  const store = useMemo(() => {
    let store = connectionStores.get(sportsFeed);
    if (!store) {
      // connection$ replays its current value on subscribe, synchronously: read it for the first
      // render too. The store subscribes only in an effect, after the first paint, so a fixed
      // 'disconnected' here painted "offline" and a reconnect button until then.
      let current: ConnectionState = 'disconnected';
      sportsFeed.connection$.subscribe((state) => (current = state)).unsubscribe();
      store = observableStore<ConnectionState, ConnectionState>(sportsFeed.connection$, current);
      connectionStores.set(sportsFeed, store);
    }
    return store;
  }, [sportsFeed]);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return state === 'disconnected' && asking ? 'connecting' : state;
}
