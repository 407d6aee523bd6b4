import { describe, expect, it } from 'vitest';
import { checkConfirm, checkPassword, checkPhone, checkSmsCode, checkUserName } from './auth-rules';

describe('auth rules', () => {
  it.each([
    ['demo', null],
    ['a1b2c3', null],
    ['', 'required'],
    ['abc', 'userNameRule'],
    ['1abc', 'userNameRule'],
    ['abcdefghijklmnopq', 'userNameRule'],
    ['ab_cd', 'userNameRule'],
  ])('user name %j -> %s', (v, e) => expect(checkUserName(v)).toBe(e));

  it.each([
    ['demo1234', null],
    ['', 'required'],
    ['abcdef', 'passwordRule'],
    ['123456', 'passwordRule'],
    ['a1', 'passwordRule'],
    ['a1'.repeat(11), 'passwordRule'],
    ['pass word1', 'passwordRule'],
  ])('password %j -> %s', (v, e) => expect(checkPassword(v)).toBe(e));

  it('confirms the password', () => {
    expect(checkConfirm('abc123', 'abc123')).toBeNull();
    expect(checkConfirm('abc123', 'abc124')).toBe('passwordMismatch');
    expect(checkConfirm('abc123', '')).toBe('required');
  });

  it('checks phone and SMS code shapes', () => {
    expect(checkPhone('0912345678')).toBeNull();
    expect(checkPhone('09-1234')).toBe('phoneRule');
    expect(checkSmsCode('123456')).toBeNull();
    expect(checkSmsCode('12345')).toBe('smsRule');
  });
});
