import { describe, expect, it } from 'vitest';
import { firstHalfOf, halfTimeScore, periodScores } from './score-lines';

const line = (pe: number, sc: [number, number], tyg = 5) => ({ pe, tyg, sc });

describe('score lines', () => {
  it('reads soccer halves, corners and the half-time score', () => {
    const nsg = [
      line(1001, [2, 1]),
      line(1002, [1, 0]),
      line(1003, [1, 1]),
      line(1001, [6, 4], 6),
      line(1002, [2, 4], 6),
      line(1001, [2, 0], 7),
    ];
    expect(periodScores(1, nsg).map((p) => [p.n, p.unit, p.sc])).toEqual([
      [1, 'half', [1, 0]],
      [2, 'half', [1, 1]],
    ]);
    expect(halfTimeScore(1, nsg)).toEqual([1, 0]);
    expect(firstHalfOf(1, nsg, 6)).toEqual([2, 4]);
    expect(periodScores(177, [line(177002, [3, 0])])[0]!.sc).toEqual([3, 0]);
  });

  it('lists basketball quarters then overtime, never the half sums', () => {
    const nsg = [
      line(3001, [101, 99]),
      line(3009, [10, 8]),
      line(3006, [20, 24]),
      line(3005, [22, 19]),
      line(3003, [42, 43]),
      line(3002, [91, 91]),
    ];
    const periods = periodScores(3, nsg);
    expect(periods.map((p) => [p.n, p.overtime])).toEqual([
      [1, false],
      [2, false],
      [0, true],
    ]);
    expect(halfTimeScore(3, nsg)).toEqual([42, 43]);
  });

  it('reads designed sports: sets, innings, halves and quarters', () => {
    const tennis = [line(5001, [2, 1]), line(5013, [6, 1]), line(5011, [7, 5]), line(5012, [6, 7])];
    expect(periodScores(5, tennis).map((p) => [p.n, p.unit, p.sc])).toEqual([
      [1, 'set', [7, 5]],
      [2, 'set', [6, 7]],
      [3, 'set', [6, 1]],
    ]);
    expect(halfTimeScore(5, tennis)).toBeNull();
    expect(halfTimeScore(8, [line(8001, [30, 28]), line(8011, [14, 15]), line(8012, [16, 13])])).toEqual([14, 15]);
    expect(halfTimeScore(6, [line(6011, [7, 0]), line(6012, [3, 14]), line(6013, [0, 0])])).toEqual([10, 14]);
    expect(halfTimeScore(6, [line(6011, [7, 0])])).toBeNull();
    expect(periodScores(2, [line(2040, [1, 0]), line(2011, [1, 1])]).map((p) => p.overtime)).toEqual([false, true]);
  });

  it('ignores other score types and unknown codes', () => {
    expect(periodScores(1, [line(1002, [1, 0], 6), line(1009, [1, 1])])).toEqual([]);
    expect(halfTimeScore(1, [])).toBeNull();
  });
});
