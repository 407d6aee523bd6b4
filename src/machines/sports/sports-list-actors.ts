import { fromPromise } from 'xstate';
import { getList, getOnSaleLeagues, statistical, type Statistics } from '../../api/provider/match-api';
import type { ProviderClient } from '../../api/provider-client';
import type { MatchFeed } from '../../streams/match-feed-types';
import type { Page } from './sports-list.machine';
import { yieldTask } from '../../lib/platform/next-task';
import { SPORTS } from '../../lib/sports/sport-catalog';
import { ALL_SPORTS, listQuery, type PageRequest } from './sports-list-query';

export interface SportsListActorDeps {
  provider: ProviderClient;
  /**
   * Every fetched page seeds the push feed, so rows show at once and resync from there. The screen
   * may pass a seed that waits for the feed to load (it starts without it): the page
   * is ready only once its records are in the feed.
   */
  feed: { seed(records: Parameters<MatchFeed['seed']>[0]): void | Promise<void> };
  /** IANA zone for the date filter's days (the variant's display zone; undefined: the browser's). */
  timeZone?: string;
  now?: () => number;
}

/** Hot leagues change rarely; one answer per sport serves every page for a minute. */
const HOT_TTL_MS = 60_000;

/**
 * The real actors of the list statechart. The hot view lists the leagues the provider flags `hot`
 * (getOnSaleLeagues) rather than queryMatchByRecommend: recommendations stop at 20 matches and
 * cannot be paged or filtered by league, while hot leagues page like every other list.
 */
export function createSportsListActors(deps: SportsListActorDeps) {
  const now = deps.now ?? Date.now;
  const hotCache = new Map<number, { at: number; ids: number[] }>();

  async function hotLeagues(sportId: number, signal: AbortSignal): Promise<number[]> {
    const cached = hotCache.get(sportId);
    if (cached && now() - cached.at < HOT_TTL_MS) return cached.ids;
    const filter = sportId === ALL_SPORTS ? { sportIds: SPORTS.map((s) => s.id) } : { sportId };
    const leagues = await getOnSaleLeagues(deps.provider, { ...filter, type: 8 }, signal);
    const ids = leagues.filter((l) => Boolean(l.hot)).map((l) => l.id);
    hotCache.set(sportId, { at: now(), ids });
    return ids;
  }

  return {
    fetchStats: fromPromise<Statistics>(({ signal }) => statistical(deps.provider, {}, signal)),
    fetchPage: fromPromise<Page, PageRequest>(async ({ input, signal }) => {
      const hot = input.view === 'hot' ? await hotLeagues(input.sportId, signal) : undefined;
      const query = listQuery(input, now(), deps.timeZone, hot);
      if (!query) return { records: [], total: 0 };
      const page = await getList(deps.provider, query, signal);
      // The answer's parse, the feed's seeding and the list's render each in a task of their own:
      // in one, they were a long task after the first paint (TBT).
      await yieldTask();
      await deps.feed.seed(page.records);
      await yieldTask();
      return { records: page.records, total: page.total };
    }),
  };
}
