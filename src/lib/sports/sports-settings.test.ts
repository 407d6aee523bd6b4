import { describe, expect, it, vi } from 'vitest';
import { createAppStorage, memoryStorage } from '../platform/storage';
import { createFollowStore, followedIds, isFollowed, toggledFollow } from './follow-list';
import { createSettingsStore, DEFAULT_SETTINGS } from './sports-settings';

describe('sports settings', () => {
  it('defaults to oddsFormat 1 and oddsChange 1', () => {
    const store = createSettingsStore(createAppStorage(memoryStorage()));
    expect(store.get()).toEqual({ oddsFormat: 1, oddsChange: 1 });
    expect(DEFAULT_SETTINGS).toEqual({ oddsFormat: 1, oddsChange: 1 });
  });

  it('saves to storage "settings" and tells subscribers, once per real change', () => {
    const backend = memoryStorage();
    const store = createSettingsStore(createAppStorage(backend));
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({ oddsFormat: 2 });
    store.set({ oddsFormat: 2 });
    store.set({ oddsChange: 0 });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(JSON.parse(backend.getItem('settings')!)).toEqual({ oddsFormat: 2, oddsChange: 0 });
    expect(createSettingsStore(createAppStorage(backend)).get()).toEqual({ oddsFormat: 2, oddsChange: 0 });
  });

  it('falls back to the defaults for a hand-edited value', () => {
    const backend = memoryStorage();
    backend.setItem('settings', JSON.stringify({ oddsFormat: 9, oddsChange: 'x' }));
    expect(createSettingsStore(createAppStorage(backend)).get()).toEqual({ oddsFormat: 1, oddsChange: 1 });
  });
});

describe('follow list', () => {
  it('toggles a match in its sport list and drops empty sports', () => {
    let list = toggledFollow({}, 1, 10);
    list = toggledFollow(list, 1, 11);
    list = toggledFollow(list, 3, 30);
    expect(list).toEqual({ 1: [10, 11], 3: [30] });
    expect(isFollowed(list, 30)).toBe(true);
    list = toggledFollow(list, 3, 30);
    expect(list).toEqual({ 1: [10, 11] });
    expect(followedIds({ 1: [10, 11], 3: [10, 30] })).toEqual([10, 11, 30]);
  });

  it('keeps the list in storage "followList" across stores (a reload)', () => {
    const backend = memoryStorage();
    const store = createFollowStore(createAppStorage(backend));
    const listener = vi.fn();
    store.subscribe(listener);
    store.toggle(5, 50);
    expect(listener).toHaveBeenCalledOnce();
    expect(createFollowStore(createAppStorage(backend)).get()).toEqual({ 5: [50] });
  });
});
