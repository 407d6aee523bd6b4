import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OddsCheck } from '../../api/provider/bet-schemas';
import { TEST_ENV, testLeg, testQuote } from '../../../tests/support/bet-slip-test-kit';
import {
  acceptChanges,
  acceptsWithoutAsking,
  applyCheck,
  combinationReasons,
  fullParlaySeries,
  legKey,
  PARLAY_KEY,
  parseStake,
  seriesFold,
  seriesKey,
  seriesOf,
  seriesReturnPerUnit,
  slipReasons,
  stakeKeys,
  stakeLines,
  totalReturn,
  totalStake,
  waitsForAcceptance,
  withPrice,
  type SlipShape,
} from './slip-rules';
import type { SlipEnv, SlipSeries } from './slip-types';

/** The slip's pure rules (slip-rules.ts): prices under the policy, checks, stakes, returns and reasons. */

const slip = (over: Partial<SlipShape>): SlipShape => ({
  kind: 'single',
  legs: [],
  stakes: {},
  series: [],
  mon: 10,
  msl: 10,
  ...over,
});
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

const A = testLeg(1, 101, 2);
const B = testLeg(2, 201, 3);
const C = testLeg(3, 301, 4);
const series = (sn: number, bets: number, min = 10, max = 1000): SlipSeries => ({ sn, bets, min, max });
/** Three legs as the check offers them: three doubles and one treble. */
const SERIES_3 = [series(2003, 3), series(3001, 1)];

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

describe('combinationReasons', () => {
  it('too few, too many, the same match twice and a market without parlay, in that order', () => {
    expect(combinationReasons({ legs: [A], msl: 10 })).toEqual([{ code: 'tooFewLegs', value: 2 }]);
    const sameMatch = { ...B, matchId: 1 };
    const noParlay = { ...C, quote: testQuote({ au: false }) };
    expect(combinationReasons({ legs: [A, sameMatch, noParlay], msl: 2 })).toEqual([
      { code: 'tooManyLegs', value: 2 },
      { code: 'sameMatchTwice', key: '201:1' },
      { code: 'notParlayable', key: '301:1' },
    ]);
    expect(combinationReasons({ legs: [A, B, C], msl: 10 })).toEqual([]);
  });

  it('a closed market is not called unparlayable (it is closed), an unchecked one not yet', () => {
    expect(
      combinationReasons({
        legs: [A, { ...B, quote: testQuote({ ss: -1, au: false }) }, { ...C, quote: null }],
        msl: 10,
      }),
    ).toEqual([]);
  });
});

