import { useSyncExternalStore } from 'react';
import { createFollowStore, isFollowed, type FollowStore } from '../../../lib/sports/follow-list';
import { settingsStoreFor, type SettingsStore } from '../../../lib/sports/sports-settings';
import type { AppStorage, FollowList, Settings } from '../../../lib/platform/storage';
import { useServices } from '../../app-services';

/**
 * The sports preferences kept in storage (settings, follow list) as one store each per storage,
 * so a change made anywhere (the settings dialog, a star) reaches every button at once.
 */
function perStorage<T extends object>(create: (storage: AppStorage) => T): (storage: AppStorage) => T {
  const stores = new WeakMap<AppStorage, T>();
  return (storage) => {
    let store = stores.get(storage);
    if (!store) {
      store = create(storage);
      stores.set(storage, store);
    }
    return store;
  };
}
const followStoreOf = perStorage(createFollowStore);

export function useSettingsStore(): SettingsStore {
  return settingsStoreFor(useServices().storage);
}

/** oddsFormat (1 European, 2 Hong Kong) and oddsChange (0, 1, 2). */
export function useSportsSettings(): Settings {
  const store = useSettingsStore();
  return useSyncExternalStore(store.subscribe, store.get);
}

export function useFollowStore(): FollowStore {
  return followStoreOf(useServices().storage);
}

export function useFollowList(): FollowList {
  const store = useFollowStore();
  return useSyncExternalStore(store.subscribe, store.get);
}

export function useIsFollowed(matchId: number): boolean {
  const store = useFollowStore();
  return useSyncExternalStore(store.subscribe, () => isFollowed(store.get(), matchId));
}
