import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letter of up to max words, upper-cased', () => {
    expect(initialsOf('Dragon Tiger')).toBe('DT');
    expect(initialsOf('lucky koi fortune')).toBe('LK');
    expect(initialsOf('Anchor Linh', 1)).toBe('A');
    expect(initialsOf('demo', 1)).toBe('D');
  });

  it('keeps Vietnamese letters whole, composed or not, and skips punctuation', () => {
    expect(initialsOf('Xóc Đĩa')).toBe('XĐ');
    expect(initialsOf('\u0065\u0301p (rồng)')).toBe('ÉR');
    expect(initialsOf('  "Tiến"   Lên ')).toBe('TL');
  });

  it('reads scripts without case and gives nothing for a name without letters', () => {
    expect(initialsOf('龙虎 斗')).toBe('龙斗');
    expect(initialsOf('!!! ...')).toBe('');
    expect(initialsOf('')).toBe('');
    expect(initialsOf(undefined)).toBe('');
  });
});
