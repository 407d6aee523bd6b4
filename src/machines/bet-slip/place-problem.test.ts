import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { refusalOf } from './place-problem';

/**
 * Which failures of a placement prove nothing was recorded (place-problem.ts). An envelope code of
 * docs/betting-api.md's table is a refusal; anything else may have placed the bet and must be
 * reconciled, never shown as a refusal the user might answer by placing again.
 */

const server = (code: number, data?: unknown, message = 'provider words') =>
  new ApiError('server', message, { code, path: '/v1/order/bet/singlePass', data });

describe('refusalOf: envelope codes that place nothing', () => {
  it('5 (currency or request not accepted) is badRequest', () => {
    expect(refusalOf(server(5))).toEqual({ code: 'badRequest', message: 'provider words' });
  });

  it('8 is maintenance, as the client reports it (kind maintenance) or as a bare server code', () => {
    expect(refusalOf(new ApiError('maintenance', 'Maintenance [1700000000000-1700003600000]', { code: 8 }))).toEqual({
      code: 'maintenance',
    });
    expect(refusalOf(server(8))).toEqual({ code: 'maintenance', message: 'provider words' });
  });

  it('3001 is oddsChanged with the prices now, dropping changes it cannot read', () => {
    const data = {
      changes: [
        { marketId: 101, optionType: 1, odds: 2.2 },
        { marketId: 201, optionType: 2, odds: '1.9' },
        null,
        { marketId: 301, optionType: 1, odds: 3.5 },
      ],
    };
    expect(refusalOf(server(3001, data, 'Odds changed'))).toEqual({
      code: 'oddsChanged',
      message: 'Odds changed',
      changes: [
        { marketId: 101, optionType: 1, odds: 2.2 },
        { marketId: 301, optionType: 1, odds: 3.5 },
      ],
    });
    expect(refusalOf(server(3001, { changes: 'no' }))).toEqual({ code: 'oddsChanged', message: 'provider words' });
    expect(refusalOf(server(3001))).toEqual({ code: 'oddsChanged', message: 'provider words' });
  });

  it('3002 belowMin and 3003 aboveMax carry the limit, 3004 overBalance the balance', () => {
    expect(refusalOf(server(3002, { marketId: 101, min: 10000 }))).toEqual({
      code: 'belowMin',
      message: 'provider words',
      value: 10000,
    });
    expect(refusalOf(server(3003, { max: 2500000 }))).toEqual({
      code: 'aboveMax',
      message: 'provider words',
      value: 2500000,
    });
    expect(refusalOf(server(3004, { balance: 12.5 }))).toEqual({
      code: 'overBalance',
      message: 'provider words',
      value: 12.5,
    });
    expect(refusalOf(server(3004, { balance: 'lots' }))).toEqual({ code: 'overBalance', message: 'provider words' });
  });

  it('3005 parlayRule and 3015 marketClosed', () => {
    expect(refusalOf(server(3005))).toEqual({ code: 'parlayRule', message: 'provider words' });
    expect(refusalOf(server(3015, { marketId: 101 }))).toEqual({ code: 'marketClosed', message: 'provider words' });
  });

  it('an empty message is left out', () => {
    expect(refusalOf(server(3005, undefined, ''))).toEqual({ code: 'parlayRule' });
  });
});

describe('refusalOf: failures that may have placed the bet (null: reconcile)', () => {
  it.each([
    ['a timeout', new ApiError('timeout', 'timeout of 15000ms exceeded')],
    ['a dropped connection', new ApiError('network', 'Network Error')],
    ['an aborted request', new ApiError('aborted', 'aborted')],
    ['a 5xx', new ApiError('badResponse', 'Bad gateway', { status: 502 })],
    ['a 4xx from a proxy', new ApiError('badRequest', 'Bad request', { status: 400 })],
    ['an unreadable answer', new ApiError('malformed', 'data[0].id: Invalid type')],
    [
      'an answer with a code but not from the provider (malformed, code 3001)',
      new ApiError('malformed', 'x', { code: 3001 }),
    ],
    ['an expired token (14010 after the retry)', server(14010)],
    ['an expired session', new ApiError('sessionExpired', 'Session expired', { code: 14010 })],
    ['a code only orders carry (3006 riskRejected)', server(3006)],
    ['an unknown code', server(9999)],
    ['a server error without a code', new ApiError('server', 'Provider error')],
    ['something that is not an ApiError', new TypeError('Cannot read properties of undefined')],
    ['nothing at all', undefined],
  ])('%s', (_, error) => {
    expect(refusalOf(error)).toBeNull();
  });
});
