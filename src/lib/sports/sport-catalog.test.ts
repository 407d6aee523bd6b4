import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GAME_ORDER,
  SPORT,
  SPORTS,
  orderedSports,
  parseGameOrder,
  resolveGameOrder,
  sportInfo,
  sportInfoOrGeneric,
} from './sport-catalog';

const SPEC_IDS = [1, 3, 177, 178, 5, 7, 13, 47, 15, 19, 16, 6, 4, 2, 51, 8, 14, 100];

describe('sport catalogue', () => {
  it('knows the 17 sports and the Olympic id, each with a translation key', () => {
    expect(SPORTS.map((s) => s.id).sort((a, b) => a - b)).toEqual([...SPEC_IDS].sort((a, b) => a - b));
    for (const s of SPORTS) expect(s.nameKey).toBe(`sport.${s.id}`);
  });

  it('uses base 1000 for soccer, 3000 for basketball and sid * 1000 for the others', () => {
    expect(sportInfo(SPORT.soccer)!.base).toBe(1000);
    expect(sportInfo(SPORT.basketball)!.base).toBe(3000);
    for (const s of SPORTS) if (s.id !== 1 && s.id !== 3) expect(s.base).toBe(s.id * 1000);
  });

  it('describes an unknown sport generically instead of failing', () => {
    expect(sportInfoOrGeneric(999)).toMatchObject({ id: 999, base: 999_000, clockCodes: 'generic' });
  });
});

describe('game order', () => {
  it('parses a comma list, keeping known ids once, in order', () => {
    expect(parseGameOrder(' 3, 1,x,,3,999, 5 ')).toEqual([3, 1, 5]);
    expect(parseGameOrder(null)).toEqual([]);
    expect(parseGameOrder('')).toEqual([]);
  });

  it('prefers the maintenance config, then the user, then the default', () => {
    expect(resolveGameOrder('5,1', '3,1').slice(0, 2)).toEqual([5, 1]);
    expect(resolveGameOrder(undefined, '3,1').slice(0, 2)).toEqual([3, 1]);
    expect(resolveGameOrder('', null)).toEqual(resolveGameOrder(DEFAULT_GAME_ORDER));
    // A config naming no known sport does not count as a choice.
    expect(resolveGameOrder('999,abc', '7').slice(0, 1)).toEqual([7]);
  });

  it('appends the sports an order leaves out, so none is ever hidden (the Olympic id is in no default)', () => {
    const order = resolveGameOrder('14,1');
    expect(order.slice(0, 2)).toEqual([14, 1]);
    expect([...order].sort((a, b) => a - b)).toEqual([...SPEC_IDS].sort((a, b) => a - b));
    expect(resolveGameOrder(null, null)).toContain(100);
    expect(orderedSports('3').map((s) => s.id)[0]).toBe(3);
  });

  it('defaults to the provider order the simulator also uses', () => {
    expect(resolveGameOrder(null, null).slice(0, 17)).toEqual(DEFAULT_GAME_ORDER.split(',').map(Number));
  });
});
