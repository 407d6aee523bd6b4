import { useSelector } from '@xstate/react';
import { use, useCallback, useSyncExternalStore } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { SportsFeed } from '../../../machines/sports/sports-feed';
import type { FeedLoad } from '../../../streams/frame-budget';
import type { ConnectionState } from '../../../streams/push-transport';
import { useServices } from '../../app-services';

/**
 * The app-wide push feed, built by the composition root (services.sportsFeed(), which loads it
 * on first use). Suspends until it is there: the sports screens render under the router's
 * Suspense, and the promise is the same object on every call, so later renders read it at once.
 */
export function useSportsFeed(): SportsFeed {
  const services = useServices();
  // The bet slip is wanted by the same screens: start loading it beside the feed, not after it.
  void services.betSlip();
  return use(services.sportsFeed());
}

const fetchingAccess = (s: SnapshotFrom<SportsFeed['actor']>) => s.matches({ connecting: 'fetchingAccess' });

/**
 * The push connection's state: 'connected', 'connecting' (reconnecting) or 'disconnected'. While the
 * feed asks for the provider token before it opens the socket, the transport still reads
 * 'disconnected'; that is shown as 'connecting': at start-up it painted "offline" with a reconnect
 * button for a moment, and the heading, wrapped around them, moved the whole list (CLS 0.15 on a
 * slow phone).
 */
export function useConnection(): ConnectionState {
  const sportsFeed = useSportsFeed();
  const asking = useSelector(sportsFeed.actor, fetchingAccess);
  const { feed } = sportsFeed;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const sub = feed.connection$.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    [feed],
  );
  // Read from the match store, which holds it (no copy here): the first render reads the current
  // state too, where a fixed 'disconnected' painted "offline" and a reconnect button until the
  // subscription, made after the first paint, said otherwise.
  const state = useSyncExternalStore(subscribe, feed.connection);
  return state === 'disconnected' && asking ? 'connecting' : state;
}

/** Whether the device keeps up with the odds ('full') or the page gives up its extras ('reduced', frame-budget.ts). */
export function useFeedLoad(): FeedLoad {
  const { feed } = useSportsFeed();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const sub = feed.load$.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    [feed],
  );
  return useSyncExternalStore(subscribe, feed.load);
}
