/**
 * Input clean-up for numeric fields. Applied after key release and on blur
 * rather than on every keystroke, so IME composition and caret position are not disturbed.
 */

/** Keeps ASCII digits only (full-width and other scripts' digits are dropped too). */
export function digitsOnly(value: string): string {
  return value.replace(/[^0-9]/g, '');
}

/**
 * Keeps ASCII digits and '.'. Several dots are left as typed: the rule only asks to remove other
 * characters, and amount validation reports a malformed number.
 */
export function decimalOnly(value: string): string {
  return value.replace(/[^0-9.]/g, '');
}
