import * as v from 'valibot';
import { MATCH_PAGE_SIZE } from '../../config/constants';
import type { ProviderClient } from '../provider-client';
import { recordList, unread } from '../record-list';
import { Match, MatchPage } from './match-schemas';

/** List type (`type`): 0 all, 1 live, 2 parlay, 3 today, 4 early, 5 lottery, 6 today+live, 7 outright, 8 non-outright, 9 today+early. */
export type ListType = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
/** Odds format: 1 European, 2 Hong Kong, 3 Malay, 4 Indonesian, 5 American. */
export type OddsType = 1 | 2 | 3 | 4 | 5;

/** The contract takes either one id or a list, never both; the types keep callers honest. */
export type SportFilter = { sportId?: number; sportIds?: never } | { sportIds: number[]; sportId?: never };
export type LeagueFilter = { leagueId?: number; leagueIds?: never } | { leagueIds: number[]; leagueId?: never };

export interface MarketColumn {
  marketType: number;
  period: number;
}

export type MatchListQuery = SportFilter &
  LeagueFilter & {
    /** Page number from 1. */
    current?: number;
    /** At most 50 (the provider rejects more); larger values are clamped. */
    size?: number;
    /** 0 start time, 1 league. */
    orderBy?: 0 | 1;
    isPC?: boolean;
    type: ListType;
    matchIds?: number[];
    beginTime?: number;
    endTime?: number;
    oddsType?: OddsType;
    /** Columns to fill (mty/pe pairs); absent means the provider's default markets. */
    markets?: MarketColumn[];
  };

/** The defaults: current 1, orderBy 0, size 50, isPC true, oddsType 1. */
export function matchListBody(query: MatchListQuery): Record<string, unknown> {
  const body: Record<string, unknown> = {
    current: Math.max(1, Math.trunc(query.current ?? 1)),
    size: Math.min(MATCH_PAGE_SIZE, Math.max(1, Math.trunc(query.size ?? MATCH_PAGE_SIZE))),
    orderBy: query.orderBy ?? 0,
    isPC: query.isPC ?? true,
    type: query.type,
    oddsType: query.oddsType ?? 1,
  };
  // Absent filters are left out rather than sent as null: the provider reads null as "match nothing".
  const optional = [
    'sportId',
    'sportIds',
    'leagueId',
    'leagueIds',
    'matchIds',
    'beginTime',
    'endTime',
    'markets',
  ] as const;
  for (const key of optional) {
    const value = query[key];
    if (value !== undefined) body[key] = value;
  }
  return body;
}

export function getList(client: ProviderClient, query: MatchListQuery, signal?: AbortSignal): Promise<MatchPage> {
  return client.post('/v1/match/getList', matchListBody(query), MatchPage, signal);
}

/**
 * The matches of a follow list, across sports and list types (type 0, as the sports list's follow
 * view asks); finished matches are no longer listed by the provider, so they do not come back.
 */
export async function getMatchesByIds(
  client: ProviderClient,
  ids: readonly number[],
  signal?: AbortSignal,
): Promise<MatchPage['records']> {
  if (ids.length === 0) return [];
  return (await getList(client, { type: 0, matchIds: [...ids].slice(0, 50), orderBy: 0 }, signal)).records;
}

export function getMatchDetail(
  client: ProviderClient,
  matchId: number,
  oddsType: OddsType = 1,
  signal?: AbortSignal,
): Promise<Match> {
  return client.post('/v1/match/getMatchDetail', { matchId, oddsType }, Match, signal);
}

/**
 * Recommended matches come back as a bare list or as a page, depending on the deployment. The
 * list branch comes first: an object fails it at once, before any record is looked at, so no
 * record is reported dropped by a branch that is then thrown away.
 */
const RecommendResponse = v.union([recordList(Match), MatchPage]);

export async function queryMatchByRecommend(
  client: ProviderClient,
  /** `size`: how many (the simulator allows up to 20, default 6). */
  query: SportFilter & { oddsType?: OddsType; isPC?: boolean; size?: number } = {},
  signal?: AbortSignal,
): Promise<Match[]> {
  const data = await client.post(
    '/v1/match/queryMatchByRecommend',
    { isPC: true, oddsType: 1, ...query },
    RecommendResponse,
    signal,
  );
  return Array.isArray(data) ? data : data.records;
}

/**
 * `matchCount` (shape designed with the simulator, docs/provider-extensions.md): the total for the
 * requested list type, per sport (`ssl`), and per list type (`tyl`: 1 live, 3 today, 4 early,
 * 7 outright) regardless of the requested one, so the type tabs can show their badges.
 */
const SportCount = v.looseObject({ sid: v.number(), c: v.number() });

export const MatchCount = v.looseObject({
  tc: v.number(),
  ssl: v.nullish(recordList(SportCount, 'ssl')),
  tyl: v.nullish(recordList(v.looseObject({ ty: v.number(), c: v.number() }), 'tyl')),
});
export type MatchCount = v.InferOutput<typeof MatchCount>;

export function matchCount(
  client: ProviderClient,
  query: Omit<MatchListQuery, 'current' | 'size' | 'orderBy' | 'markets' | 'oddsType'>,
  signal?: AbortSignal,
): Promise<MatchCount> {
  return client.post('/v1/match/matchCount', { isPC: true, ...query }, MatchCount, signal);
}

/**
 * `statistical`: totals per list type (`ty` 7 outright, 1 live, 3 today, 4 early) and per sport.
 * The sport tabs read `sl[].ty` and the per-sport counts; the totals are not read. An unreadable
 * list entry or sport count is left out on its own (that sport then shows no count).
 */
export const Statistics = v.looseObject({
  tc: unread(v.number()),
  sl: recordList(
    v.looseObject({
      ty: v.number(),
      des: unread(v.string()),
      tc: unread(v.number()),
      ssl: recordList(SportCount, 'ssl'),
    }),
    'sl',
  ),
});
export type Statistics = v.InferOutput<typeof Statistics>;

/** Code 8 here means maintenance: the rejection is an ApiError of kind 'maintenance' (see maintenance-window.ts). */
export function statistical(
  client: ProviderClient,
  query: { isPC?: boolean } = {},
  signal?: AbortSignal,
): Promise<Statistics> {
  return client.post('/v1/match/statistical', { isPC: true, ...query }, Statistics, signal);
}

/** The league filter shows `na` and picks by `id`; the hot view reads `hot`. The rest is optional. */
export const OnSaleLeague = v.looseObject({
  id: v.number(),
  na: v.string(),
  or: unread(v.number()),
  lurl: unread(v.string()),
  sid: unread(v.number()),
  hot: v.nullish(v.union([v.boolean(), v.number()])),
  /** Matches on sale in this league for the requested type. */
  mt: v.nullish(v.number()),
});
export type OnSaleLeague = v.InferOutput<typeof OnSaleLeague>;

export function getOnSaleLeagues(
  client: ProviderClient,
  query: SportFilter & { type: ListType },
  signal?: AbortSignal,
): Promise<OnSaleLeague[]> {
  return client.post('/v1/match/getOnSaleLeagues', { ...query }, recordList(OnSaleLeague), signal);
}
