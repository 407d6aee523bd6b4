import { useMemo, useSyncExternalStore } from 'react';
import { sameBesidesPrices, type MatchState } from '../../../streams/match-draft';
import type { MatchView } from '../../../streams/match-feed-types';
import { observableStore, selectedStore } from './external-store';
import { useSportsFeed } from './use-sports-feed';

/**
 * One match from the push feed: `{ match, stale }`, re-rendering at most once per frame (the feed
 * conflates). Subscribed only while the calling component is mounted, so a virtualized row
 * subscribes its match when it scrolls in and releases it when it scrolls out.
 *
 * `same` (optional) says when a new view needs no render: it is then not passed on, and the caller
 * keeps the view it has (a list row ignores price ticks, which its buttons show on their own).
 *
 * `fallback` (a record the list just fetched and seeded) is shown until the feed's first emission,
 * with the stale flag the feed would give it now (its one stale rule), so a row never renders
 * empty for a frame.
 */
export function useMatch(
  matchId: number,
  fallback?: MatchState | null,
  same?: (a: MatchView, b: MatchView) => boolean,
): MatchView | null {
  const { feed } = useSportsFeed();
  const store = useMemo(
    () =>
      same
        ? selectedStore(feed.match$(matchId), (view: MatchView) => view, same)
        : observableStore<MatchView, null>(feed.match$(matchId), null),
    [feed, matchId, same],
  );
  const view = useSyncExternalStore(store.subscribe, store.getSnapshot);
  if (view) return view;
  return fallback ? { match: fallback, stale: feed.isStale(matchId) } : null;
}

/**
 * For a list row's useMatch: a view that moved only prices (none into or out of locked) needs no
 * render of the row; its odds buttons follow their prices themselves (odds-price.tsx).
 */
export const sameBesidesPriceTicks = (a: MatchView, b: MatchView): boolean =>
  a.stale === b.stale && sameBesidesPrices(a.match, b.match);
