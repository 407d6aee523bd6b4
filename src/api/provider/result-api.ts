import * as v from 'valibot';
import type { ProviderClient } from '../provider-client';
import type { LeagueFilter, SportFilter } from './match-api';
import { providerPage, recordList, unread } from '../record-list';
import { MatchClock, MatchScore } from './match-schemas';

/**
 * Match results. The shapes are not published ; they were
 * designed with the simulator (docs/provider-extensions.md, simulator/sports/result-routes.ts).
 * The schemas are lenient loose objects holding what a results page reads: ids, name, league,
 * teams, begin and end time, status and the score lines. Scores come as `nsg` lines like live
 * records, so full time and half time are read the same way. Only finished matches are listed,
 * newest first; a date range spans at most 31 days (default: the last 3 days).
 * A result row shows kick-off, league name, team names (or `nm`) and scores; the league's id and
 * a team's id are not read. An unreadable result is left out of its list (record-list.ts).
 */
export const MatchResult = v.looseObject({
  id: v.number(),
  sid: v.number(),
  bt: v.number(),
  /** End time, ms. */
  et: v.nullish(v.number()),
  ms: unread(v.number()),
  nm: v.nullish(v.string()),
  lg: v.looseObject({ id: unread(v.number()), na: v.string(), lurl: unread(v.string()) }),
  ts: v.array(v.looseObject({ id: unread(v.number()), na: v.string(), lurl: unread(v.string()) })),
  nsg: v.nullish(v.array(MatchScore)),
});
export type MatchResult = v.InferOutput<typeof MatchResult>;

/** `matchResultInfo`: one result with its final clock and the number of periods played. */
export const MatchResultInfo = v.looseObject({
  ...MatchResult.entries,
  mc: v.nullish(MatchClock),
  periods: v.nullish(v.number()),
});
export type MatchResultInfo = v.InferOutput<typeof MatchResultInfo>;

export const MatchResultPage = providerPage(MatchResult);
export type MatchResultPage = v.InferOutput<typeof MatchResultPage>;

export type MatchResultQuery = SportFilter &
  LeagueFilter & {
    beginTime?: number;
    endTime?: number;
  };

export function matchResultList(
  client: ProviderClient,
  query: MatchResultQuery = {},
  signal?: AbortSignal,
): Promise<MatchResult[]> {
  return client.post('/v1/match/matchResultList', { ...query }, recordList(MatchResult), signal);
}

export function matchResultPage(
  client: ProviderClient,
  query: MatchResultQuery & { current?: number; size?: number },
  signal?: AbortSignal,
): Promise<MatchResultPage> {
  return client.post('/v1/match/matchResultPage', { current: 1, size: 50, ...query }, MatchResultPage, signal);
}

export function matchResultInfo(
  client: ProviderClient,
  matchId: number,
  signal?: AbortSignal,
): Promise<MatchResultInfo> {
  return client.post('/v1/match/matchResultInfo', { matchId }, MatchResultInfo, signal);
}

/** Goal/point lines (`tyg` 5) for full time and first half, in the sport's period codes. */
const FULL_TIME_PERIODS = new Set([1001, 3001]);
const FIRST_HALF_PERIODS = new Set([1002, 3003]);
const GOALS = 5;

export function resultScores(result: Pick<MatchResult, 'nsg'>): {
  full: [number, number] | null;
  half: [number, number] | null;
} {
  let full: [number, number] | null = null;
  let half: [number, number] | null = null;
  for (const line of result.nsg ?? []) {
    if (line.tyg !== GOALS) continue;
    if (FULL_TIME_PERIODS.has(line.pe)) full = line.sc;
    else if (FIRST_HALF_PERIODS.has(line.pe)) half = line.sc;
  }
  return { full, half };
}
