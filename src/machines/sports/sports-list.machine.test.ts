import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from 'xstate';
import { ApiError } from '../../api/api-error';
import { listStatusOf, STATS_REFRESH_MS, viewOf, type Page } from './sports-list.machine';
import { startSportsList, testRecord, testStats } from '../../../tests/support/sports-list-test-kit';

const page = (from: number, count: number, total: number): Page => ({
  records: Array.from({ length: count }, (_, i) => testRecord(from + i)),
  total,
});

const settled = (actor: ReturnType<typeof startSportsList>['actor']) =>
  waitFor(actor, (s) => listStatusOf(s) !== 'loading' && listStatusOf(s) !== 'loadingMore');

describe('sports list statechart', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.useRealTimers());

  it('opens allList by default, loads page 1 and the counts', async () => {
    const { actor, pages } = startSportsList(async () => page(1, 50, 120));
    await settled(actor);
    const snapshot = actor.getSnapshot();
    expect(viewOf(snapshot)).toBe('allList');
    expect(listStatusOf(snapshot)).toBe('ready');
    expect(snapshot.context).toMatchObject({ total: 120, page: 1, stats: testStats });
    expect(pages.mock.calls[0]![0]).toMatchObject({ view: 'allList', sportId: 1, page: 1 });
  });

  it('LOAD_MORE appends pages of 50 until total, then ignores further requests', async () => {
    const { actor, pages } = startSportsList(async ({ page: p }) => page((p - 1) * 50 + 1, p === 3 ? 20 : 50, 120));
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
    const { actor } = startSportsList(async ({ page: p }) => (p === 1 ? page(1, 50, 200) : page(50, 1, 200)));
    await settled(actor);
    actor.send({ type: 'LOAD_MORE' });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ total: 50 });
    expect(actor.getSnapshot().context.records).toHaveLength(50);
  });

  it('switches views and sports, reloading from page 1 and resetting filters on a view switch', async () => {
    const { actor, pages } = startSportsList(async () => page(1, 3, 3));
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

  it('the date filter reloads the current view', async () => {
    const { actor, pages } = startSportsList(async () => page(1, 3, 3));
    await settled(actor);
    actor.send({ type: 'SELECT_DAY', day: 2 });
    await settled(actor);
    expect(pages.mock.lastCall![0]).toMatchObject({ day: 2 });
    actor.send({ type: 'CLEAR_FILTERS' });
    await settled(actor);
    expect(pages.mock.lastCall![0]).toMatchObject({ day: null, leagueIds: [] });
  });

  it('shows empty, and failed with a retry', async () => {
    let fail = true;
    const { actor } = startSportsList(async () => {
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
    const { actor } = startSportsList(async ({ page: p }) => {
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
    const { actor } = startSportsList(
      async () => page(1, 3, 3),
      async () => {
        if (down) throw new ApiError('maintenance', 'Maintenance [1700000000000-1700003600000]', { code: 8 });
        return testStats;
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
    const { actor } = startSportsList(async () => {
      throw new ApiError('maintenance', 'Maintenance', { code: 8 });
    });
    await waitFor(actor, (s) => s.matches('maintenance'));
    expect(actor.getSnapshot().context.maintenance).toBeNull();
  });

  it('refreshes the counts every minute', async () => {
    vi.useFakeTimers();
    const fetchStats = vi.fn(async () => testStats);
    const { actor } = startSportsList(async () => page(1, 1, 1), fetchStats, 'results');
    await vi.advanceTimersByTimeAsync(10);
    expect(fetchStats).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(STATS_REFRESH_MS);
    expect(fetchStats).toHaveBeenCalledTimes(2);
    actor.stop();
  });

  it('starts in the view the URL names', () => {
    const { actor } = startSportsList(async () => page(1, 1, 1), undefined, 'results');
    expect(viewOf(actor.getSnapshot())).toBe('results');
  });
});
