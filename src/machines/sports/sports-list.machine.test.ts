import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/api-error';
import type { Statistics } from '../../api/provider/match-api';
import type { Match } from '../../api/provider/match-schemas';
import type { PageRequest } from './sports-list-query';
import { listStatusOf, sportsListMachine, STATS_REFRESH_MS, viewOf, type Page } from './sports-list.machine';

const record = (id: number): Match =>
  ({ id, sid: 1, bt: 0, ms: 4, ss: 1, ne: 0, ty: 2, nm: `m${id}`, lg: { id: 1, na: 'L' }, ts: [], mc: { s: 0, pe: 1001, r: false }, nsg: [], mg: [] }) as Match;
const page = (from: number, count: number, total: number): Page => ({ records: Array.from({ length: count }, (_, i) => record(from + i)), total });
const stats: Statistics = { tc: 3, sl: [{ ty: 1, tc: 3, ssl: [{ sid: 1, c: 3 }] }] };

function start(fetchPage: (input: PageRequest) => Promise<Page>, fetchStats: () => Promise<Statistics> = async () => stats, view?: 'live' | 'results') {
  const pages = vi.fn(fetchPage);
  const actor = createActor(
    sportsListMachine.provide({ actors: { fetchPage: fromPromise(({ input }) => pages(input)), fetchStats: fromPromise(() => fetchStats()) } }),
    { input: { sportId: 1, oddsType: 1, followIds: [], ...(view ? { view } : {}) } },
  ).start();
  return { actor, pages };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => listStatusOf(s) !== 'loading' && listStatusOf(s) !== 'loadingMore');

