import { describe, expect, it } from 'vitest';
import { legResult, scopeScore } from './settle';
import {
  choose,
  combinations,
  FACTORS,
  foldOf,
  maxReturn,
  seriesOdds,
  seriesOf,
  seriesReturn,
  seriesValue,
} from './series';
import { seriesLimits, stakeLimits } from './limits';
import { RE } from './types';
import { sportOf } from '../sports/catalog';
import type { Kind, SimMatch } from '../sports/types';

const s = (home: number, away: number) => ({ home, away });

describe('settlement of one leg from the final score', () => {
  // [kind, line, ty, home, away, result]
  const table: [Kind, number, number, number, number, number][] = [
    ['1x2', 0, 1, 2, 1, RE.won],
    ['1x2', 0, 3, 2, 1, RE.lost],
    ['1x2', 0, 3, 1, 1, RE.won],
    ['1x2', 0, 2, 0, 3, RE.won],
    ['ml', 0, 1, 101, 99, RE.won],
    ['ml', 0, 2, 101, 99, RE.lost],
    ['ml', 0, 1, 1, 1, RE.void],
    ['dnb', 0, 2, 0, 0, RE.void],
    ['dnb', 0, 2, 0, 1, RE.won],
    ['ah', -0.5, 1, 1, 0, RE.won],
    ['ah', -0.5, 2, 1, 0, RE.lost],
    ['ah', -1, 1, 1, 0, RE.void],
    ['ah', -1, 2, 1, 0, RE.void],
    ['ah', -1, 1, 3, 1, RE.won],
    ['ah', 1.5, 2, 3, 1, RE.lost], // home +1.5 at 3:1: the away side loses
    ['ah', 1.5, 2, 0, 3, RE.won],
    // Quarter lines: half on each neighbouring line.
    ['ah', -0.25, 1, 1, 1, RE.halfLost], // -0 void, -0.5 lost
    ['ah', -0.25, 2, 1, 1, RE.halfWon],
    ['ah', -0.75, 1, 1, 0, RE.halfWon], // -0.5 won, -1 void
    ['ah', -0.75, 2, 1, 0, RE.halfLost],
    ['ah', -0.75, 1, 2, 0, RE.won],
    ['ah', 0.25, 1, 0, 0, RE.halfWon],
    ['ah', 0.25, 1, 0, 1, RE.lost],
    ['ou', 2.5, 4, 2, 1, RE.won],
    ['ou', 2.5, 5, 2, 1, RE.lost],
    ['ou', 3, 4, 2, 1, RE.void],
    ['ou', 2.25, 4, 1, 1, RE.halfLost], // 2 void, 2.5 lost
    ['ou', 2.25, 5, 1, 1, RE.halfWon],
    ['ou', 2.75, 4, 2, 1, RE.halfWon], // 2.5 won, 3 void
    ['ou', 2.75, 5, 2, 1, RE.halfLost],
    ['oe', 0, 7, 2, 1, RE.won],
    ['oe', 0, 6, 2, 1, RE.lost],
    ['oe', 0, 6, 0, 0, RE.won],
    ['dc', 0, 50, 1, 1, RE.won],
    ['dc', 0, 51, 1, 1, RE.lost],
    ['dc', 0, 52, 0, 2, RE.won],
    ['dc', 0, 50, 0, 2, RE.lost],
    ['eh', -1, 1, 2, 1, RE.lost], // 2-1-1 = 0: the handicap draw
    ['eh', -1, 3, 2, 1, RE.won],
    ['eh', -1, 2, 1, 1, RE.won],
    ['eh', 1, 1, 1, 1, RE.won],
    ['outright', 0, 100, 1, 0, RE.void],
  ];
  it.each(table)('%s line %s option %s at %s:%s -> %s', (kind, line, ty, home, away, want) => {
    expect(legResult(kind, line, ty, s(home, away))).toBe(want);
  });

  it('yes/no is decided only when the score tells, and no score is void', () => {
    expect(legResult('yn', 0, 9, { home: 1, away: 0, yes: false })).toBe(RE.won);
    expect(legResult('yn', 0, 8, { home: 1, away: 0, yes: false })).toBe(RE.lost);
    expect(legResult('yn', 0, 8, s(1, 0))).toBe(RE.void);
    expect(legResult('1x2', 0, 1, null)).toBe(RE.void);
  });

  it('reads the score of the market scope: halves, regulation, corners, sets, boxing rounds', () => {
    const soccer = {
      ms: 0,
      periods: 2,
      score: {
        per: [
          [2, 0],
          [0, 3],
        ],
        corners: [7, 4],
        cornersH1: [3, 1],
        yellow: [0, 0],
        red: [0, 0],
      },
    } as unknown as SimMatch;
    expect(scopeScore(soccer, sportOf(1), 'ft')).toEqual(s(2, 3));
    expect(scopeScore(soccer, sportOf(1), 'h1')).toEqual(s(2, 0));
    expect(scopeScore(soccer, sportOf(1), 'cft')).toEqual(s(7, 4));
    expect(scopeScore(soccer, sportOf(1), 'ch1')).toEqual(s(3, 1));
    expect(scopeScore({ ...soccer, ms: 5 } as SimMatch, sportOf(1), 'ft')).toBeNull();
    const hoops = {
      ms: 0,
      periods: 4,
      score: {
        per: [
          [20, 22],
          [25, 20],
          [18, 19],
          [20, 22],
          [12, 8],
        ],
      },
    } as unknown as SimMatch;
    expect(scopeScore(hoops, sportOf(3), 'ft')).toEqual(s(95, 91));
    expect(scopeScore(hoops, sportOf(3), 'reg')).toEqual(s(83, 83));
    expect(scopeScore(hoops, sportOf(3), 'h1')).toEqual(s(45, 42));
    expect(scopeScore(hoops, sportOf(3), 'q1')).toEqual(s(20, 22));
    const tennis = {
      ms: 0,
      periods: 3,
      clock: { phase: 'ended', period: 3 },
      score: {
        per: [
          [6, 4],
          [3, 6],
          [7, 6],
        ],
      },
    } as unknown as SimMatch;
    expect(scopeScore(tennis, sportOf(5), 'ft')).toEqual(s(2, 1));
    expect(scopeScore(tennis, sportOf(5), 'pts')).toEqual(s(16, 16));
    expect(scopeScore(tennis, sportOf(5), 's1')).toEqual(s(6, 4));
    const ko = {
      ms: 0,
      periods: 12,
      score: {
        per: [
          [0, 0],
          [0, 0],
          [0, 0],
          [0, 1],
        ],
      },
    } as unknown as SimMatch;
    expect(scopeScore(ko, sportOf(19), 'ft')).toEqual({ home: 0, away: 1, total: 4, yes: false });
    expect(legResult('ou', 6.5, 5, scopeScore(ko, sportOf(19), 'ft'))).toBe(RE.won);
  });
});

