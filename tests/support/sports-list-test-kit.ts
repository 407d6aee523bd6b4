import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Statistics } from '../../src/api/provider/match-api';
import type { Match } from '../../src/api/provider/match-schemas';
import type { PageRequest } from '../../src/machines/sports/sports-list-query';
import { sportsListMachine, type Page } from '../../src/machines/sports/sports-list.machine';

/** Tests only: the real sports list statechart with an in-memory provider. */

export const testRecord = (id: number, sid = 1): Match =>
  ({
    id,
    sid,
    bt: 0,
    ms: 4,
    ss: 1,
    ne: 0,
    ty: 2,
    nm: `m${id}`,
    lg: { id: 1, na: 'L' },
    ts: [],
    mc: { s: 0, pe: 1001, r: false },
    nsg: [],
    mg: [],
  }) as Match;

export const testStats: Statistics = { tc: 3, sl: [{ ty: 1, tc: 3, ssl: [{ sid: 1, c: 3 }] }] };

/** Starts the chart on soccer; `pages` records every page request. */
export function startSportsList(
  fetchPage: (input: PageRequest) => Promise<Page>,
  fetchStats: () => Promise<Statistics> = async () => testStats,
  view?: 'live' | 'results',
) {
  const pages = vi.fn(fetchPage);
  const actor = createActor(
    sportsListMachine.provide({
      actors: { fetchPage: fromPromise(({ input }) => pages(input)), fetchStats: fromPromise(() => fetchStats()) },
    }),
    { input: { sportId: 1, followIds: [], ...(view ? { view } : {}) } },
  ).start();
  return { actor, pages };
}
