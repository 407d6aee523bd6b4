import { describe, expect, it } from 'vitest';
import { variantDefaults } from '../../config/variant';
import { formatMoney, formatMoneyWithCode, memberCurrency } from './money';

const LOCALES = ['vi', 'zh-cn', 'en', 'th'] as const;

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

  it('follows the language for each currency', () => {
    expect(LOCALES.map((l) => formatMoney(1500000, 'VND', l))).toEqual([
      '1.500.000\u00a0₫',
      '₫1,500,000',
      '₫1,500,000',
      '₫1,500,000',
    ]);
    expect(LOCALES.map((l) => formatMoney(88.8, 'CNY', l))).toEqual(['88,80\u00a0¥', '¥88.80', '¥88.80', '¥88.80']);
    expect(LOCALES.map((l) => formatMoney(1234, 'USD', l))).toEqual(['1.234\u00a0$', '$1,234', '$1,234', '$1,234']);
    expect(LOCALES.map((l) => formatMoney(25.5, 'USDT', l))).toEqual([
      '25,5 USDT',
      '25.5 USDT',
      '25.5 USDT',
      '25.5 USDT',
    ]);
  });

  it('accepts numeric strings and counts anything else as 0', () => {
    expect(formatMoney('1,000.5', 'USD', 'en')).toBe('$1,000.50');
    expect(formatMoney(null, 'VND', 'en')).toBe('₫0');
  });
});

describe('formatMoneyWithCode', () => {
  it('writes the amount, then the code as given', () => {
    expect(LOCALES.map((l) => formatMoneyWithCode(100000, 'VND', l))).toEqual([
      '100.000 VND',
      '100,000 VND',
      '100,000 VND',
      '100,000 VND',
    ]);
    expect(formatMoneyWithCode(25.5, ' usdt ', 'en')).toBe('25.5 USDT');
    expect(formatMoneyWithCode(25.5, '', 'en')).toBe('25.5');
  });
});

describe('memberCurrency', () => {
  it('is the registration currency once the profile has one', () => {
    expect(memberCurrency('USDT', variantDefaults('cn').defaultCurrency)).toBe('USDT');
  });

  it("is the build variant's currency before the profile loads: CNY in the cn build, VND in the vietnam build", () => {
    expect(memberCurrency(undefined, variantDefaults('cn').defaultCurrency)).toBe('CNY');
    expect(memberCurrency(null, variantDefaults('vietnam').defaultCurrency)).toBe('VND');
  });
});
