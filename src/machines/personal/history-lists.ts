import { fromPromise } from 'xstate';
import type { OrderApi } from '../../api/provider/order-api';
import { RESERVATION_STATUS, type Order, type Reservation } from '../../api/provider/order-schemas';
import type { GameBet, GameBetApi, GameType } from '../../api/site/game-bet-api';
import { dayWindow, type WindowName } from '../../lib/rules/time-windows/day-windows';
import { createPagedListMachine, type ListPage, type PageInput } from './paged-list.machine';

/**
 * The three history lists of the personal center, each a paged list (paged-list.machine.ts) with
 * its own query, and the page loaders that turn their API calls into pages.
 */

/** Rows per "load more" (the provider allows up to 50). */
export const HISTORY_PAGE_SIZE = 20;

/** The windows of docs/product.md, "Constants": calendar days of the display zone, ending 23:59:59.999. */
export const HISTORY_WINDOWS: readonly WindowName[] = ['today', 'yesterday', 'last7Days'];

/** new/bet/list's informational `timeType` for each window. */
export const TIME_TYPE: Record<WindowName, number> = { today: 1, yesterday: 2, last7Days: 3 };

export interface TimedQuery {
  window: WindowName;
  /** Bet time window, ms, inclusive. */
  startTime: number;
  endTime: number;
}

/** The window's bounds at this moment, in the zone (undefined: the browser's). */
export function timed(window: WindowName, now: number, timeZone?: string): TimedQuery {
  const { startMs, endMs } = dayWindow(window, now, timeZone);
  return { window, startTime: startMs, endTime: endMs };
}

/** Sports bets: unsettled (created, confirming, confirmed) or settled (rejected, cancelled, settled). */
export type BetsTab = 'unsettled' | 'settled';
export interface BetsQuery extends TimedQuery {
  tab: BetsTab;
}
export const betHistoryMachine = createPagedListMachine<BetsQuery, Order>();

export function loadOrdersPage(api: Pick<OrderApi, 'betList'>) {
  return fromPromise(
    async ({ input, signal }: { input: PageInput<BetsQuery>; signal: AbortSignal }): Promise<ListPage<Order>> => {
      const { query, current } = input;
      const page = await api.betList(
        {
          settled: query.tab === 'settled',
          startTime: query.startTime,
          endTime: query.endTime,
          current,
          size: HISTORY_PAGE_SIZE,
          timeType: TIME_TYPE[query.window],
        },
        signal,
      );
      return { records: page.records, current: page.current, size: page.size || HISTORY_PAGE_SIZE, total: page.total };
    },
  );
}

/** Reservations: the waiting ones (with Cancel), or all of them, newest first. */
export type ReserveFilter = 'waiting' | 'all';
export interface ReserveQuery {
  filter: ReserveFilter;
}
export const reservationsMachine = createPagedListMachine<ReserveQuery, Reservation>();

export function loadReservationsPage(api: Pick<OrderApi, 'reserveList'>) {
  return fromPromise(
    async ({
      input,
      signal,
    }: {
      input: PageInput<ReserveQuery>;
      signal: AbortSignal;
    }): Promise<ListPage<Reservation>> => {
      const { query, current } = input;
      const page = await api.reserveList(
        {
          current,
          size: HISTORY_PAGE_SIZE,
          ...(query.filter === 'waiting' ? { status: RESERVATION_STATUS.waiting } : {}),
        },
        signal,
      );
      return { records: page.records, current: page.current, size: page.size || HISTORY_PAGE_SIZE, total: page.total };
    },
  );
}

/** One game's bets in a window (the game row of mybet/sum that was opened). */
export interface GameBetsQuery extends TimedQuery {
  gameType: GameType;
}
export const gameBetsMachine = createPagedListMachine<GameBetsQuery, GameBet>();

export function loadGameBetsPage(api: Pick<GameBetApi, 'detail'>) {
  return fromPromise(
    async ({ input, signal }: { input: PageInput<GameBetsQuery>; signal: AbortSignal }): Promise<ListPage<GameBet>> => {
      const { query, current } = input;
      const page = await api.detail(
        {
          gameType: query.gameType,
          startTime: query.startTime,
          endTime: query.endTime,
          pageNum: current,
          pageSize: HISTORY_PAGE_SIZE,
        },
        signal,
      );
      return { records: page.records, current, size: HISTORY_PAGE_SIZE, total: page.total };
    },
  );
}
