import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountReason } from './amount-rule';

const vnd = { decimals: 0, min: 100_000, max: 300_000_000 };
const usdt = { decimals: 2, min: 10, max: 50_000 };

describe('amountReason', () => {
  it('names what is wrong with the text as typed', () => {
    expect(amountReason('', vnd)).toBe('empty');
    expect(amountReason('12a', vnd)).toBe('invalid');
    expect(amountReason('1.2.3', usdt)).toBe('invalid');
    expect(amountReason('150000.5', vnd)).toBe('tooManyDecimals');
    expect(amountReason('10.555', usdt)).toBe('tooManyDecimals');
    expect(amountReason('99999', vnd)).toBe('belowMin');
    expect(amountReason('300000001', vnd)).toBe('aboveMax');
    expect(amountReason('10.55', usdt)).toBeNull();
    expect(amountReason(' 100000 ', vnd)).toBeNull();
  });

  it('accepts every whole amount within the limits and refuses every one outside', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400_000_000 }), (n) => {
        const reason = amountReason(String(n), vnd);
        if (n < vnd.min) expect(reason).toBe('belowMin');
        else if (n > vnd.max) expect(reason).toBe('aboveMax');
        else expect(reason).toBeNull();
      }),
    );
  });
});
