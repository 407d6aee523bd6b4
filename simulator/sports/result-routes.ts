import type { FastifyInstance } from 'fastify';
import type { SimMatch } from './types';
import type { SportsWorld } from './world';
import type { SimClock } from '../core/clock';
import { sportOf } from './catalog';
import { leagueRecord, matchClock, matchName, scoreLines, teamRecords } from './serialize';
import { BadParam, handler, int, oneOrMany, page, sportIds, timeRange, type Body, type Ctx } from './request';
import { DAY } from './calendar';

/**
 * Results (designed; docs/provider-extensions.md): finished matches by date range and sport,
 * with every score line (nsg), so full time and half time read the same way as live records.
 */

const MAX_RANGE = 31 * DAY;

function resultRecord(m: SimMatch, c: Pick<Ctx, 'lang' | 'origin'>) {
  return {
    id: m.id,
    sid: m.sid,
    bt: m.bt,
    /** End time (ms). */
    et: m.endedAt,
    ms: m.ms,
    nm: matchName(m, c.lang),
    lg: leagueRecord(m, c),
    ts: teamRecords(m, c),
    nsg: scoreLines(m, sportOf(m.sid)),
  };
}

function results(world: SportsWorld, b: Body, now: number): SimMatch[] {
  const range = timeRange(b);
  const end = range.end ?? now;
  const begin = range.begin ?? end - 3 * DAY;
  if (end - begin > MAX_RANGE) throw new BadParam('the date range spans at most 31 days');
  const sids = sportIds(b, false);
  const leagueIds = oneOrMany(b, 'leagueId', 'leagueIds');
  const out: SimMatch[] = [];
  for (const m of world.matches.values()) {
    if (m.ms !== 0 || m.ty !== 2 || m.bt < begin || m.bt > end) continue;
    if (sids && !sids.includes(m.sid)) continue;
    if (leagueIds && !leagueIds.includes(m.league.id)) continue;
    out.push(m);
  }
  return out.sort((a, b) => b.bt - a.bt || a.id - b.id);
}

export function registerResultRoutes(app: FastifyInstance, world: SportsWorld, clock: SimClock): void {
  app.post(
    '/fb/v1/match/matchResultList',
    handler(clock, (c) =>
      results(world, c.body, c.now)
        .slice(0, 500)
        .map((m) => resultRecord(m, c)),
    ),
  );

  app.post(
    '/fb/v1/match/matchResultPage',
    handler(clock, (c) => {
      const current = int(c.body, 'current', { min: 1, max: 100_000, def: 1 });
      const size = int(c.body, 'size', { min: 1, max: 50, def: 50 });
      const p = page(results(world, c.body, c.now), current, size);
      return { ...p, records: p.records.map((m) => resultRecord(m, c)) };
    }),
  );

  app.post(
    '/fb/v1/match/matchResultInfo',
    handler(clock, (c) => {
      const id = int(c.body, 'matchId', { min: 1 });
      const m = world.get(id);
      if (!m) throw new BadParam(`match ${id} not found`);
      if (m.ms !== 0) throw new BadParam(`match ${id} has no result yet`);
      const def = sportOf(m.sid);
      return { ...resultRecord(m, c), mc: matchClock(m, def, c.now), periods: m.periods };
    }),
  );
}
