import { describe, expect, it } from 'vitest';
// The simulator's catalog is the reference for which tab each plan belongs to: if a plan moves
// tab (or a sport gains a plan) without this mapping following, this test says so.
import { SPORTS } from '../../../simulator/sports/catalog';
import { outrightMty } from '../../../simulator/sports/period-codes';
import { TAB_KEYS, detailTabs, groupTab, isTabKey, tabOf } from './market-tabs';

describe('tabOf', () => {
  it('reproduces the tab of every market plan of every simulated sport', () => {
    const mismatches: string[] = [];
    for (const sport of SPORTS) {
      for (const plan of sport.plans) {
        const tab = tabOf(sport.sid, plan.mty, plan.pe);
        if (tab !== plan.tab)
          mismatches.push(`sid ${sport.sid} mty ${plan.mty} pe ${plan.pe}: ${tab}, plan says ${plan.tab}`);
      }
      const outright = tabOf(sport.sid, outrightMty(sport), sport.base + 1);
      if (outright !== 'p') mismatches.push(`sid ${sport.sid} outright: ${outright}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('maps the contract soccer and basketball codes', () => {
    expect(tabOf(1, 1005, 1001)).toBe('p');
    expect(tabOf(1, 1000, 1001)).toBe('p');
    expect(tabOf(1, 1007, 1001)).toBe('p');
    expect(tabOf(1, 1005, 1002)).toBe('f');
    expect(tabOf(1, 1007, 1003)).toBe('f');
    expect(tabOf(1, 1009, 1001)).toBe('c');
    expect(tabOf(1, 1010, 1002)).toBe('c');
    expect(tabOf(1, 1012, 1001)).toBe('h');
    expect(tabOf(3, 3004, 3001)).toBe('p');
    expect(tabOf(3, 3002, 3003)).toBe('f');
    expect(tabOf(3, 3003, 3006)).toBe('qu');
    expect(tabOf(3, 3001, 3002)).toBe('h');
  });

  it('keeps set markets apart per sport', () => {
    expect(tabOf(5, 5004, 5001)).toBe('p'); // tennis set handicap is a main column
    expect(tabOf(13, 13004, 13001)).toBe('set'); // volleyball set handicap is a detail market
    expect(tabOf(15, 15001, 15012)).toBe('set'); // second-set winner
    expect(tabOf(14, 14006, 14001)).toBe('p'); // cricket odd/even is a main column
    expect(tabOf(7, 7008, 7001)).toBe('h'); // baseball odd/even is not
    expect(tabOf(2, 2005, 2001)).toBe('h'); // ice hockey 3-way regulation
    expect(tabOf(4, 4001, 4002)).toBe('f'); // rugby first-half winner
  });

  it('puts unknown codes and codes of another sport under "other"', () => {
    expect(tabOf(1, 1099, 1001)).toBe('o');
    expect(tabOf(1, 3004, 3001)).toBe('o');
    expect(tabOf(3, 3050, 3001)).toBe('o');
    expect(tabOf(6, 6077, 6001)).toBe('o');
    expect(tabOf(1, 999, 1001)).toBe('o');
  });
});

describe('groupTab', () => {
  it('trusts a valid tab carried in the record and ignores an invalid one', () => {
    expect(groupTab(1, { mty: 1005, pe: 1001, tab: 'cs' })).toBe('cs');
    expect(groupTab(1, { mty: 1005, pe: 1001, tab: 'nope' })).toBe('p');
    expect(groupTab(1, { mty: 1005, pe: 1001, tab: 7 })).toBe('p');
  });

  it('knows exactly the market group tab keys', () => {
    expect(TAB_KEYS).toHaveLength(20);
    expect(isTabKey('1st')).toBe(true);
    expect(isTabKey('all')).toBe(false);
  });
});

describe('detailTabs', () => {
  const group = (mty: number, pe: number, ss: number[] = [1]) => ({ mty, pe, mks: ss.map((s) => ({ ss: s })) });

  it('lists tabs in key order with their groups in record order, only those with markets', () => {
    const groups = [
      group(1009, 1001),
      group(1005, 1002),
      group(1005, 1001),
      group(1012, 1001, [-1]),
      group(1000, 1001),
      group(1008, 1001, []),
    ];
    const tabs = detailTabs(1, groups);
    expect(tabs.map((t) => t.key)).toEqual(['p', 'c', 'f']);
    expect(tabs[0]!.groups).toEqual([groups[2], groups[4]]);
  });

  it('shows suspended markets (ss 0) but not markets off sale (ss -1)', () => {
    expect(detailTabs(1, [group(1006, 1001, [0])]).map((t) => t.key)).toEqual(['h']);
    expect(detailTabs(1, [group(1006, 1001, [-1, -1])])).toEqual([]);
  });
});
