import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { parseData } from '../parse';
import { droppedRecords, resetDroppedRecords } from '../record-drops';
import { page, sampleLeg, sampleOrder, sampleParlay, sampleReservation } from '../../../tests/support/order-fixtures';
import { CashOutPrices, CashOutResult, Order, OrderPage, Reservation, ReservationPage } from './order-schemas';

const LIST = '/v1/order/new/bet/list';

function malformed(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a malformed answer');
}

describe('order schemas', () => {
  it('reads an order as the contract sends it: ids as text, flags as booleans, legs with their names', () => {
    const order = parseData(Order, { ...sampleParlay(), extra: 'kept' }, LIST);
    expect(order.id).toBe('7301234567890123999');
    expect(order.cte).toBe(true);
    expect(order.co).toBe(false);
    expect(order.ops.map((l) => [l.mid, l.matchId, l.on, l.li, l.re])).toEqual([
      ['90001', '4301001', 'Hà Nội FC', '-0.5', 0],
      ['90101', '4301002', 'Over', '2.5', 0],
    ]);
    expect(order['extra']).toBe('kept');
  });

  it('reads a whole-number id as its text and refuses one that cannot be exact', () => {
    expect(v.parse(Order, sampleOrder(12 as unknown as string)).id).toBe('12');
    expect(v.safeParse(Order, sampleOrder((2 ** 60) as unknown as string)).success).toBe(false);
    expect(v.safeParse(Order, sampleOrder('')).success).toBe(false);
  });

  it('reads an absent leg result as open and absent flags as false', () => {
    const { re: _re, ...leg } = sampleLeg();
    const order = v.parse(Order, sampleOrder('1', { cte: null, co: undefined, ops: [leg] }));
    expect(order.ops[0]!.re).toBe(0);
    expect(order.cte).toBe(false);
    expect(order.co).toBe(false);
  });

  it('leaves out an order whose leg cannot be shown, keeps the others in order, and logs it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    resetDroppedRecords();
    const bad = sampleParlay('2', { ops: [sampleLeg(), sampleLeg({ on: null })] });
    const result = parseData(OrderPage, page([sampleOrder('1'), bad, sampleOrder('3')], 1, 50, 3), LIST);
    expect(result.records.map((o) => o.id)).toEqual(['1', '3']);
    expect(result.total).toBe(3);
    expect(droppedRecords(LIST)).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`${LIST} at records[1].ops.1.on (id 2)`));
  });

  it('leaves out an order without legs or with its stake as text', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = parseData(
      OrderPage,
      page([sampleOrder('1', { ops: [] }), sampleOrder('2', { sa: '100' }), sampleOrder('3')]),
      LIST,
    );
    expect(result.records.map((o) => o.id)).toEqual(['3']);
  });

  it('a page whose paging or list is broken is malformed, and nothing is counted as dropped', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    resetDroppedRecords();
    const broken = malformed(() =>
      parseData(OrderPage, { current: 1, size: 50, total: '2', records: [sampleOrder('1', { sa: 'x' })] }, LIST),
    );
    expect(broken.kind).toBe('malformed');
    expect(broken.message).toContain(LIST);
    expect(droppedRecords(LIST)).toBe(0);
    expect(malformed(() => parseData(OrderPage, { current: 1, size: 50, total: 1, records: {} }, LIST)).kind).toBe(
      'malformed',
    );
    expect(malformed(() => parseData(OrderPage, null, LIST)).kind).toBe('malformed');
  });

  it('reads cash-out prices, leaving out one without an amount', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const prices = parseData(
      CashOutPrices,
      {
        mxc: 5000,
        pr: [
          { oid: '1', amt: 95_000, st: 1 },
          { oid: '2', st: 0 },
          { oid: 3, amt: 10, st: -1 },
        ],
      },
      '/v1/order/cashOut/price',
    );
    expect(prices.mxc).toBe(5000);
    expect(prices.pr).toEqual([
      { oid: '1', amt: 95_000, st: 1 },
      { oid: '3', amt: 10, st: -1 },
    ]);
    expect(parseData(CashOutPrices, { pr: [], mxc: 'soon' }, '/v1/order/cashOut/price').mxc).toBeUndefined();
    expect(malformed(() => parseData(CashOutPrices, { mxc: 5000 }, '/v1/order/cashOut/price')).kind).toBe('malformed');
  });

  it('reads the cash-out result', () => {
    expect(v.parse(CashOutResult, { id: '1', st: 5, amt: 95_000 })).toEqual({ id: '1', st: 5, amt: 95_000 });
    expect(v.safeParse(CashOutResult, { id: '1', st: 5 }).success).toBe(false);
  });

  it('reads reservations and leaves out one without its target odds', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const one = v.parse(Reservation, sampleReservation('R-1', { st: 1, oid: 73 }));
    expect(one).toMatchObject({ id: 'R-1', matchId: '4301001', mid: '90001', tod: 2.1, cod: 1.85, st: 1, oid: '73' });
    const list = parseData(
      ReservationPage,
      page([
        sampleReservation('R-1'),
        sampleReservation('R-2', { tod: null }),
        sampleReservation('R-3', { cod: null, et: null, li: null }),
      ]),
      '/v1/order/reserve/betList',
    );
    expect(list.records.map((r) => r.id)).toEqual(['R-1', 'R-3']);
  });
});
