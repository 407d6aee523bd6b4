import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { createFakeProviderClient } from '../../../tests/support/fake-provider-client';
import { createOrderApi } from './order-api';
import { orderFailureOf } from './order-errors';
import { page, sampleOrder, sampleReservation } from '../../../tests/support/order-fixtures';

const ctx = { currencyId: () => 1000 as const, deviceId: () => 'PC-1' };

describe('order api', () => {
  it('betList sends the window, the user currency, and a page of at most 50', async () => {
    const { client, calls } = createFakeProviderClient({ '/v1/order/new/bet/list': page([sampleOrder('1')]) });
    const api = createOrderApi(client, ctx);
    const result = await api.betList({
      settled: false,
      startTime: 10,
      endTime: 20,
      current: 0,
      size: 500,
      timeType: 1,
    });
    expect(result.records[0]?.id).toBe('1');
    expect(calls[0]).toEqual({
      path: '/v1/order/new/bet/list',
      body: { isSettled: false, startTime: 10, endTime: 20, current: 1, size: 50, currencyId: 1000, timeType: 1 },
    });
  });

  it('cashOutPrice and cashOutBet send the contract names', async () => {
    const { client, calls } = createFakeProviderClient({
      '/v1/order/cashOut/price': { mxc: 5000, pr: [{ oid: '1', amt: 95_000, st: 1 }] },
      '/v1/order/cashOut/bet': { id: '1', st: 5, amt: 95_000 },
    });
    const api = createOrderApi(client, ctx);
    expect((await api.cashOutPrice(['1'])).pr[0]?.amt).toBe(95_000);
    expect(
      await api.cashOutBet({ orderId: '1', stake: 100_000, amount: 95_000, acceptOddsChange: false, parlay: false }),
    ).toEqual({ id: '1', st: 5, amt: 95_000 });
    expect(calls.map((c) => c.body)).toEqual([
      { orderIds: ['1'] },
      { orderId: '1', cashOutStake: 100_000, unitCashOutPayoutStake: 95_000, acceptOddsChange: false, parlay: false },
    ]);
  });

  it('a moved cash-out price rejects with 3008 and the new amount', async () => {
    const { client } = createFakeProviderClient({
      '/v1/order/cashOut/bet': new ApiError('server', 'Cash-out price changed', { code: 3008, data: { amt: 91_000 } }),
    });
    const error = await createOrderApi(client, ctx)
      .cashOutBet({ orderId: '1', stake: 1, amount: 2, acceptOddsChange: false, parlay: true })
      .catch((e: unknown) => e);
    expect(orderFailureOf(error)).toMatchObject({ reason: 'cashOutChanged', amount: 91_000 });
  });

  it('reserve calls: bet with currency and device, list with an optional status, cancel by id', async () => {
    const { client, calls } = createFakeProviderClient({
      '/v1/order/reserve/bet': sampleReservation('R-1'),
      '/v1/order/reserve/betList': page([sampleReservation('R-1')]),
      '/v1/order/reserve/cancel': sampleReservation('R-1', { st: 2 }),
    });
    const api = createOrderApi(client, ctx);
    await api.reserveBet({
      matchId: 4_301_001,
      marketId: 90_001,
      optionType: 1,
      odds: 2.1,
      unitStake: 50_000,
      clientOrderId: 'abcdefgh',
    });
    await api.reserveList();
    await api.reserveList({ status: 0, current: 2, size: 20 });
    expect((await api.reserveCancel('R-1')).st).toBe(2);
    expect(calls.map((c) => c.body)).toEqual([
      {
        matchId: 4_301_001,
        marketId: 90_001,
        optionType: 1,
        odds: 2.1,
        unitStake: 50_000,
        clientOrderId: 'abcdefgh',
        currencyId: 1000,
        deviceId: 'PC-1',
      },
      { current: 1, size: 50 },
      { current: 2, size: 20, status: 0 },
      { id: 'R-1' },
    ]);
  });
});