describe('slipReasons: one test per reason', () => {
  const env = (over: Partial<SlipEnv> = {}): SlipEnv => ({ ...TEST_ENV, ...over });
  const single = slip({ legs: [A], stakes: { '101:1': '50' } });
  const parlay = slip({ kind: 'parlay', legs: [A, B], series: [series(2001, 1)], stakes: { [PARLAY_KEY]: '50' } });

  it('valid singles, parlay and system slips have none', () => {
    expect(slipReasons(single, env())).toEqual([]);
    expect(slipReasons(parlay, env())).toEqual([]);
    expect(
      slipReasons(slip({ kind: 'system', legs: [A, B, C], series: SERIES_3, stakes: { s2003: '10' } }), env()),
    ).toEqual([]);
  });

  it('notLoggedIn', () => expect(slipReasons(single, env({ loggedIn: false }))).toEqual([{ code: 'notLoggedIn' }]));
  it('maintenance', () => expect(slipReasons(single, env({ maintenance: true }))).toEqual([{ code: 'maintenance' }]));
  it('disconnected', () => expect(slipReasons(single, env({ connected: false }))).toEqual([{ code: 'disconnected' }]));
  it('checking (a leg without a quote yet)', () =>
    expect(slipReasons(slip({ legs: [{ ...A, quote: null }], stakes: { '101:1': '50' } }), env())).toEqual([
      { code: 'checking' },
    ]));

  it('marketClosed (suspended, not on sale, or locked)', () => {
    for (const leg of [
      { ...A, quote: testQuote({ ss: 0 }) },
      { ...A, quote: testQuote({ ss: -1 }) },
      { ...A, current: -1 },
    ]) {
      expect(slipReasons(slip({ legs: [leg], stakes: { '101:1': '50' } }), env())).toEqual([
        { code: 'marketClosed', key: '101:1' },
      ]);
    }
  });

  it('oddsChanged (only for legs that go into an order)', () => {
    const waiting = withPrice(B, 2.5, 0);
    expect(slipReasons(slip({ legs: [A, waiting], stakes: { '101:1': '50', '201:1': '50' } }), env())).toEqual([
      { code: 'oddsChanged', key: '201:1' },
    ]);
    // An unstaked single's change blocks nothing; in a parlay every leg counts.
    expect(slipReasons(slip({ legs: [A, waiting], stakes: { '101:1': '50' } }), env())).toEqual([]);
    expect(slipReasons({ ...parlay, legs: [A, waiting] }, env())).toEqual([{ code: 'oddsChanged', key: '201:1' }]);
  });

  it('noStake', () => {
    expect(slipReasons(slip({ legs: [A] }), env())).toEqual([{ code: 'noStake' }]);
    expect(slipReasons(slip({ legs: [A], stakes: { '101:1': '0' } }), env())).toEqual([{ code: 'noStake' }]);
  });

  it('invalidStake (named by its field, even beside a valid one)', () => {
    expect(slipReasons(slip({ legs: [A, B], stakes: { '101:1': '50', '201:1': '1.234' } }), env())).toEqual([
      { code: 'invalidStake', key: '201:1' },
    ]);
    expect(slipReasons(slip({ legs: [A], stakes: { '101:1': '5,5' } }), env())).toEqual([
      { code: 'invalidStake', key: '101:1' },
      { code: 'noStake' },
    ]);
  });

  it('belowMin and aboveMax, from the leg for a single and from the series for a parlay', () => {
    expect(slipReasons(slip({ legs: [A], stakes: { '101:1': '9.99' } }), env())).toEqual([
      { code: 'belowMin', key: '101:1', value: 10 },
    ]);
    expect(slipReasons(slip({ legs: [A], stakes: { '101:1': '1000.01' } }), env({ balance: 5000 }))).toEqual([
      { code: 'aboveMax', key: '101:1', value: 1000 },
    ]);
    expect(slipReasons({ ...parlay, series: [series(2001, 1, 100, 200)] }, env())).toEqual([
      { code: 'belowMin', key: PARLAY_KEY, value: 100 },
    ]);
    // A system line's limits are on its unit stake, not on its total.
    const system = slip({
      kind: 'system',
      legs: [A, B, C],
      series: [series(2003, 3, 10, 40)],
      stakes: { s2003: '40' },
    });
    expect(slipReasons(system, env())).toEqual([]);
    expect(slipReasons({ ...system, stakes: { s2003: '41' } }, env())).toEqual([
      { code: 'aboveMax', key: 's2003', value: 40 },
    ]);
  });

  it('overBalance (the total of every line; an unknown balance blocks nothing)', () => {
    const two = slip({ legs: [A, B], stakes: { '101:1': '60', '201:1': '50' } });
    expect(slipReasons(two, env({ balance: 109.99 }))).toEqual([{ code: 'overBalance', value: 109.99 }]);
    expect(slipReasons(two, env({ balance: 110 }))).toEqual([]);
    expect(slipReasons(two, env({ balance: null }))).toEqual([]);
  });

  it('overBalance counts money in cents: 0.10 + 0.20 is within a balance of 0.30', () => {
    const s = slip({
      legs: [
        { ...A, quote: testQuote({ smin: 0.1 }) },
        { ...B, quote: testQuote({ smin: 0.1 }) },
      ],
      stakes: { '101:1': '0.10', '201:1': '0.20' },
    });
    expect(slipReasons(s, env({ balance: 0.3 }))).toEqual([]);
    expect(slipReasons(s, env({ balance: 0.29 }))).toEqual([{ code: 'overBalance', value: 0.29 }]);
  });

  it('tooManySingles (more staked singles than the check’s mon)', () => {
    const s = slip({ legs: [A, B, C], stakes: { '101:1': '10', '201:1': '10', '301:1': '10' }, mon: 2 });
    expect(slipReasons(s, env())).toEqual([{ code: 'tooManySingles', value: 2 }]);
    expect(slipReasons({ ...s, stakes: { '101:1': '10', '201:1': '10' } }, env())).toEqual([]);
  });

  it('tooFewLegs', () =>
    expect(slipReasons({ ...parlay, legs: [A], series: [] }, env())).toEqual([{ code: 'tooFewLegs', value: 2 }]));
  it('tooManyLegs', () =>
    expect(slipReasons({ ...parlay, legs: [A, B, C], msl: 2, series: [series(3001, 1)] }, env())).toEqual([
      { code: 'tooManyLegs', value: 2 },
    ]));
  it('sameMatchTwice', () =>
    expect(slipReasons({ ...parlay, legs: [A, { ...B, matchId: 1 }] }, env())).toEqual([
      { code: 'sameMatchTwice', key: '201:1' },
    ]));

  it('notParlayable (a leg without `au`, or legs that form no series)', () => {
    expect(slipReasons({ ...parlay, legs: [A, { ...B, quote: testQuote({ au: false }) }] }, env())).toEqual([
      { code: 'notParlayable', key: '201:1' },
    ]);
    expect(slipReasons(slip({ kind: 'system', legs: [A, B], series: [] }), env())).toEqual([
      { code: 'notParlayable' },
      { code: 'noStake' },
    ]);
  });

  it('the most general comes first: the Place button names the login before anything else', () => {
    const reasons = slipReasons(
      slip({ legs: [{ ...A, quote: null }] }),
      env({ loggedIn: false, maintenance: true, connected: false }),
    );
    expect(reasons.map((r) => r.code)).toEqual(['notLoggedIn', 'maintenance', 'disconnected', 'checking', 'noStake']);
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
