import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-cache';

describe('intl-cache', () => {
  it('returns the same number formatter for the same locale and options', () => {
    const a = numberFormat('vi', { maximumFractionDigits: 2 });
    expect(numberFormat('vi', { maximumFractionDigits: 2 })).toBe(a);
    expect(numberFormat('th', { maximumFractionDigits: 2 })).not.toBe(a);
    expect(numberFormat('vi', { maximumFractionDigits: 1 })).not.toBe(a);
    expect(numberFormat('vi')).toBe(numberFormat('vi', {}));
  });

  it('returns the same date formatter for the same locale and options', () => {
    const a = dateTimeFormat('zh-cn', { hour: '2-digit', timeZone: 'UTC' });
    expect(dateTimeFormat('zh-cn', { hour: '2-digit', timeZone: 'UTC' })).toBe(a);
    expect(dateTimeFormat('zh-cn', { hour: '2-digit', timeZone: 'Asia/Shanghai' })).not.toBe(a);
    // An absent zone and `timeZone: undefined` both mean the device's zone.
    expect(dateTimeFormat('zh-cn', { hour: '2-digit', timeZone: undefined })).toBe(
      dateTimeFormat('zh-cn', { hour: '2-digit' }),
    );
  });

  it('builds with en-US for a locale tag Intl rejects', () => {
    expect(numberFormat('not a locale!').resolvedOptions().locale).toBe('en-US');
    expect(numberFormat('not a locale!')).toBe(numberFormat('not a locale!'));
  });

  it('lets a bad option through to the caller', () => {
    expect(() => dateTimeFormat('en', { timeZone: 'Nowhere/Special' })).toThrow(RangeError);
  });
});
