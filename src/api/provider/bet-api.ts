import type { ProviderClient } from '../provider-client';
import {
  OddsCheck,
  OrderStatuses,
  PlacedOrders,
  RecentOrders,
  type OrderStatus,
  type PlacedOrder,
  type RecentOrder,
} from './bet-schemas';

/**
 * The placing calls of the betting provider (docs/betting-api.md): the odds check, singles,
 * parlay/system bets, status polling and the recent orders reconciliation reads. Bets always carry
 * European odds (`oddsFormat` 1), whatever the user's display format.
 */

export interface LegRef {
  readonly matchId: number;
  readonly marketId: number;
  readonly optionType: number;
}

export interface PricedLeg {
  readonly marketId: number;
  readonly optionType: number;
  /** European odds the user accepted. */
  readonly odds: number;
}

/** 0 reject any change, 1 accept better odds, 2 accept any (docs/provider-extensions.md). */
export type OddsChangePolicy = 0 | 1 | 2;

export interface SingleOrder {
  readonly clientOrderId: string;
  readonly unitStake: number;
  readonly leg: PricedLeg;
}

export interface SeriesOrder {
  readonly clientOrderId: string;
  readonly seriesValue: number;
  readonly unitStake: number;
}

const EUROPEAN = 1;
const option = (leg: PricedLeg) => ({
  marketId: leg.marketId,
  optionType: leg.optionType,
  odds: leg.odds,
  oddsFormat: EUROPEAN,
});

export function checkOdds(
  client: ProviderClient,
  legs: readonly LegRef[],
  opts: { series: boolean; currencyId: number },
  signal?: AbortSignal,
): Promise<OddsCheck> {
  return client.post(
    '/v1/order/batchBetMatchMarketOfJumpLine',
    {
      betMatchMarketList: legs.map((l) => ({
        marketId: l.marketId,
        matchId: l.matchId,
        type: l.optionType,
        oddsType: EUROPEAN,
      })),
      isSelectSeries: opts.series,
      currencyId: opts.currencyId,
    },
    OddsCheck,
    signal,
  );
}

export interface PlaceContext {
  readonly oddsChange: OddsChangePolicy;
  readonly currencyId: number;
  readonly deviceId: string;
}

export function placeSingles(
  client: ProviderClient,
  orders: readonly SingleOrder[],
  ctx: PlaceContext,
): Promise<PlacedOrder[]> {
  return client.post(
    '/v1/order/bet/singlePass',
    {
      singleBetList: orders.map((o) => ({
        unitStake: o.unitStake,
        oddsChange: ctx.oddsChange,
        clientOrderId: o.clientOrderId,
        betOptionList: [option(o.leg)],
      })),
      currencyId: ctx.currencyId,
      deviceId: ctx.deviceId,
    },
    PlacedOrders,
  );
}

export function placeMultiple(
  client: ProviderClient,
  legs: readonly PricedLeg[],
  series: readonly SeriesOrder[],
  ctx: PlaceContext,
): Promise<PlacedOrder[]> {
  return client.post(
    '/v1/order/betMultiple',
    {
      betMultipleData: series.map((s) => ({
        oddsChange: ctx.oddsChange,
        seriesValue: s.seriesValue,
        unitStake: s.unitStake,
        clientOrderId: s.clientOrderId,
      })),
      betOptionList: legs.map(option),
      currencyId: ctx.currencyId,
      deviceId: ctx.deviceId,
    },
    PlacedOrders,
  );
}

export function orderStatuses(client: ProviderClient, orderIds: readonly string[]): Promise<OrderStatus[]> {
  return client.post('/v1/order/getStakeOrderStatus', { orderIds }, OrderStatuses);
}

/**
 * Orders placed in [startTime, endTime], settled or not: what reconciliation reads to learn whether
 * a placement whose answer never came was recorded. Two reads (the provider splits the lists), the
 * newest 50 of each, which covers any placement of the last minutes.
 */
export async function recentOrders(
  client: ProviderClient,
  window: { startTime: number; endTime: number; currencyId: number },
): Promise<RecentOrder[]> {
  const read = (isSettled: boolean) =>
    client.post(
      '/v1/order/new/bet/list',
      {
        isSettled,
        startTime: window.startTime,
        endTime: window.endTime,
        current: 1,
        size: 50,
        currencyId: window.currencyId,
      },
      RecentOrders,
    );
  const [open, settled] = await Promise.all([read(false), read(true)]);
  return [...open.records, ...settled.records];
}
