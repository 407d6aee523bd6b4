import { useLayoutEffect } from 'react';
import { isApiError } from '../../../api/api-error';
import { getMatchDetail } from '../../../api/provider/match-api';
import type { Match } from '../../../api/provider/match-schemas';
import { useServices } from '../../app-services';
import type { MatchState } from '../../../streams/match-draft';
import { useResource } from '../../use-resource';
import { useMatch } from '../common/use-match';
import { useSportsFeed } from '../common/use-sports-feed';

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
    { isEmpty: () => false },
  );
}

/**
 * The page's match live from the push feed. `holdDetail` (in a layout effect, before useMatch
 * subscribes in its passive effect) seeds the feed with the detail record, sends the match's
 * resyncs through getMatchDetail, and fetches the record again while the feed holds fewer markets
 * than it (src/machines/sports/detail-hold.ts): the view only shows what the feed has.
 */
export function useLiveDetail(matchId: number, record: Match) {
  const sportsFeed = useSportsFeed();
  useLayoutEffect(() => sportsFeed.holdDetail(record), [sportsFeed, record]);
  return useMatch(matchId, record as MatchState);
}
