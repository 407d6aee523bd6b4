import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatAmount, formatCompact, formatFixed, formatNumber, formatPercent } from './number';

const LOCALES = ['vi', 'zh-cn', 'en', 'th'] as const;

describe('formatAmount', () => {
  it('adds thousands separators and keeps at most 2 decimals', () => {
    expect(formatAmount(1234567.891, 'en-US')).toBe('1,234,567.89');
    expect(formatAmount(1000, 'en-US')).toBe('1,000');
    expect(formatAmount(0.5, 'en-US')).toBe('0.5');
    expect(formatAmount(-2500.126, 'en-US')).toBe('-2,500.13');
  });

  it('accepts numeric strings, including ones with separators', () => {
    expect(formatAmount('98765.4', 'en-US')).toBe('98,765.4');
    expect(formatAmount('1,000.25', 'en-US')).toBe('1,000.25');
  });

  it('treats missing or non-numeric values as 0', () => {
    expect(formatAmount(null, 'en-US')).toBe('0');
    expect(formatAmount(undefined, 'en-US')).toBe('0');
    expect(formatAmount('abc', 'en-US')).toBe('0');
    expect(formatAmount('', 'en-US')).toBe('0');
    expect(formatAmount(Number.NaN, 'en-US')).toBe('0');
    expect(formatAmount(Number.POSITIVE_INFINITY, 'en-US')).toBe('0');
  });

  it('follows the locale', () => {
    expect(LOCALES.map((l) => formatAmount(1234567.891, l))).toEqual([
      '1.234.567,89',
      '1,234,567.89',
      '1,234,567.89',
      '1,234,567.89',
    ]);
  });

  it('falls back to en-US for an invalid locale tag', () => {
    expect(formatAmount(1234.5, 'not a locale!')).toBe('1,234.5');
  });

  it('never shows more than 2 decimals and round-trips within 0.005 (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (n) => {
        const text = formatAmount(n, 'en-US');
        const [, decimals = ''] = text.split('.');
        expect(decimals.length).toBeLessThanOrEqual(2);
        expect(Math.abs(Number(text.replace(/,/g, '')) - n)).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
    );
  });
});

describe('formatNumber', () => {
  it('writes a number as Number.toLocaleString does, in the four languages', () => {
    expect(LOCALES.map((l) => formatNumber(12841, l))).toEqual(['12.841', '12,841', '12,841', '12,841']);
    for (const l of LOCALES) expect(formatNumber(1234567.891, l)).toBe((1234567.891).toLocaleString(l));
  });
});

describe('formatCompact', () => {
  it('shortens with one decimal at most', () => {
    expect(LOCALES.map((l) => formatCompact(12841, l))).toEqual(['12,8\u00a0N', '1.3万', '12.8K', '12.8K']);
    expect(formatCompact(950, 'en')).toBe('950');
  });
});

describe('formatPercent', () => {
  it('writes a ratio as a percentage with at most 2 decimals', () => {
    expect(LOCALES.map((l) => formatPercent(0.015, l))).toEqual(['1,5%', '1.5%', '1.5%', '1.5%']);
    expect(formatPercent(0.12345, 'en')).toBe('12.35%');
  });
});

describe('formatFixed', () => {
  it('writes exactly the decimals asked for, rounded, in each language', () => {
    expect(LOCALES.map((l) => formatFixed(0.73, 1, l))).toEqual(['0,7', '0.7', '0.7', '0.7']);
    expect(formatFixed(1, 1, 'en')).toBe('1.0');
    expect(formatFixed(2.96, 1, 'vi')).toBe('3,0');
  });
});
