import { use, useMemo, useSyncExternalStore } from 'react';
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

/** The push connection's state: 'connected', 'connecting' (reconnecting) or 'disconnected'. */
export function useConnection(): ConnectionState {
  const sportsFeed = useSportsFeed();
  const store = useMemo(() => {
    let store = connectionStores.get(sportsFeed);
    if (!store) {
      // connection$ replays its current value on subscribe; 'disconnected' is only what is read before that.
      store = observableStore<ConnectionState, ConnectionState>(sportsFeed.connection$, 'disconnected');
      connectionStores.set(sportsFeed, store);
    }
    return store;
  }, [sportsFeed]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
