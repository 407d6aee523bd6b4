import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { catchError, defer, EMPTY, switchMap, type Observable } from 'rxjs';
import type { AppStorage } from '../../../lib/platform/storage';
import { createStoredValue, type StoredValue } from '../../../lib/platform/stored-value';
import { createRoomSync, type RoomSync } from '../../../machines/live/room-sync';
import { useServices } from '../../app-services';
import { observableStore } from '../../sports/common/external-store';
import type { SportsFeed } from '../../../machines/sports/sports-feed';
import type { MatchView } from '../../../streams/match-feed-types';

const preferences = new WeakMap<AppStorage, StoredValue<boolean>>();

/** The "Sync to my video" switch, remembered on this device (storage `liveVideoSync`), one store per storage. */
export function useVideoSyncPreference(): [boolean, (on: boolean) => void] {
  const { storage } = useServices();
  let value = preferences.get(storage);
  if (!value) {
    value = createStoredValue(storage, 'videoSync');
    preferences.set(storage, value);
  }
  const on = useSyncExternalStore(value.subscribe, value.get);
  return [on, value.set];
}

/**
 * The match from the push feed once the feed is there (its chunk loaded, its connection made). A feed
 * that fails to load is no match here: the markets, which need the feed itself, show that failure.
 */
export const matchOnceFeedIs = (feed: () => Promise<SportsFeed>, fbId: number): Observable<MatchView> =>
  defer(feed).pipe(
    switchMap((f) => f.feed.match$(fbId)),
    catchError(() => EMPTY),
  );

/**
 * The room's video sync for its match (src/machines/live/room-sync.ts): one per room and match, made
 * once so the chat's timeline, the score bar and the markets share its buffers; the switch reaches it
 * as it changes. It does not wait for the push feed (the room renders its player at once, docs/performance.md
 * "Zap time"): the match joins when the feed is there, and like every head it waits for the video then.
 */
export function useRoomSync(fbId: number): RoomSync {
  const { sportsFeed } = useServices();
  const [on] = useVideoSyncPreference();
  // `on` is read at creation and then sent as it changes: a new sync would lose what it holds.
  const sync = useMemo(() => createRoomSync(matchOnceFeedIs(sportsFeed, fbId), { enabled: on }), [sportsFeed, fbId]);
  useEffect(() => sync.setEnabled(on), [sync, on]);
  return sync;
}

/** The latest value of an observable, rendered (subscribed while mounted). */
export function useLatest<T, I>(source$: Observable<T>, initial: I): T | I {
  const store = useMemo(() => observableStore<T, I>(source$, initial), [source$, initial]);
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
