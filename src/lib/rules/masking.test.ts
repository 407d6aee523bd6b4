import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { maskCard, maskName, maskPhone } from './masking';

describe('maskPhone', () => {
  it('keeps the first 3 and last 4 digits of an 11-digit number', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });

  it('keeps the last 2 digits of a 6-character value', () => {
    expect(maskPhone('123456')).toBe('123*56');
  });

  it('keeps the last 3 digits of a 7-character value', () => {
    expect(maskPhone('1234567')).toBe('123*567');
  });

  it('keeps the last 4 digits of an 8-character value (nothing hidden beyond one char)', () => {
    expect(maskPhone('12345678')).toBe('123*5678');
  });

  it('accepts numbers and trims whitespace', () => {
    expect(maskPhone(912345678)).toBe('912**5678');
    expect(maskPhone('  0912345678 ')).toBe('091***5678');
  });

  it('never shows a short value whole', () => {
    expect(maskPhone('12345')).toBe('1****');
    expect(maskPhone('1')).toBe('1');
    expect(maskPhone('')).toBe('');
    expect(maskPhone(null)).toBe('');
    expect(maskPhone(undefined)).toBe('');
  });

  it('keeps the length and hides at least one character (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{6,20}$/), (phone) => {
        const masked = maskPhone(phone);
        expect(masked).toHaveLength(phone.length);
        expect(masked.slice(0, 3)).toBe(phone.slice(0, 3));
        expect(masked).toContain('*');
        const tail = phone.length === 6 ? 2 : phone.length === 7 ? 3 : 4;
        expect(masked.slice(-tail)).toBe(phone.slice(-tail));
        expect(masked.slice(3, phone.length - tail)).toMatch(/^\*+$/);
      }),
    );
  });
});

describe('maskName', () => {
  it('shows first char, two stars and last char', () => {
    expect(maskName('Nguyen')).toBe('N**n');
    expect(maskName('张三丰')).toBe('张**丰');
  });

  it('handles one- and two-character names without revealing them whole', () => {
    expect(maskName('A')).toBe('A**');
    expect(maskName('张三')).toBe('张**');
  });

  it('works on code points, not UTF-16 units', () => {
    expect(maskName('😀abc😎')).toBe('😀**😎');
  });

  it('returns empty text for empty input', () => {
    expect(maskName('')).toBe('');
    expect(maskName('   ')).toBe('');
    expect(maskName(undefined)).toBe('');
  });
});

describe('maskCard', () => {
  it('shows the last 4 digits only', () => {
    expect(maskCard('6222 0212 3456 1234')).toBe('**** 1234');
    expect(maskCard(6222021234561234)).toBe('**** 1234');
  });

  it('shows nothing when there are fewer than 4 digits', () => {
    expect(maskCard('12')).toBe('****');
    expect(maskCard(null)).toBe('****');
  });

  it('never leaks more than 4 digits (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9 -]{0,30}$/), (card) => {
        const digits = (maskCard(card).match(/\d/g) ?? []).length;
        expect(digits).toBeLessThanOrEqual(4);
      }),
    );
  });
});
