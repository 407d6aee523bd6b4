import { useEffect, useLayoutEffect, useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { getMatchDetail } from '../../../api/provider/match-api';
import type { Match } from '../../../api/provider/match-schemas';
import { useServices } from '../../app-services';
import type { MatchState } from '../../../streams/match-draft';
import { useResource } from '../../use-resource';
import { useMatch } from '../common/use-match';
import { useSportsFeed } from '../common/use-sports-feed';
import { marketCount } from './match-facts';

/** Provider code 5, "bad parameter": what getMatchDetail answers for an id it does not know. */
export const PROVIDER_BAD_PARAMETER = 5;

export type DetailRecord = { kind: 'found'; match: Match } | { kind: 'notFound' };

/** A failed detail call that means "no such match" rather than "try again". */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.kind === 'server' && error.details.code === PROVIDER_BAD_PARAMETER;
}

/**
 * The first full record of the page's match (every market group and line): the resource chart's
 * loading / ready / failed, where "not found" is a result, not a failure, so it gets its own
 * message and no pointless retry button. The caller seeds the push feed with the record.
 */
export function useDetailRecord(matchId: number) {
  const { clients } = useServices();
  return useResource<DetailRecord>(
    async () => {
      try {
        return { kind: 'found', match: await getMatchDetail(clients.provider, matchId) };
      } catch (error) {
        if (isNotFound(error)) return { kind: 'notFound' };
        throw error;
      }
    },
    () => false,
  );
}

const RESEED_ATTEMPTS = 3;
const RESEED_DELAY_MS = 1_000;

/**
 * The page's match live from the push feed, seeded with the detail record and marked as a detail
 * match (its resyncs then go through getMatchDetail, not the list call that carries only the main
 * columns). Both happen in layout effects, before useMatch subscribes in its passive effect.
 *
 * The feed refuses a snapshot older than pushes it already applied, so when the list had the match
 * and a push landed while our call was in flight, the feed keeps the list's record, which has only
 * the main lines. Pushes never remove markets, so fewer markets than our record means exactly that:
 * fetch again (a few times, spaced) until the feed takes a current record.
 */
export function useLiveDetail(matchId: number, record: Match) {
  const sportsFeed = useSportsFeed();
  const { clients } = useServices();
  const [attempts, setAttempts] = useState(0);
  useLayoutEffect(() => sportsFeed.holdDetail(matchId), [sportsFeed, matchId]);
  useLayoutEffect(() => sportsFeed.feed.seed([record]), [sportsFeed, record]);
  const view = useMatch(matchId, record as MatchState);
  const short = view !== null && !view.stale && marketCount(view.match) < marketCount(record);

  useEffect(() => {
    if (!short || attempts >= RESEED_ATTEMPTS) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getMatchDetail(clients.provider, matchId, 1, controller.signal).then(
        (fresh) => {
          sportsFeed.feed.seed([fresh]);
          setAttempts((n) => n + 1);
        },
        () => setAttempts((n) => n + 1),
      );
    }, RESEED_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [short, attempts, clients.provider, matchId, sportsFeed]);

  return view;
}
