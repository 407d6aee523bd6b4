import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decimalOnly, digitsOnly } from './input-filters';

describe('digitsOnly', () => {
  it('removes everything that is not a digit', () => {
    expect(digitsOnly('+84 (912) 345-678')).toBe('84912345678');
    expect(digitsOnly('1.5e3')).toBe('153');
    expect(digitsOnly('abc')).toBe('');
    expect(digitsOnly('１２３')).toBe('');
  });

  it('is idempotent and only keeps digits (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = digitsOnly(s);
        expect(out).toMatch(/^[0-9]*$/);
        expect(digitsOnly(out)).toBe(out);
      }),
    );
  });
});

describe('decimalOnly', () => {
  it('keeps digits and dots', () => {
    expect(decimalOnly('1,234.50 ₫')).toBe('1234.50');
    expect(decimalOnly('-0.5')).toBe('0.5');
    expect(decimalOnly('1.2.3')).toBe('1.2.3');
  });

  it('keeps every digit and dot in order (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(decimalOnly(s)).toBe([...s].filter((c) => /[0-9.]/.test(c)).join(''));
      }),
    );
  });
});
