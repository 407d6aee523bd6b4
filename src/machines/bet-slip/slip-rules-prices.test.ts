import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OddsCheck } from '../../api/provider/bet-schemas';
import { TEST_ENV, testQuote } from '../../../tests/support/bet-slip-test-kit';
import { A, B, C, slip } from '../../../tests/support/slip-rules-fixtures';
import {
  acceptChanges,
  acceptsWithoutAsking,
  applyCheck,
  legKey,
  seriesOf,
  slipReasons,
  waitsForAcceptance,
  withPrice,
} from './slip-rules';

/**
 * The slip's pure rules (slip-rules.ts) for prices: a new price under the odds-change policy, and an odds
 * check's answer taken into the legs.
 */

const check = (raw: unknown) => v.parse(OddsCheck, raw);
const market = (mid: number, od: number, over: Record<string, unknown> = {}) => ({
  mid,
  ss: 1,
  au: 1,
  smin: 10,
  smax: 1000,
  op: { ty: 1, od, li: '', na: 'Home' },
  ...over,
});

describe('odds-change policy', () => {
  it('acceptsWithoutAsking: 0 never, 1 only a better price, 2 any; an equal price always', () => {
    expect([0, 1, 2].map((p) => acceptsWithoutAsking(2, 2.2, p as 0 | 1 | 2))).toEqual([false, true, true]);
    expect([0, 1, 2].map((p) => acceptsWithoutAsking(2, 1.8, p as 0 | 1 | 2))).toEqual([false, false, true]);
    expect([0, 1, 2].map((p) => acceptsWithoutAsking(2, 2, p as 0 | 1 | 2))).toEqual([true, true, true]);
  });

  it('policy 0: any new price waits beside the accepted one', () => {
    for (const price of [1.8, 2.2]) {
      const leg = withPrice(A, price, 0);
      expect(leg).toMatchObject({ odds: 2, current: price, previous: null });
      expect(waitsForAcceptance(leg)).toBe(true);
    }
  });

  it('policy 1: a better price is taken (the old one kept as previous), a worse one waits', () => {
    expect(withPrice(A, 2.2, 1)).toMatchObject({ odds: 2.2, current: 2.2, previous: 2 });
    const worse = withPrice(A, 1.8, 1);
    expect(worse).toMatchObject({ odds: 2, current: 1.8 });
    expect(waitsForAcceptance(worse)).toBe(true);
    // Then a price above the accepted one replaces the waiting one and is taken.
    expect(withPrice(worse, 2.1, 1)).toMatchObject({ odds: 2.1, current: 2.1, previous: 2 });
    // And the accepted price coming back ends the wait without touching previous.
    expect(withPrice(worse, 2, 1)).toMatchObject({ odds: 2, current: 2, previous: null });
  });

  it('policy 2: any price is taken', () => {
    expect(withPrice(A, 1.5, 2)).toMatchObject({ odds: 1.5, current: 1.5, previous: 2 });
    expect(waitsForAcceptance(withPrice(A, 1.5, 2))).toBe(false);
  });

  it('the same price changes nothing; a locked price (od < 0) is never taken and never waits for acceptance', () => {
    expect(withPrice(A, 2, 0)).toBe(A);
    for (const policy of [0, 1, 2] as const) {
      const locked = withPrice(A, -1, policy);
      expect(locked).toMatchObject({ odds: 2, current: -1 });
      expect(waitsForAcceptance(locked)).toBe(false);
    }
  });

  it('acceptChanges takes every waiting price and keeps the old one as previous; others are untouched', () => {
    const legs = [withPrice(A, 1.8, 0), B, withPrice(C, -1, 0)];
    const accepted = acceptChanges(legs);
    expect(accepted[0]).toMatchObject({ odds: 1.8, current: 1.8, previous: 2 });
    expect(accepted[1]).toBe(B);
    expect(accepted[2]).toMatchObject({ odds: 4, current: -1 });
    expect(accepted.some(waitsForAcceptance)).toBe(false);
  });
});

describe('applyCheck', () => {
  const asked = [A, B].map(legKey);
  const unchecked = [A, B].map((l) => ({ ...l, quote: null }));

  it('takes each market by position: quote (status, parlay, limits, line, name) and price under the policy', () => {
    const legs = applyCheck(
      unchecked,
      asked,
      check({ bms: [market(101, 2.2, { smin: 20, smax: 500 }), market(201, 2.5, { au: 0, ss: 0 })] }),
      1,
    );
    expect(legs[0]).toEqual({ ...A, odds: 2.2, current: 2.2, previous: 2, quote: testQuote({ smin: 20, smax: 500 }) });
    expect(legs[1]).toEqual({ ...B, current: 2.5, quote: testQuote({ ss: 0, au: false }) });
  });

  it('a line move replaces the market id and remembers the old one in movedFrom', () => {
    const [leg] = applyCheck(
      [A],
      [legKey(A)],
      check({ bms: [market(105, 2, { omid: 101, op: { ty: 1, od: 2, li: '-1.0', na: 'Home -1.0' } })] }),
      1,
    );
    expect(leg).toMatchObject({ marketId: 105, movedFrom: 101, odds: 2, quote: { line: '-1.0', name: 'Home -1.0' } });
    expect(legKey(leg!)).toBe('105:1');
  });

  it('`{ mid, ss: -1 }` alone closes the leg and keeps its price', () => {
    const [leg] = applyCheck([A], [legKey(A)], check({ bms: [{ mid: 101, ss: -1 }] }), 2);
    expect(leg).toMatchObject({
      marketId: 101,
      odds: 2,
      current: 2,
      quote: { ss: -1, au: false, smin: null, smax: null },
    });
    expect(slipReasons(slip({ legs: [leg!], stakes: { '101:1': '50' } }), TEST_ENV)).toEqual([
      { code: 'marketClosed', key: '101:1' },
    ]);
  });

  it('a locked option (od < 0) closes the leg without touching the accepted price', () => {
    const [leg] = applyCheck([A], [legKey(A)], check({ bms: [market(101, -1)] }), 2);
    expect(leg).toMatchObject({ odds: 2, current: -1, quote: { ss: 1 } });
    expect(slipReasons(slip({ legs: [leg!], stakes: { '101:1': '50' } }), TEST_ENV)).toEqual([
      { code: 'marketClosed', key: '101:1' },
    ]);
  });

  it('a leg the check was not asked about keeps its own quote and price', () => {
    const legs = applyCheck([A, C], [legKey(A)], check({ bms: [market(101, 2.2)] }), 0);
    expect(legs[1]).toBe(C);
    expect(legs[0]).toMatchObject({ odds: 2, current: 2.2 });
  });

  it('seriesOf names the check’s series', () => {
    expect(seriesOf(check({ bms: [], sos: [{ sn: 2003, in: 3, sodd: 26, mi: 1, mx: 500 }] }))).toEqual([
      { sn: 2003, bets: 3, min: 1, max: 500 },
    ]);
    expect(seriesOf(check({ bms: [] }))).toEqual([]);
  });
});
