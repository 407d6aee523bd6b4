import { describe, expect, it } from 'vitest';
import { createAppStorage, memoryStorage, STORAGE_KEYS } from '../platform/storage';
import {
  createFavouritesStore,
  favouritesOf,
  MAX_FAVOURITES,
  MAX_MEMBERS,
  toFavourites,
  withFavourite,
} from './game-favourites';

describe('favourites per member', () => {
  it('keeps one list per member, whatever the case of the name', () => {
    let all = withFavourite([], 'Demo', 7, true);
    all = withFavourite(all, 'anchor', 9, true);
    all = withFavourite(all, 'demo', 8, true);
    expect(favouritesOf(all, 'DEMO')).toEqual([7, 8]);
    expect(favouritesOf(all, 'anchor')).toEqual([9]);
    expect(favouritesOf(all, 'someone')).toEqual([]);
    expect(favouritesOf(all, null)).toEqual([]);
  });

  it('adds a game once and removes it; an empty list is not kept', () => {
    let all = withFavourite([], 'demo', 7, true);
    all = withFavourite(all, 'demo', 7, true);
    expect(favouritesOf(all, 'demo')).toEqual([7]);
    all = withFavourite(all, 'demo', 7, false);
    expect(all).toEqual([]);
  });

  it('drops the oldest game past the cap and the member who changed theirs longest ago', () => {
    let all = withFavourite([], 'demo', 1, true);
    for (let id = 2; id <= MAX_FAVOURITES + 1; id++) all = withFavourite(all, 'demo', id, true);
    expect(favouritesOf(all, 'demo')).toHaveLength(MAX_FAVOURITES);
    expect(favouritesOf(all, 'demo')).not.toContain(1);

    for (let m = 1; m <= MAX_MEMBERS; m++) all = withFavourite(all, `member${m}`, 5, true);
    expect(all).toHaveLength(MAX_MEMBERS);
    expect(favouritesOf(all, 'demo')).toEqual([]);
    expect(favouritesOf(all, 'member1')).toEqual([5]);
  });

  it('reads back only what is well formed', () => {
    expect(toFavourites([1, 2, 3])).toEqual([]);
    expect(toFavourites({ demo: [1] })).toEqual([]);
    expect(
      toFavourites([
        { user: 'Demo', ids: [3, '4', 3, -1, 2.5, null, 5] },
        { user: 'demo', ids: [6] },
        { user: '', ids: [1] },
        { user: 'anchor', ids: 'x' },
        null,
      ]),
    ).toEqual([{ user: 'demo', ids: [3, 5] }]);
  });
});

describe('favourites store', () => {
  it('survives a new store over the same storage (a reload) and tells subscribers', () => {
    const backend = memoryStorage();
    const store = createFavouritesStore(createAppStorage(backend));
    let told = 0;
    store.subscribe(() => told++);
    store.set('demo', 42, true);
    expect(told).toBe(1);
    expect(backend.getItem(STORAGE_KEYS.collectedIds)).toBe('[{"user":"demo","ids":[42]}]');
    const again = createFavouritesStore(createAppStorage(backend));
    expect(favouritesOf(again.get(), 'demo')).toEqual([42]);
    again.set('demo', 42, false);
    expect(backend.getItem(STORAGE_KEYS.collectedIds)).toBeNull();
  });

  it('applies a change to what storage holds now, so another tab’s change is kept', () => {
    const backend = memoryStorage();
    const here = createFavouritesStore(createAppStorage(backend));
    const otherTab = createFavouritesStore(createAppStorage(backend));
    otherTab.set('demo', 1, true);
    here.set('demo', 2, true);
    expect(favouritesOf(here.get(), 'demo')).toEqual([1, 2]);
    expect(favouritesOf(otherTab.get(), 'demo')).toEqual([1]);
    otherTab.refresh();
    expect(favouritesOf(otherTab.get(), 'demo')).toEqual([1, 2]);
  });

  it('two quick presses end where they started', () => {
    const store = createFavouritesStore(createAppStorage(memoryStorage()));
    const press = () => store.set('demo', 9, !favouritesOf(store.get(), 'demo').includes(9));
    press();
    press();
    expect(favouritesOf(store.get(), 'demo')).toEqual([]);
  });
});
