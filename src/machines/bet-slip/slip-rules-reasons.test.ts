import { describe, expect, it } from 'vitest';
import { TEST_ENV, testQuote } from '../../../tests/support/bet-slip-test-kit';
import { A, B, C, series, SERIES_3, slip } from '../../../tests/support/slip-rules-fixtures';
import { combinationReasons, PARLAY_KEY, slipReasons, withPrice } from './slip-rules';
import type { SlipEnv } from './slip-types';

/**
 * The slip's pure rules (slip-rules.ts) for reasons: what keeps legs from combining, and each reason a slip
 * cannot be placed, most general first.
 */

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
