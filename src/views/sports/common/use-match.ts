import { useMemo, useSyncExternalStore } from 'react';
import { sameBesidesPrices, type MatchState } from '../../../streams/match-draft';
import type { MatchView } from '../../../streams/match-feed-types';
import { selectedStore } from './external-store';
import { useSportsFeed } from './use-sports-feed';

/** A view that moved only prices (none into or out of locked): the odds buttons show it themselves (odds-price.tsx). */
const sameBesidesPriceTicks = (a: MatchView, b: MatchView): boolean =>
  a.stale === b.stale && sameBesidesPrices(a.match, b.match);

/**
 * One match from the push feed: `{ match, stale }`, re-rendering at most once per frame (the feed
 * conflates) and only for what a price alone does not say: a view that moved only prices is not
 * passed on, so the caller keeps the one it has, whose prices may be older (rows, the match detail
 * and the live room's markets render no price from it). Subscribed only while the calling component
 * is mounted, so a virtualized row subscribes its match when it scrolls in and releases it when it
 * scrolls out.
 *
 * `fallback` (a record the list just fetched and seeded) is shown until the feed's first emission,
 * with the stale flag the feed would give it now (its one stale rule), so a row never renders
 * empty for a frame.
 */
export function useMatch(matchId: number, fallback?: MatchState | null): MatchView | null {
  const { feed } = useSportsFeed();
  const store = useMemo(
    () => selectedStore(feed.match$(matchId), (view: MatchView) => view, sameBesidesPriceTicks),
    [feed, matchId],
  );
  const view = useSyncExternalStore(store.subscribe, store.getSnapshot);
  if (view) return view;
  return fallback ? { match: fallback, stale: feed.isStale(matchId) } : null;
}
