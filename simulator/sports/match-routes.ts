import type { FastifyInstance } from 'fastify';
import type { SimMatch } from './types';
import type { SportsWorld } from './world';
import type { SimClock } from '../core/clock';
import { SPORT_IDS } from './catalog';
import { LIST_TYPE_NAMES } from './i18n';
import { bucketOf, inType, sortMatches, type Bucket } from './lists';
import { leagueRecord, matchRecord } from './serialize';
import {
  BadParam,
  handler,
  int,
  intList,
  markets,
  oddsTypeOf,
  oneOrMany,
  page,
  sportIds,
  timeRange,
  type Body,
} from './request';

/**
 * Match endpoints of the provider (docs/provider-extensions.md): POST /fb/v1/match/... Shapes the
 * contract leaves open (matchCount) are in docs/provider-extensions.md.
 */

interface Filter {
  type: number;
  sids?: number[];
  leagueIds?: number[];
  matchIds?: number[];
  begin?: number;
  end?: number;
}

function filterOf(b: Body, opts: { sportRequired: boolean; defType: number }): Filter {
  const type = int(b, 'type', { min: 0, max: 9, def: opts.defType });
  const matchIds = intList(b, 'matchIds');
  // A follow list spans sports: with matchIds the sport is optional.
  const sids = sportIds(b, opts.sportRequired && !matchIds?.length);
  const leagueIds = oneOrMany(b, 'leagueId', 'leagueIds');
  return {
    type,
    ...(sids ? { sids } : {}),
    ...(leagueIds ? { leagueIds } : {}),
    ...(matchIds ? { matchIds } : {}),
    ...timeRange(b),
  };
}

function select(world: SportsWorld, f: Filter, now: number, ignoreType = false): SimMatch[] {
  const out: SimMatch[] = [];
  for (const m of world.matches.values()) {
    const bucket = bucketOf(m, now);
    if (bucket === 0) continue;
    if (!ignoreType && !inType(f.type, bucket)) continue;
    if (f.sids && !f.sids.includes(m.sid)) continue;
    if (f.leagueIds && !f.leagueIds.includes(m.league.id)) continue;
    if (f.matchIds && !f.matchIds.includes(m.id)) continue;
    if (f.begin !== undefined && m.bt < f.begin) continue;
    if (f.end !== undefined && m.bt > f.end) continue;
    out.push(m);
  }
  return out;
}

const STAT_TYPES: Bucket[] = [7, 1, 3, 4];

function countBy(list: SimMatch[], now: number) {
  const bySport = new Map<number, number>();
  const byType = new Map<Bucket, number>();
  for (const m of list) {
    bySport.set(m.sid, (bySport.get(m.sid) ?? 0) + 1);
    const b = bucketOf(m, now);
    byType.set(b, (byType.get(b) ?? 0) + 1);
  }
  return { bySport, byType };
}

export function registerMatchRoutes(app: FastifyInstance, world: SportsWorld, clock: SimClock): void {
  app.post(
    '/fb/v1/match/getList',
    handler(clock, ({ body, lang, origin, now }) => {
      const current = int(body, 'current', { min: 1, max: 100_000, def: 1 });
      const size = int(body, 'size', { min: 1, max: 50, def: 50 });
      const orderBy = int(body, 'orderBy', { min: 0, max: 1, def: 0 });
      const oddsType = oddsTypeOf(body);
      const columns = markets(body);
      const f = filterOf(body, { sportRequired: true, defType: 1 });
      const list = sortMatches(select(world, f, now), orderBy);
      const p = page(list, current, size);
      const opts = { lang, oddsType, origin, detail: false, ...(columns ? { columns } : {}) };
      return { ...p, records: p.records.map((m) => matchRecord(m, now, opts)) };
    }),
  );

  app.post(
    '/fb/v1/match/statistical',
    handler(clock, ({ lang, now }) => {
      const list = select(world, { type: 0 }, now);
      const sl = STAT_TYPES.map((ty) => {
        const of = list.filter((m) => bucketOf(m, now) === ty);
        const { bySport } = countBy(of, now);
        const ssl = SPORT_IDS.filter((sid) => bySport.has(sid)).map((sid) => ({ sid, c: bySport.get(sid)! }));
        return { ty, des: LIST_TYPE_NAMES[ty]?.[lang] ?? '', tc: of.length, ssl };
      });
      return { tc: list.length, sl };
    }),
  );

  app.post(
    '/fb/v1/match/getOnSaleLeagues',
    handler(clock, ({ body, lang, origin, now }) => {
      const f = filterOf(body, { sportRequired: true, defType: 0 });
      const counts = new Map<number, { m: SimMatch; c: number }>();
      for (const m of select(world, f, now)) {
        const e = counts.get(m.league.id);
        if (e) e.c++;
        else counts.set(m.league.id, { m, c: 1 });
      }
      return [...counts.values()]
        .sort((a, b) => SPORT_IDS.indexOf(a.m.sid) - SPORT_IDS.indexOf(b.m.sid) || a.m.league.or - b.m.league.or)
        .map(({ m, c }) => ({ ...leagueRecord(m, { lang, origin }), hot: m.league.hot, mt: c }));
    }),
  );

  app.post(
    '/fb/v1/match/getMatchDetail',
    handler(clock, ({ body, lang, origin, now }) => {
      const id = int(body, 'matchId', { min: 1 });
      const m = world.get(id);
      if (!m) throw new BadParam(`match ${id} not found`);
      return matchRecord(m, now, { lang, oddsType: oddsTypeOf(body), origin, detail: true });
    }),
  );

  app.post(
    '/fb/v1/match/queryMatchByRecommend',
    handler(clock, ({ body, lang, origin, now }) => {
      const size = int(body, 'size', { min: 1, max: 20, def: 6 });
      const oddsType = oddsTypeOf(body);
      const sids = sportIds(body, false);
      const score = (m: SimMatch) =>
        (m.ms === 5 ? 4 : 0) + (m.league.hot ? 2 : 0) + (m.video ? 1 : 0) - SPORT_IDS.indexOf(m.sid) * 0.05;
      const list = select(world, { type: 6, ...(sids ? { sids } : {}) }, now)
        .sort((a, b) => score(b) - score(a) || a.bt - b.bt || a.id - b.id)
        .slice(0, size);
      return list.map((m) => matchRecord(m, now, { lang, oddsType, origin, detail: false }));
    }),
  );

  app.post(
    '/fb/v1/match/matchCount',
    handler(clock, ({ body, now }) => {
      const f = filterOf(body, { sportRequired: false, defType: 0 });
      const all = select(world, f, now, true);
      const of = all.filter((m) => inType(f.type, bucketOf(m, now)));
      const { bySport } = countBy(of, now);
      const { byType } = countBy(all, now);
      return {
        tc: of.length,
        ssl: SPORT_IDS.filter((sid) => bySport.has(sid)).map((sid) => ({ sid, c: bySport.get(sid)! })),
        tyl: ([1, 3, 4, 7] as Bucket[]).map((ty) => ({ ty, c: byType.get(ty) ?? 0 })),
      };
    }),
  );
}
