import { useSyncExternalStore } from 'react';
import { createFavouritesStore, favouritesOf, type FavouritesStore } from '../../lib/rules/game-favourites';
import { STORAGE_KEYS, type AppStorage } from '../../lib/platform/storage';
import { useServices } from '../app-services';
import { useSessionUser } from '../use-session';

/**
 * One favourites store per storage, so every star and every filter on screen read the same list; a star pressed
 * in another tab of the site reaches this one through the browser's storage event.
 */
const stores = new WeakMap<AppStorage, FavouritesStore>();

export function useFavouritesStore(): FavouritesStore {
  const { storage } = useServices();
  let store = stores.get(storage);
  if (!store) {
    const created = (store = createFavouritesStore(storage));
    stores.set(storage, created);
    window.addEventListener('storage', (e) => {
      if (e.key === STORAGE_KEYS.collectedIds || e.key === null) created.refresh();
    });
  }
  return store;
}

/** The signed-in member's name, or null for a guest (or while a session's profile is still unknown). */
export function useMemberName(): string | null {
  return useSessionUser()?.userName ?? null;
}

/** The member's favourite game ids, oldest first; empty for a guest. */
export function useFavouriteIds(): readonly number[] {
  const store = useFavouritesStore();
  const userName = useMemberName();
  return useSyncExternalStore(store.subscribe, () => favouritesOf(store.get(), userName));
}
