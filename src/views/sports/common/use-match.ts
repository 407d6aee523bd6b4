import { useMemo, useSyncExternalStore } from 'react';
import type { MatchState } from '../../../streams/match-draft';
import type { MatchView } from '../../../streams/match-feed-types';
import { observableStore } from './external-store';
import { useSportsFeed } from './use-sports-feed';

/**
 * One match from the push feed: `{ match, stale }`, re-rendering at most once per frame (the feed
 * conflates). Subscribed only while the calling component is mounted, so a virtualized row
 * subscribes its match when it scrolls in and releases it when it scrolls out.
 *
 * `fallback` (a record the list just fetched and seeded) is shown until the feed's first emission,
 * with the stale flag the feed would give it now (its one stale rule), so a row never renders
 * empty for a frame.
 */
export function useMatch(matchId: number, fallback?: MatchState | null): MatchView | null {
  const { feed } = useSportsFeed();
  const store = useMemo(() => observableStore<MatchView, null>(feed.match$(matchId), null), [feed, matchId]);
  const view = useSyncExternalStore(store.subscribe, store.getSnapshot);
  if (view) return view;
  return fallback ? { match: fallback, stale: feed.isStale(matchId) } : null;
}
