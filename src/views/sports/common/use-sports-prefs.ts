import { useSyncExternalStore } from 'react';
import { createFollowStore, isFollowed, type FollowStore } from '../../../lib/sports/follow-list';
import { createSettingsStore, type SettingsStore } from '../../../lib/sports/sports-settings';
import type { AppStorage, FollowList, Settings } from '../../../lib/storage';
import { useServices } from '../../app-services';

/**
 * The sports preferences kept in storage (settings, follow list) as one store each per storage,
 * so a change made anywhere (the settings dialog, a star) reaches every button at once.
 */
const settingsStores = new WeakMap<AppStorage, SettingsStore>();
const followStores = new WeakMap<AppStorage, FollowStore>();

export function useSettingsStore(): SettingsStore {
  const { storage } = useServices();
  let store = settingsStores.get(storage);
  if (!store) {
    store = createSettingsStore(storage);
    settingsStores.set(storage, store);
  }
  return store;
}

/** oddsFormat (1 European, 2 Hong Kong) and oddsChange (0, 1, 2). */
export function useSportsSettings(): Settings {
  const store = useSettingsStore();
  return useSyncExternalStore(store.subscribe, store.get);
}

export function useFollowStore(): FollowStore {
  const { storage } = useServices();
  let store = followStores.get(storage);
  if (!store) {
    store = createFollowStore(storage);
    followStores.set(storage, store);
  }
  return store;
}

export function useFollowList(): FollowList {
  const store = useFollowStore();
  return useSyncExternalStore(store.subscribe, store.get);
}

export function useIsFollowed(matchId: number): boolean {
  const store = useFollowStore();
  return useSyncExternalStore(store.subscribe, () => isFollowed(store.get(), matchId));
}