describe('series arithmetic', () => {
  it('counts and names the series n legs can form', () => {
    expect(choose(4, 2)).toBe(6);
    expect(choose(10, 5)).toBe(252);
    expect(combinations(4, 2)).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
    expect(seriesValue(2, 3)).toBe(2003);
    expect(seriesOf(3)).toEqual([
      { k: 2, sn: 2003, count: 3 },
      { k: 3, sn: 3001, count: 1 },
    ]);
    expect(seriesOf(2)).toEqual([{ k: 2, sn: 2001, count: 1 }]);
    expect(foldOf(2003, 3)).toBe(2);
    expect(foldOf(3001, 3)).toBe(3);
    expect(foldOf(2001, 3)).toBeUndefined();
    expect(foldOf(4001, 3)).toBeUndefined();
    expect(foldOf(1001, 3)).toBeUndefined();
  });

  it('sodd sums the products of the odds over the combinations', () => {
    // 1.5*2 + 1.5*3 + 2*3 = 3 + 4.5 + 6
    expect(seriesOdds([1.5, 2, 3], 2)).toBe(13.5);
    expect(seriesOdds([1.5, 2, 3], 3)).toBe(9);
    expect(seriesOdds([1.91, 1.87], 2)).toBe(3.57); // 3.5717 floored
  });

  it('returns are exact to the minor unit, each bet floored', () => {
    // 33,333 at 1.91 x 1.87 = 119,055.0 (33,333 * 35,717 / 10,000 = 119,055.5 -> 119,055)
    expect(maxReturn(33_333, [1.91, 1.87], 2)).toBe(119_055);
    // Three doubles, leg 3 lost: only the double of legs 1 and 2 returns.
    const f = [FACTORS.won(1.5), FACTORS.won(2), FACTORS.lost];
    expect(seriesReturn(10_000, f, 2)).toBe(30_000);
    // Half won at 1.9 = (1 + 1.9) / 2 = 1.45; void = 1.
    expect(seriesReturn(10_000, [FACTORS.halfWon(1.9), FACTORS.void], 2)).toBe(14_500);
    expect(seriesReturn(10_000, [FACTORS.halfLost], 1)).toBe(5_000);
    // Ten legs at 1.99: the product keeps its precision (BigInt).
    expect(maxReturn(10_000, new Array(10).fill(1.99), 10)).toBe(
      Math.floor(Number((10_000n * 199n ** 10n) / 100n ** 10n)),
    );
  });
});

describe('stake limits', () => {
  it('VND: 10,000 minimum; the cap falls as the odds rise; live takes half', () => {
    expect(stakeLimits('VND', 1.9, false)).toEqual({ smin: 10_000, smax: 50_000_000 });
    expect(stakeLimits('VND', 9, false)).toEqual({ smin: 10_000, smax: 25_000_000 });
    expect(stakeLimits('VND', 41, false)).toEqual({ smin: 10_000, smax: 5_000_000 });
    expect(stakeLimits('VND', 9, true)).toEqual({ smin: 10_000, smax: 12_500_000 });
    expect(stakeLimits('VND', 3.33, false).smax % 1000).toBe(0);
  });

  it('a series unit stake is capped by its legs and by the win cap over its profit', () => {
    expect(seriesLimits('VND', [50_000_000, 50_000_000], 4, 1)).toEqual({ mi: 10_000, mx: 50_000_000 });
    // profit per unit 15.68 - 1 = 14.68: 200,000,000 / 14.68 = 13,623,978 -> 13,623,000
    expect(seriesLimits('VND', [50_000_000, 50_000_000], 15.68, 1)).toEqual({ mi: 10_000, mx: 13_623_000 });
    expect(seriesLimits('VND', [2_000_000, 50_000_000], 3, 1).mx).toBe(2_000_000);
  });
});
