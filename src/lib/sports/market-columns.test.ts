import { describe, expect, it } from 'vitest';
import { SPORTS } from './sport-catalog';
import { OPTION_TYPES, columnsOf, hasHalfColumns, listMarkets, marketColumns, outrightColumn } from './market-columns';

const pairs = (sid: number, scope: 'full' | 'half') => columnsOf(sid, scope).map((c) => [c.mty, c.pe]);

describe('market columns (main columns per sport)', () => {
  it('soccer: 1005, 1000, 1007 on full game 1001 and on the half 1002', () => {
    expect(pairs(1, 'full')).toEqual([
      [1005, 1001],
      [1000, 1001],
      [1007, 1001],
    ]);
    expect(pairs(1, 'half')).toEqual([
      [1005, 1002],
      [1000, 1002],
      [1007, 1002],
    ]);
    expect(columnsOf(1, 'full').map((c) => c.kind)).toEqual(['winner3', 'handicap', 'total']);
  });

  it('basketball: 3004, 3002, 3003 on 3001 and on the half 3003', () => {
    expect(pairs(3, 'full')).toEqual([
      [3004, 3001],
      [3002, 3001],
      [3003, 3001],
    ]);
    expect(pairs(3, 'half')).toEqual([
      [3004, 3003],
      [3002, 3003],
      [3003, 3003],
    ]);
  });

  it('tennis: 5001 to 5004; cricket: 14001, 14006 (odd/even), 14003', () => {
    expect(pairs(5, 'full')).toEqual([
      [5001, 5001],
      [5002, 5001],
      [5003, 5001],
      [5004, 5001],
    ]);
    expect(pairs(14, 'full')).toEqual([
      [14001, 14001],
      [14006, 14001],
      [14003, 14001],
    ]);
    expect(columnsOf(14, 'full')[1]!.kind).toBe('oddEven');
    expect(hasHalfColumns(5)).toBe(false);
  });

  it('the other sports use the main markets the simulator marks (B+1 winner, B+2 handicap, B+3 total)', () => {
    expect(pairs(177, 'full')).toEqual([
      [177005, 177001],
      [177000, 177001],
      [177007, 177001],
    ]);
    expect(pairs(178, 'half')).toEqual([
      [178004, 178003],
      [178002, 178003],
      [178003, 178003],
    ]);
    for (const sid of [13, 47, 15, 51, 16, 7, 2])
      expect(pairs(sid, 'full')).toEqual([
        [sid * 1000 + 1, sid * 1000 + 1],
        [sid * 1000 + 2, sid * 1000 + 1],
        [sid * 1000 + 3, sid * 1000 + 1],
      ]);
    expect(pairs(19, 'full')).toEqual([
      [19001, 19001],
      [19003, 19001],
      [19009, 19001],
    ]);
    expect(pairs(8, 'half')).toEqual([
      [8001, 8002],
      [8002, 8002],
      [8003, 8002],
    ]);
    expect(columnsOf(4, 'full')[0]!.kind).toBe('winner3');
    expect(columnsOf(6, 'full')[0]!.kind).toBe('winner');
  });

  it('every sport has columns whose selection types follow the kind', () => {
    for (const sport of SPORTS) {
      const columns = marketColumns(sport.id);
      expect(columns.length).toBeGreaterThan(0);
      for (const c of columns) expect(c.options).toEqual(OPTION_TYPES[c.kind]);
    }
    expect(OPTION_TYPES.winner3).toEqual([1, 3, 2]);
    expect(OPTION_TYPES.total).toEqual([4, 5]);
  });

  it('only handicap and total buttons carry their line', () => {
    for (const c of marketColumns(1)) expect(c.showsLine).toBe(c.kind === 'handicap' || c.kind === 'total');
  });

  it('turns the columns into the getList markets body, and knows the outright market', () => {
    expect(listMarkets(3)[0]).toEqual({ marketType: 3004, period: 3001 });
    expect(listMarkets(1)).toHaveLength(6);
    expect(outrightColumn(1)).toEqual({ mty: 1500, pe: 1001 });
    expect(outrightColumn(5)).toEqual({ mty: 5500, pe: 5001 });
  });
});
