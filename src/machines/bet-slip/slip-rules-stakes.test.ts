import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEST_ENV, testLeg, testQuote } from '../../../tests/support/bet-slip-test-kit';
import { A, B, C, SERIES_3, slip } from '../../../tests/support/slip-rules-fixtures';
import {
  fullParlaySeries,
  legKey,
  PARLAY_KEY,
  parseStake,
  seriesFold,
  seriesKey,
  seriesReturnPerUnit,
  slipReasons,
  stakeKeys,
  stakeLines,
  totalReturn,
  totalStake,
} from './slip-rules';

/**
 * The slip's pure rules (slip-rules.ts) for stakes: the typed amount read, the stake lines and returns each
 * kind of slip makes of it, and properties over any stakes a person types.
 */

describe('parseStake (decimal input: digits and one dot, at most two decimals)', () => {
  it.each([
    ['10', 10],
    ['10.5', 10.5],
    ['10.25', 10.25],
    [' 12 ', 12],
    ['007', 7],
  ])('%j is %d', (text, value) => expect(parseStake(text)).toBe(value));

  it.each(['10.255', '1e3', '-5', '+5', '1,5', '.5', '5.', '1.2.3', '0x10', 'Infinity', 'ten', '١٢', '5 0'])(
    '%j is invalid',
    (text) => expect(parseStake(text)).toBe('invalid'),
  );

  it.each([undefined, '', '   ', '0', '0.00'])('%j is empty (nothing to place)', (text) =>
    expect(parseStake(text)).toBe('empty'),
  );
});

describe('stake lines and returns', () => {
  it('singles: one line per staked leg, returning stake × odds', () => {
    const lines = stakeLines(slip({ legs: [A, B, C], stakes: { '101:1': '10', '301:1': '2.5', '201:1': '' } }));
    expect(lines.map((l) => [l.key, l.stake, l.unitStake, l.potentialReturn])).toEqual([
      ['101:1', 10, 10, 20],
      ['301:1', 2.5, 2.5, 10],
    ]);
    expect(lines[0]!.leg).toBe(A);
  });

  it('parlay: one line of the full parlay series, returning stake × the product of the odds', () => {
    const s = slip({ kind: 'parlay', legs: [A, B, C], stakes: { [PARLAY_KEY]: '10', '101:1': '99' } });
    expect(stakeLines(s)).toEqual([
      { key: PARLAY_KEY, stake: 10, unitStake: 10, potentialReturn: 240, seriesValue: 3001 },
    ]);
    expect(fullParlaySeries(3)).toBe(3001);
  });

  it('system: a unit stake per series, its total unit × bets, its return unit × the sum over its combinations', () => {
    expect(seriesReturnPerUnit([2, 3, 4], 2)).toBe(2 * 3 + 2 * 4 + 3 * 4);
    expect(seriesReturnPerUnit([2, 3, 4], 3)).toBe(24);
    expect(seriesReturnPerUnit([2, 3, 4], 1)).toBe(9);
    expect(seriesReturnPerUnit([2, 3, 4, 5], 3)).toBe(2 * 3 * 4 + 2 * 3 * 5 + 2 * 4 * 5 + 3 * 4 * 5);
    expect(seriesFold(2003)).toBe(2);
    const s = slip({
      kind: 'system',
      legs: [A, B, C],
      series: SERIES_3,
      stakes: { [seriesKey(2003)]: '10', [seriesKey(3001)]: '5' },
    });
    expect(stakeLines(s).map((l) => [l.key, l.stake, l.unitStake, l.potentialReturn, l.seriesValue])).toEqual([
      ['s2003', 30, 10, 260, 2003],
      ['s3001', 5, 5, 120, 3001],
    ]);
    expect(totalStake(s)).toBe(35);
    expect(totalReturn(s)).toBe(380);
    expect(stakeKeys(s)).toEqual(['s2003', 's3001']);
  });

  it('the kind decides which stake fields count', () => {
    const legs = [A, B];
    expect(stakeKeys(slip({ legs }))).toEqual(['101:1', '201:1']);
    expect(stakeKeys(slip({ kind: 'parlay', legs }))).toEqual([PARLAY_KEY]);
    expect(stakeLines(slip({ kind: 'parlay', legs, stakes: { '101:1': '10' } }))).toEqual([]);
  });
});

describe('properties', () => {
  /** Legs on different matches, open, with limits 1 to 500 and odds 1.01 to 20. */
  const legs = fc
    .uniqueArray(fc.record({ matchId: fc.integer({ min: 1, max: 1e6 }), odds: fc.integer({ min: 101, max: 2000 }) }), {
      minLength: 1,
      maxLength: 6,
      selector: (l) => l.matchId,
    })
    .map((ls) =>
      ls.map((l, i) => testLeg(l.matchId, 1000 + i, l.odds / 100, { quote: testQuote({ smin: 1, smax: 500 }) })),
    );
  /** Stake texts a person types: valid amounts in cents, junk, or nothing. */
  const stakeText = fc.oneof(
    fc
      .integer({ min: 1, max: 80_000 })
      .map((cents) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2))),
    fc.constantFrom('', '0', 'abc', '1.234', '-3'),
  );
  const singles = legs
    .chain((ls) => fc.tuple(fc.constant(ls), fc.array(stakeText, { minLength: ls.length, maxLength: ls.length })))
    .map(([ls, texts]) => slip({ legs: ls, stakes: Object.fromEntries(ls.map((l, i) => [legKey(l), texts[i]!])) }));
  const balance = fc.option(
    fc.integer({ min: 0, max: 200_000 }).map((cents) => cents / 100),
    { nil: null },
  );

  it('the total stake is the sum of the lines, and each line is a staked leg at its typed amount', () => {
    fc.assert(
      fc.property(singles, (s) => {
        const lines = stakeLines(s);
        expect(totalStake(s)).toBeCloseTo(
          lines.reduce((sum, l) => sum + l.stake, 0),
          9,
        );
        for (const line of lines) expect(line.stake).toBe(parseStake(s.stakes[line.key]));
        expect(lines.length).toBe(Object.values(s.stakes).filter((t) => typeof parseStake(t) === 'number').length);
      }),
    );
  });

  it('no reasons => every line within its limits and the total within the balance', () => {
    fc.assert(
      fc.property(singles, balance, (s, bal) => {
        if (slipReasons(s, { ...TEST_ENV, balance: bal }).length > 0) return;
        const lines = stakeLines(s);
        expect(lines.length).toBeGreaterThan(0);
        for (const line of lines) {
          expect(line.unitStake).toBeGreaterThanOrEqual(line.leg!.quote!.smin!);
          expect(line.unitStake).toBeLessThanOrEqual(line.leg!.quote!.smax!);
        }
        if (bal !== null) expect(Math.round(totalStake(s) * 100)).toBeLessThanOrEqual(Math.round(bal * 100));
      }),
    );
  });

  it('a balance of exactly the total (in cents) is never over it', () => {
    fc.assert(
      fc.property(singles, (s) => {
        const cents = stakeLines(s).reduce((sum, l) => sum + Math.round(l.stake * 100), 0);
        const codes = slipReasons(s, { ...TEST_ENV, balance: cents / 100 }).map((r) => r.code);
        expect(codes).not.toContain('overBalance');
      }),
    );
  });
});
