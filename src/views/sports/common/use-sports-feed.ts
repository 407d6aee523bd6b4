import { useMemo, useSyncExternalStore } from 'react';
import { getSportsFeed, type SportsFeed } from '../../../machines/sports/sports-feed';
import type { ConnectionState } from '../../../streams/push-transport';
import { useServices } from '../../app-services';
import { observableStore, type ExternalStore } from './external-store';

/** The app-wide push feed (created on the first call; see src/machines/sports/sports-feed.ts). */
export function useSportsFeed(): SportsFeed {
  const { clients, providerAccess } = useServices();
  return getSportsFeed({
    provider: clients.provider,
    access: providerAccess.access,
    refresh: providerAccess.refresh,
    onAccessChange: providerAccess.onChange,
  });
}

const connectionStores = new WeakMap<SportsFeed, ExternalStore<ConnectionState>>();

/** The push connection's state: 'connected', 'connecting' (reconnecting) or 'disconnected'. */
export function useConnection(): ConnectionState {
  const sportsFeed = useSportsFeed();
  const store = useMemo(() => {
    let store = connectionStores.get(sportsFeed);
    if (!store) {
      store = observableStore<ConnectionState, ConnectionState>(sportsFeed.connection$, 'disconnected');
      connectionStores.set(sportsFeed, store);
    }
    return store;
  }, [sportsFeed]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
