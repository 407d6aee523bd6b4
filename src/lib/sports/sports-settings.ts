import type { OddsFormat } from '../format/odds';
import { DEFAULT_SETTINGS, type AppStorage, type OddsChange, type Settings } from '../platform/storage';
import { createStoredValue } from '../platform/stored-value';

/**
 * The sports settings (storage 'settings', oddsFormat default 1, oddsChange
 * default 1) as a small observable store, so a change applies at once to every odds button and
 * list that reads it. Storage validates what it reads, so a hand-edited value falls back to the
 * defaults rather than breaking the screen.
 */
export interface SettingsStore {
  get(): Settings;
  set(patch: Partial<Settings>): Settings;
  subscribe(listener: () => void): () => void;
}

export function createSettingsStore(storage: AppStorage): SettingsStore {
  const value = createStoredValue(storage, 'settings');
  return {
    get: value.get,
    subscribe: value.subscribe,
    set(patch) {
      const current = value.get();
      const next: Settings = { ...current, ...patch };
      if (next.oddsFormat === current.oddsFormat && next.oddsChange === current.oddsChange) return current;
      value.set(next);
      return next;
    },
  };
}

const stores = new WeakMap<AppStorage, SettingsStore>();

/** The one settings store of a storage: the settings dialog, the odds buttons and the bet slip share it. */
export function settingsStoreFor(storage: AppStorage): SettingsStore {
  let store = stores.get(storage);
  if (!store) {
    store = createSettingsStore(storage);
    stores.set(storage, store);
  }
  return store;
}

export const ODDS_FORMATS: readonly OddsFormat[] = [1, 2];
export const ODDS_CHANGE_POLICIES: readonly OddsChange[] = [0, 1, 2];
export { DEFAULT_SETTINGS };
export type { Settings, OddsChange };
