import type { ListType, MatchListQuery } from '../../api/provider/match-api';
import { listMarkets } from '../../lib/sports/market-columns';
import { SPORTS } from '../../lib/sports/sport-catalog';
import { dayWindow } from '../../lib/rules/time-windows/day-windows';

/**
 * What each list view asks getList for (docs/product.md, "Sports betting"; list types in
 * docs/provider-extensions.md). Pure, so the mapping is unit-tested apart from the statechart.
 */

/** The list views that fetch a match list ('results' renders the results view). */
export type ListView = 'allList' | 'hot' | 'follow' | 'champion' | 'live';
export type SportsView = ListView | 'results';

export const SPORTS_VIEWS: readonly SportsView[] = ['allList', 'live', 'hot', 'champion', 'follow', 'results'];

export const DAY_MS = 86_400_000;
/** The early-match date filter: today and the next 6 days (plus "all", which is `null`). */
export const DATE_CHOICES = 7;

/** The "all sports" tab: every sport in one list, each row with its own sport's columns. */
export const ALL_SPORTS = 0;

export interface PageRequest {
  view: ListView;
  /** A sport id, or ALL_SPORTS. */
  sportId: number;
  /** Empty means every league. */
  leagueIds: readonly number[];
  /** allList date filter: null all dates, 0 today, 1..6 that many days ahead. */
  day: number | null;
  /** Page from 1. */
  page: number;
  /** The follow view's match ids (all sports). */
  followIds: readonly number[];
}

/** The list types whose statistical counts a view shows on the sport tabs (none: no counts). */
export function countTypes(view: SportsView): readonly ListType[] {
  switch (view) {
    case 'live':
      return [1];
    case 'champion':
      return [7];
    case 'allList':
      return [1, 3, 4];
    default:
      return [];
  }
}

/** Start and end (ms) of the local day `day` days after today's. */
export function dayRange(day: number, now: number, timeZone?: string): { beginTime: number; endTime: number } {
  const today = dayWindow('today', now, timeZone);
  // Whole days after today's midnight; `dayWindow` on a time inside the target day absorbs DST shifts.
  const target = day === 0 ? today : dayWindow('today', today.startMs + day * DAY_MS + DAY_MS / 2, timeZone);
  return { beginTime: target.startMs, endTime: target.endMs };
}

/**
 * The getList query for a page of a view, or null when the view has nothing to ask (the follow
 * view with no followed match). `hotLeagueIds` is the hot view's league set (see sports-list-actors.ts).
 */
export function listQuery(
  request: PageRequest,
  now: number,
  timeZone?: string,
  hotLeagueIds?: readonly number[],
): MatchListQuery | null {
  // orderBy 1 (sport, league order, start time) keeps each league's matches together, so the list
  // groups them under one league header and a new page only ever adds below what is shown.
  // European odds always: the buttons convert `od` to the chosen format, so changing it refetches nothing.
  const base = { current: request.page, size: 50, orderBy: 1 as const, isPC: true, oddsType: 1 as const };
  const leagues = request.leagueIds.length > 0 ? { leagueIds: [...request.leagueIds] } : {};
  const all = request.sportId === ALL_SPORTS;
  // One sport: ask for exactly its list columns. All sports: each sport's default (main) columns.
  const sport = all ? { sportIds: SPORTS.map((s) => s.id) } : { sportId: request.sportId };
  const markets = all ? {} : { markets: listMarkets(request.sportId) };
  switch (request.view) {
    case 'live':
      return { ...base, type: 1, ...sport, ...leagues, ...markets };
    case 'champion':
      // Outrights carry their own market (B+500); asking for the match columns would filter it out.
      return { ...base, type: 7, ...sport, ...leagues };
    case 'follow':
      if (request.followIds.length === 0) return null;
      // Across sports and list types (an outright can be followed too); finished matches drop out.
      return { ...base, type: 0, matchIds: [...request.followIds] };
    case 'hot': {
      const hot = hotLeagueIds ?? [];
      const chosen = request.leagueIds.length > 0 ? hot.filter((id) => request.leagueIds.includes(id)) : hot;
      if (chosen.length === 0) return null;
      return { ...base, type: 8, ...sport, leagueIds: [...chosen], ...markets };
    }
    case 'allList': {
      const columns = { ...sport, ...leagues, ...markets };
      // All dates: every match not outright (live, today, early). Today: live and everything up to
      // local midnight. Not type 6: its "today" is the provider's UTC+8 day, which ends an hour
      // before Vietnam's midnight (eight before UTC's); those matches would be on no day at all.
      if (request.day === null) return { ...base, type: 8, ...columns };
      if (request.day === 0) return { ...base, type: 8, ...columns, endTime: dayRange(0, now, timeZone).endTime };
      return { ...base, type: 9, ...columns, ...dayRange(request.day, now, timeZone) };
    }
  }
}
