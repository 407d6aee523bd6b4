import type { ProviderClient } from '../provider-client';
import type { CurrencyId } from '../../lib/currency';
import {
  CashOutPrices,
  CashOutResult,
  OrderPage,
  Reservation,
  ReservationPage,
  type CashOutPrices as CashOutPricesShape,
  type CashOutResult as CashOutResultShape,
  type OrderPage as OrderPageShape,
  type Reservation as ReservationShape,
  type ReservationPage as ReservationPageShape,
} from './order-schemas';

/**
 * The order calls of docs/betting-api.md other than placing a bet: the bet history, cash out and
 * reservations. Every failure is an ApiError; `orderFailureOf` (order-errors.ts) names its reason.
 */

/** new/bet/list takes at most 50 a page. */
export const ORDER_PAGE_SIZE = 50;

const pageSize = (size: number | undefined) =>
  Math.min(ORDER_PAGE_SIZE, Math.max(1, Math.trunc(size ?? ORDER_PAGE_SIZE)));
const pageNumber = (current: number | undefined) => Math.max(1, Math.trunc(current ?? 1));

export interface OrderListQuery {
  settled: boolean;
  /** Bet time window, ms (inclusive). */
  startTime: number;
  endTime: number;
  current?: number;
  size?: number;
  /** Informational: which window the user picked (1 today, 2 yesterday, 3 last 7 days). */
  timeType?: number;
}

export function betList(
  client: ProviderClient,
  currencyId: CurrencyId,
  query: OrderListQuery,
  signal?: AbortSignal,
): Promise<OrderPageShape> {
  const body: Record<string, unknown> = {
    isSettled: query.settled,
    startTime: query.startTime,
    endTime: query.endTime,
    current: pageNumber(query.current),
    size: pageSize(query.size),
    currencyId,
  };
  if (query.timeType !== undefined) body['timeType'] = query.timeType;
  return client.post('/v1/order/new/bet/list', body, OrderPage, signal);
}

export function cashOutPrice(
  client: ProviderClient,
  orderIds: readonly string[],
  signal?: AbortSignal,
): Promise<CashOutPricesShape> {
  return client.post('/v1/order/cashOut/price', { orderIds: [...orderIds] }, CashOutPrices, signal);
}

export interface CashOutRequest {
  orderId: string;
  /** The order's stake. */
  stake: number;
  /** The amount the user saw and accepted. */
  amount: number;
  /** Take the new amount if the price moved (else code 3008 with the new one). */
  acceptOddsChange: boolean;
  /** A parlay or system order. */
  parlay: boolean;
}

export function cashOutBet(
  client: ProviderClient,
  request: CashOutRequest,
  signal?: AbortSignal,
): Promise<CashOutResultShape> {
  return client.post(
    '/v1/order/cashOut/bet',
    {
      orderId: request.orderId,
      cashOutStake: request.stake,
      unitCashOutPayoutStake: request.amount,
      acceptOddsChange: request.acceptOddsChange,
      parlay: request.parlay,
    },
    CashOutResult,
    signal,
  );
}

export interface ReserveRequest {
  matchId: string | number;
  marketId: string | number;
  optionType: number;
  /** Target odds, European; must be above the current price. */
  odds: number;
  unitStake: number;
  /** 8 to 64 of [A-Za-z0-9_-]; the same id twice answers the first reservation. */
  clientOrderId: string;
}

export function reserveBet(
  client: ProviderClient,
  currencyId: CurrencyId,
  deviceId: string,
  request: ReserveRequest,
  signal?: AbortSignal,
): Promise<ReservationShape> {
  return client.post('/v1/order/reserve/bet', { ...request, currencyId, deviceId }, Reservation, signal);
}

export interface ReserveListQuery {
  current?: number;
  size?: number;
  /** Only reservations in this status (0 waiting, 1 filled, 2 cancelled, 3 expired). */
  status?: number;
}

export function reserveList(
  client: ProviderClient,
  query: ReserveListQuery = {},
  signal?: AbortSignal,
): Promise<ReservationPageShape> {
  const body: Record<string, unknown> = { current: pageNumber(query.current), size: pageSize(query.size) };
  if (query.status !== undefined) body['status'] = query.status;
  return client.post('/v1/order/reserve/betList', body, ReservationPage, signal);
}

export function reserveCancel(client: ProviderClient, id: string, signal?: AbortSignal): Promise<ReservationShape> {
  return client.post('/v1/order/reserve/cancel', { id }, Reservation, signal);
}

export interface OrderApiContext {
  /** The user's own currency id (any other answers code 5). */
  currencyId(): CurrencyId;
  deviceId(): string;
}

/** The calls bound to one client and the user's currency, as the composition root hands them out. */
export function createOrderApi(client: ProviderClient, ctx: OrderApiContext) {
  return {
    betList: (query: OrderListQuery, signal?: AbortSignal) => betList(client, ctx.currencyId(), query, signal),
    cashOutPrice: (orderIds: readonly string[], signal?: AbortSignal) => cashOutPrice(client, orderIds, signal),
    cashOutBet: (request: CashOutRequest, signal?: AbortSignal) => cashOutBet(client, request, signal),
    reserveBet: (request: ReserveRequest, signal?: AbortSignal) =>
      reserveBet(client, ctx.currencyId(), ctx.deviceId(), request, signal),
    reserveList: (query?: ReserveListQuery, signal?: AbortSignal) => reserveList(client, query, signal),
    reserveCancel: (id: string, signal?: AbortSignal) => reserveCancel(client, id, signal),
  };
}
export type OrderApi = ReturnType<typeof createOrderApi>;
