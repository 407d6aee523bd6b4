import type { AppStorage, FollowList } from '../platform/storage';
import { createStoredValue } from '../platform/stored-value';

/**
 * The follow list (docs/product.md, "Sports betting"): match ids kept per sport id in storage
 * 'followList'; a toggle adds or removes the id in its sport's list, then saves. An observable
 * store so every star and the "my follow" view agree without a reload.
 */

export function isFollowed(list: FollowList, matchId: number): boolean {
  return Object.values(list).some((ids) => ids.includes(matchId));
}

export function toggledFollow(list: FollowList, sportId: number, matchId: number): FollowList {
  const key = String(sportId);
  const ids = list[key] ?? [];
  const next = ids.includes(matchId) ? ids.filter((id) => id !== matchId) : [...ids, matchId];
  const out: Record<string, readonly number[]> = { ...list, [key]: next };
  if (next.length === 0) delete out[key];
  return out;
}

/** Every followed match id across sports (the "my follow" view asks getList for these). */
export function followedIds(list: FollowList): number[] {
  return [...new Set(Object.values(list).flat())];
}

export interface FollowStore {
  get(): FollowList;
  toggle(sportId: number, matchId: number): void;
  replace(list: FollowList): void;
  subscribe(listener: () => void): () => void;
}

export function createFollowStore(storage: AppStorage): FollowStore {
  const value = createStoredValue(storage, 'followList');
  return {
    get: value.get,
    toggle: (sportId, matchId) => value.set(toggledFollow(value.get(), sportId, matchId)),
    replace: value.set,
    subscribe: value.subscribe,
  };
}
