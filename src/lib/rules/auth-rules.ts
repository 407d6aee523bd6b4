/**
 * Field rules for login, registration and phone forms. These match the
 * simulator's server-side checks (docs/decisions.md), so the form catches mistakes before a call.
 * Each returns an error key in the `auth` namespace, or null.
 */
export const USER_NAME = /^[a-zA-Z][a-zA-Z0-9]{3,15}$/;
export const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{6,20}$/;
export const PHONE = /^\d{6,15}$/;
export const SMS_CODE = /^\d{6}$/;

export type RuleError = 'required' | 'userNameRule' | 'passwordRule' | 'passwordMismatch' | 'phoneRule' | 'smsRule';

export function checkUserName(value: string): RuleError | null {
  if (!value.trim()) return 'required';
  return USER_NAME.test(value.trim()) ? null : 'userNameRule';
}

export function checkPassword(value: string): RuleError | null {
  if (!value) return 'required';
  return PASSWORD.test(value) ? null : 'passwordRule';
}

export function checkConfirm(password: string, confirm: string): RuleError | null {
  if (!confirm) return 'required';
  return password === confirm ? null : 'passwordMismatch';
}

export function checkPhone(value: string): RuleError | null {
  if (!value) return 'required';
  return PHONE.test(value) ? null : 'phoneRule';
}

export function checkSmsCode(value: string): RuleError | null {
  if (!value) return 'required';
  return SMS_CODE.test(value) ? null : 'smsRule';
}
