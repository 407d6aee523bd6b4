import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorLogic } from 'xstate';
import { dayWindow } from '../../lib/rules/time-windows/day-windows';
import { HISTORY_PAGE_SIZE, loadGameBetsPage, loadOrdersPage, loadReservationsPage, timed } from './history-lists';

const NOW = Date.UTC(2026, 10, 22, 10);

async function run(logic: AnyActorLogic, input: unknown): Promise<unknown> {
  const actor = createActor(logic, { input }).start();
  return (await waitFor(actor, (s) => s.status === 'done')).output;
}

describe('history lists', () => {
  it('windows are dayWindow in the zone', () => {
    for (const name of ['today', 'yesterday', 'last7Days'] as const) {
      const { startMs, endMs } = dayWindow(name, NOW, 'Asia/Ho_Chi_Minh');
      expect(timed(name, NOW, 'Asia/Ho_Chi_Minh')).toEqual({ window: name, startTime: startMs, endTime: endMs });
    }
  });

  it('bets: settled or not, the window, the page and its timeType', async () => {
    const betList = vi.fn(async () => ({ current: 2, size: 20, total: 25, records: [] }));
    const query = { tab: 'settled' as const, ...timed('yesterday', NOW, 'UTC') };
    expect(await run(loadOrdersPage({ betList }), { query, current: 2 })).toEqual({
      records: [],
      current: 2,
      size: 20,
      total: 25,
    });
    expect(betList).toHaveBeenCalledWith(
      {
        settled: true,
        startTime: query.startTime,
        endTime: query.endTime,
        current: 2,
        size: HISTORY_PAGE_SIZE,
        timeType: 2,
      },
      expect.any(AbortSignal),
    );
  });

  it('reservations: waiting asks for status 0, all asks for every status', async () => {
    const reserveList = vi.fn(async () => ({ current: 1, size: 20, total: 0, records: [] }));
    await run(loadReservationsPage({ reserveList }), { query: { filter: 'waiting' }, current: 1 });
    await run(loadReservationsPage({ reserveList }), { query: { filter: 'all' }, current: 3 });
    expect(reserveList.mock.calls.map((c) => (c as unknown[])[0])).toEqual([
      { current: 1, size: HISTORY_PAGE_SIZE, status: 0 },
      { current: 3, size: HISTORY_PAGE_SIZE },
    ]);
  });

  it('game bets: one game in the window, the page number and size it asked for', async () => {
    const detail = vi.fn(async () => ({ total: 41, records: [] }));
    const query = { gameType: 7, ...timed('today', NOW) };
    expect(await run(loadGameBetsPage({ detail }), { query, current: 3 })).toEqual({
      records: [],
      current: 3,
      size: HISTORY_PAGE_SIZE,
      total: 41,
    });
    expect(detail).toHaveBeenCalledWith(
      { gameType: 7, startTime: query.startTime, endTime: query.endTime, pageNum: 3, pageSize: HISTORY_PAGE_SIZE },
      expect.any(AbortSignal),
    );
  });
});