describe('sports list statechart', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.useRealTimers());

  it('opens allList by default, loads page 1 and the counts', async () => {
    const { actor, pages } = start(async () => page(1, 50, 120));
    await settled(actor);
    const snapshot = actor.getSnapshot();
    expect(viewOf(snapshot)).toBe('allList');
    expect(listStatusOf(snapshot)).toBe('ready');
    expect(snapshot.context).toMatchObject({ total: 120, page: 1, stats });
    expect(pages.mock.calls[0]![0]).toMatchObject({ view: 'allList', sportId: 1, page: 1 });
  });

  it('LOAD_MORE appends pages of 50 until total, then ignores further requests', async () => {
    const { actor, pages } = start(async ({ page: p }) => page((p - 1) * 50 + 1, p === 3 ? 20 : 50, 120));
    await settled(actor);
    actor.send({ type: 'LOAD_MORE' });
    await settled(actor);
    actor.send({ type: 'LOAD_MORE' });
    await settled(actor);
    expect(actor.getSnapshot().context.records).toHaveLength(120);
    actor.send({ type: 'LOAD_MORE' });
    expect(listStatusOf(actor.getSnapshot())).toBe('ready');
    expect(pages).toHaveBeenCalledTimes(3);
  });

  it('drops duplicate ids between pages and stops at an empty page', async () => {
    const { actor } = start(async ({ page: p }) => (p === 1 ? page(1, 50, 200) : page(50, 1, 200)));
    await settled(actor);
    actor.send({ type: 'LOAD_MORE' });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ total: 50 });
    expect(actor.getSnapshot().context.records).toHaveLength(50);
  });

  it('switches views and sports, reloading from page 1 and resetting filters on a view switch', async () => {
    const { actor, pages } = start(async () => page(1, 3, 3));
    await settled(actor);
    actor.send({ type: 'SET_LEAGUES', leagueIds: [7] });
    await settled(actor);
    expect(pages.mock.lastCall![0]).toMatchObject({ leagueIds: [7] });
    actor.send({ type: 'SHOW', view: 'live' });
    await settled(actor);
    expect(viewOf(actor.getSnapshot())).toBe('live');
    expect(pages.mock.lastCall![0]).toMatchObject({ view: 'live', leagueIds: [] });
    actor.send({ type: 'SELECT_SPORT', sportId: 3 });
    await settled(actor);
    expect(pages.mock.lastCall![0]).toMatchObject({ view: 'live', sportId: 3, page: 1 });
    for (const view of ['hot', 'follow', 'champion'] as const) {
      actor.send({ type: 'SHOW', view });
      await settled(actor);
      expect(viewOf(actor.getSnapshot())).toBe(view);
    }
    actor.send({ type: 'SHOW', view: 'results' });
    expect(viewOf(actor.getSnapshot())).toBe('results');
    expect(listStatusOf(actor.getSnapshot())).toBeNull();
  });

  it('date filter and odds type reload the current view', async () => {
    const { actor, pages } = start(async () => page(1, 3, 3));
    await settled(actor);
    actor.send({ type: 'SELECT_DAY', day: 2 });
    await settled(actor);
    actor.send({ type: 'SET_ODDS_TYPE', oddsType: 2 });
    await settled(actor);
    expect(pages.mock.lastCall![0]).toMatchObject({ day: 2, oddsType: 2 });
    actor.send({ type: 'CLEAR_FILTERS' });
    await settled(actor);
    expect(pages.mock.lastCall![0]).toMatchObject({ day: null, leagueIds: [] });
  });

  it('shows empty, and failed with a retry', async () => {
    let fail = true;
    const { actor } = start(async () => {
      if (fail) throw new ApiError('network', 'down');
      return page(1, 0, 0);
    });
    await settled(actor);
    expect(listStatusOf(actor.getSnapshot())).toBe('failed');
    fail = false;
    actor.send({ type: 'RETRY' });
    await settled(actor);
    expect(listStatusOf(actor.getSnapshot())).toBe('empty');
  });

  it('a failed next page keeps the rows and retries', async () => {
    let fail = false;
    const { actor } = start(async ({ page: p }) => {
      if (fail) throw new Error('boom');
      return page((p - 1) * 50 + 1, 50, 100);
    });
    await settled(actor);
    fail = true;
    actor.send({ type: 'LOAD_MORE' });
    await settled(actor);
    expect(listStatusOf(actor.getSnapshot())).toBe('moreFailed');
    expect(actor.getSnapshot().context.records).toHaveLength(50);
    fail = false;
    actor.send({ type: 'RETRY' });
    await settled(actor);
    expect(actor.getSnapshot().context.records).toHaveLength(100);
  });

  it('code 8 from statistical enters maintenance with the window; RETRY returns to the view left', async () => {
    let down = true;
    const { actor } = start(
      async () => page(1, 3, 3),
      async () => {
        if (down) throw new ApiError('maintenance', 'Maintenance [1700000000000-1700003600000]', { code: 8 });
        return stats;
      },
      'live',
    );
    await waitFor(actor, (s) => s.matches('maintenance'));
    expect(viewOf(actor.getSnapshot())).toBe('maintenance');
    expect(actor.getSnapshot().context.maintenance).toEqual({ startMs: 1700000000000, endMs: 1700003600000 });
    down = false;
    actor.send({ type: 'RETRY' });
    await settled(actor);
    expect(viewOf(actor.getSnapshot())).toBe('live');
    expect(actor.getSnapshot().context.maintenance).toBeNull();
  });

  it('code 8 from getList enters maintenance too; a message without a window still shows the notice', async () => {
    const { actor } = start(async () => {
      throw new ApiError('maintenance', 'Maintenance', { code: 8 });
    });
    await waitFor(actor, (s) => s.matches('maintenance'));
    expect(actor.getSnapshot().context.maintenance).toBeNull();
  });

  it('refreshes the counts every minute', async () => {
    vi.useFakeTimers();
    const fetchStats = vi.fn(async () => stats);
    const { actor } = start(async () => page(1, 1, 1), fetchStats, 'results');
    await vi.advanceTimersByTimeAsync(10);
    expect(fetchStats).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(STATS_REFRESH_MS);
    expect(fetchStats).toHaveBeenCalledTimes(2);
    actor.stop();
  });

  it('starts in the view the URL names', () => {
    const { actor } = start(async () => page(1, 1, 1), undefined, 'results');
    expect(viewOf(actor.getSnapshot())).toBe('results');
  });
});
