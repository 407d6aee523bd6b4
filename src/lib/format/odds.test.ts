import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatOdds, isLocked, isOddsFormat, ODDS_FORMAT, toDisplayOdds } from './odds';

describe('toDisplayOdds / formatOdds', () => {
  it('shows European odds as they are, with 2 decimals', () => {
    expect(formatOdds(1.95, ODDS_FORMAT.european)).toBe('1.95');
    expect(formatOdds(2, ODDS_FORMAT.european)).toBe('2.00');
    expect(toDisplayOdds(3.456, ODDS_FORMAT.european)).toBe(3.46);
  });

  it('shows Hong Kong odds as European minus 1', () => {
    expect(formatOdds(1.95, ODDS_FORMAT.hongKong)).toBe('0.95');
    expect(formatOdds(2.1, ODDS_FORMAT.hongKong)).toBe('1.10');
    expect(toDisplayOdds(1.01, ODDS_FORMAT.hongKong)).toBe(0.01);
  });

  it('gives empty text for locked or broken odds', () => {
    expect(formatOdds(-1.95, ODDS_FORMAT.european)).toBe('');
    expect(formatOdds(Number.NaN, ODDS_FORMAT.european)).toBe('');
    expect(formatOdds(Number.POSITIVE_INFINITY, ODDS_FORMAT.hongKong)).toBe('');
  });

  it('Hong Kong is always exactly 1.00 below European for 2-decimal odds (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 100_000 }), (hundredths) => {
        const european = hundredths / 100;
        const eu = Number(formatOdds(european, ODDS_FORMAT.european));
        const hk = Number(formatOdds(european, ODDS_FORMAT.hongKong));
        expect(Math.round((eu - hk) * 100)).toBe(100);
        expect(formatOdds(european, ODDS_FORMAT.european)).toMatch(/^\d+\.\d{2}$/);
      }),
    );
  });
});

describe('isLocked', () => {
  it('is true only below 0', () => {
    expect(isLocked(-0.01)).toBe(true);
    expect(isLocked(0)).toBe(false);
    expect(isLocked(1.5)).toBe(false);
  });
});

describe('isOddsFormat', () => {
  it('accepts 1 and 2 only', () => {
    expect(isOddsFormat(1)).toBe(true);
    expect(isOddsFormat(2)).toBe(true);
    expect(isOddsFormat(3)).toBe(false);
    expect(isOddsFormat('1')).toBe(false);
  });
});
