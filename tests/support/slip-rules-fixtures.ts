import type { SlipShape } from '../../src/machines/bet-slip/slip-rules';
import type { SlipSeries } from '../../src/machines/bet-slip/slip-types';
import { testLeg } from './bet-slip-test-kit';

/**
 * Tests only: the slips and legs the slip's pure rules are tried on (slip-rules-prices.test.ts,
 * slip-rules-stakes.test.ts, slip-rules-reasons.test.ts).
 */

export const slip = (over: Partial<SlipShape>): SlipShape => ({
  kind: 'single',
  legs: [],
  stakes: {},
  series: [],
  mon: 10,
  msl: 10,
  ...over,
});

export const A = testLeg(1, 101, 2);
export const B = testLeg(2, 201, 3);
export const C = testLeg(3, 301, 4);
export const series = (sn: number, bets: number, min = 10, max = 1000): SlipSeries => ({ sn, bets, min, max });
/** Three legs as the check offers them: three doubles and one treble. */
export const SERIES_3 = [series(2003, 3), series(3001, 1)];
