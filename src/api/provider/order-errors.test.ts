import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { ORDER_ERROR_CODES, ORDER_REASONS, orderFailureOf, orderReasonOf } from './order-errors';

describe('order errors', () => {
  it('names every code of docs/betting-api.md', () => {
    const table: Record<number, string> = {
      5: 'badParameter',
      8: 'maintenance',
      3001: 'oddsChanged',
      3002: 'belowMin',
      3003: 'aboveMax',
      3004: 'overBalance',
      3005: 'parlayRule',
      3006: 'riskRejected',
      3007: 'matchChanged',
      3008: 'cashOutChanged',
      3009: 'cashOutUnavailable',
      3010: 'reserveClosed',
      3015: 'marketClosed',
      14010: 'tokenExpired',
    };
    for (const [code, name] of Object.entries(table)) expect(orderReasonOf(Number(code))).toBe(name);
    expect(Object.keys(ORDER_ERROR_CODES)).toHaveLength(Object.keys(table).length);
    expect(orderReasonOf(3011)).toBe('unknown');
    expect(orderReasonOf(0)).toBe('unknown');
    expect(orderReasonOf(null)).toBe('unknown');
    expect(new Set(ORDER_REASONS).size).toBe(ORDER_REASONS.length);
    for (const name of Object.values(table)) expect(ORDER_REASONS).toContain(name);
  });

  it('reads the data a code carries', () => {
    const server = (code: number, data: unknown) =>
      new ApiError('server', 'refused', { code, data, path: '/v1/order/bet/singlePass' });
    expect(orderFailureOf(server(3008, { amt: 91_500 }))).toEqual({
      reason: 'cashOutChanged',
      code: 3008,
      message: 'refused',
      amount: 91_500,
    });
    expect(orderFailureOf(server(3001, { changes: [{ marketId: 90_001, optionType: 1, odds: 1.8 }] })).changes).toEqual(
      [{ marketId: '90001', optionType: 1, odds: 1.8 }],
    );
    expect(orderFailureOf(server(3002, { marketId: 9, min: 10_000 }))).toMatchObject({
      reason: 'belowMin',
      marketId: '9',
      min: 10_000,
    });
    expect(orderFailureOf(server(3003, { max: 5_000_000 }))).toMatchObject({ reason: 'aboveMax', max: 5_000_000 });
    expect(orderFailureOf(server(3004, { balance: 12 }))).toMatchObject({ reason: 'overBalance', balance: 12 });
    expect(orderFailureOf(server(3015, { marketId: '90001' }))).toMatchObject({
      reason: 'marketClosed',
      marketId: '90001',
    });
  });

  it('keeps the reason when the data is missing or odd', () => {
    expect(orderFailureOf(new ApiError('server', 'moved', { code: 3008 }))).toEqual({
      reason: 'cashOutChanged',
      code: 3008,
      message: 'moved',
    });
    expect(orderFailureOf(new ApiError('server', 'moved', { code: 3008, data: { amt: 'lots' } }))).toEqual({
      reason: 'cashOutChanged',
      code: 3008,
      message: 'moved',
    });
    expect(orderFailureOf(new ApiError('server', 'x', { code: 3002, data: 'min 10000' })).reason).toBe('belowMin');
  });

  it('maps maintenance, transport failures and anything else', () => {
    expect(orderFailureOf(new ApiError('maintenance', 'Upgrade [1-2]', { code: 8 })).reason).toBe('maintenance');
    expect(orderFailureOf(new ApiError('timeout', 'timeout of 15000ms exceeded')).reason).toBe('timeout');
    expect(orderFailureOf(new ApiError('malformed', 'Unexpected response')).reason).toBe('malformed');
    expect(orderFailureOf(new ApiError('server', 'no code')).reason).toBe('unknown');
    expect(orderFailureOf(new ApiError('server', 'Weird', { code: 999 }))).toEqual({
      reason: 'unknown',
      code: 999,
      message: 'Weird',
    });
    expect(orderFailureOf(new Error('boom'))).toEqual({ reason: 'unknown', message: 'boom' });
  });
});
