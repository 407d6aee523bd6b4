import { describe, expect, it } from 'vitest';
import { currencyIdFor } from './currency';

describe('currencyIdFor', () => {
  it.each([
    ['CNY', 1],
    ['VND', 1000],
    ['USD', 2],
    ['USDT', 200],
    ['EUR', 200],
  ] as const)('maps %s to %i', (code, id) => {
    expect(currencyIdFor(code)).toBe(id);
  });

  it('defaults to VND when the registration currency is missing', () => {
    expect(currencyIdFor(undefined)).toBe(1000);
    expect(currencyIdFor(null)).toBe(1000);
    expect(currencyIdFor('')).toBe(1000);
    expect(currencyIdFor('  ')).toBe(1000);
  });

  it('ignores case and surrounding spaces', () => {
    expect(currencyIdFor(' cny ')).toBe(1);
    expect(currencyIdFor('usd')).toBe(2);
  });
});
