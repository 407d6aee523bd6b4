import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LruSet } from './lru-set';

describe('LruSet', () => {
  it('evicts the oldest entry beyond its capacity', () => {
    const set = new LruSet<string>(2).add('a').add('b').add('c');
    expect(set.values()).toEqual(['b', 'c']);
    expect(set.has('a')).toBe(false);
    expect(set.size).toBe(2);
  });

  it('refreshes an entry that is added again', () => {
    const set = new LruSet<string>(2).add('a').add('b').add('a').add('c');
    expect(set.values()).toEqual(['a', 'c']);
  });

  it('deletes and clears', () => {
    const set = new LruSet<number>(3).add(1).add(2);
    expect(set.delete(1)).toBe(true);
    expect(set.delete(1)).toBe(false);
    set.clear();
    expect(set.size).toBe(0);
  });

  it('rejects a capacity below 1', () => {
    expect(() => new LruSet(0)).toThrow(RangeError);
    expect(() => new LruSet(1.5)).toThrow(RangeError);
  });

  it('never exceeds capacity and always holds the newest value (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 1 }),
        (max, values) => {
          const set = new LruSet<number>(max);
          for (const v of values) set.add(v);
          expect(set.size).toBeLessThanOrEqual(max);
          expect(set.has(values[values.length - 1] as number)).toBe(true);
          expect(set.size).toBe(Math.min(max, new Set(values).size));
        },
      ),
    );
  });
});
