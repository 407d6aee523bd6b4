import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatAmount, formatMoney } from './number-format';

describe('formatAmount', () => {
  it('adds thousands separators and keeps at most 2 decimals', () => {
    expect(formatAmount(1234567.891)).toBe('1,234,567.89');
    expect(formatAmount(1000)).toBe('1,000');
    expect(formatAmount(0.5)).toBe('0.5');
    expect(formatAmount(-2500.126)).toBe('-2,500.13');
  });

  it('accepts numeric strings, including ones with separators', () => {
    expect(formatAmount('98765.4')).toBe('98,765.4');
    expect(formatAmount('1,000.25')).toBe('1,000.25');
  });

  it('treats missing or non-numeric values as 0', () => {
    expect(formatAmount(null)).toBe('0');
    expect(formatAmount(undefined)).toBe('0');
    expect(formatAmount('abc')).toBe('0');
    expect(formatAmount('')).toBe('0');
    expect(formatAmount(Number.NaN)).toBe('0');
    expect(formatAmount(Number.POSITIVE_INFINITY)).toBe('0');
  });

  it('follows the locale', () => {
    expect(formatAmount(1234.5, 'vi')).toBe('1.234,5');
    expect(formatAmount(1234.5, 'zh-cn')).toBe('1,234.5');
  });

  it('falls back to en-US for an invalid locale tag', () => {
    expect(formatAmount(1234.5, 'not a locale!')).toBe('1,234.5');
  });

  it('never shows more than 2 decimals and round-trips within 0.005 (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (n) => {
        const text = formatAmount(n);
        const [, decimals = ''] = text.split('.');
        expect(decimals.length).toBeLessThanOrEqual(2);
        expect(Math.abs(Number(text.replace(/,/g, '')) - n)).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
    );
  });
});

describe('formatMoney', () => {
  it('formats USD and CNY with their symbols and 2 decimals when fractional', () => {
    expect(formatMoney(1234.5, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatMoney(1234, 'USD', 'en-US')).toBe('$1,234');
    expect(formatMoney(88.8, 'CNY', 'zh-cn')).toBe('¥88.80');
  });

  it('formats VND without forced decimals', () => {
    expect(formatMoney(1500000, 'VND', 'vi')).toBe('1.500.000\u00a0₫');
    expect(formatMoney(12.5, 'vnd', 'en-US')).toBe('₫12.5');
  });

  it('writes USDT and unknown codes after the amount', () => {
    expect(formatMoney(1000.126, 'USDT', 'en-US')).toBe('1,000.13 USDT');
    expect(formatMoney(5, 'ABCD', 'en-US')).toBe('5 ABCD');
    expect(formatMoney(5, '', 'en-US')).toBe('5');
  });
});
