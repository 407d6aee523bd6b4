/**
 * Masking of personal data for display. Pure string functions: they never
 * throw, so a view can call them on whatever the server sent.
 */

const MASK = '*';

/** How many trailing characters a phone-like string keeps, by its length. */
function phoneTail(length: number): number {
  if (length === 6) return 2;
  if (length === 7) return 3;
  return 4;
}

/**
 * Keeps the first 3 and the last 2, 3 or 4 characters; every character between becomes `*`.
 * Strings too short to hide anything that way (under 6) keep only their first character, so a
 * short value is never shown whole.
 */
export function maskPhone(value: string | number | null | undefined): string {
  const text = String(value ?? '').trim();
  if (text.length === 0) return '';
  if (text.length < 6) return text.slice(0, 1) + MASK.repeat(text.length - 1);
  const tail = phoneTail(text.length);
  return text.slice(0, 3) + MASK.repeat(text.length - 3 - tail) + text.slice(text.length - tail);
}

/**
 * First character + `**` + last character. Works on code points so CJK and Thai names or emoji
 * are not cut in half. A one-character name becomes `X**` and a two-character name `X**`
 * (its second character is the one hidden), so the length of the name is never revealed.
 */
export function maskName(value: string | null | undefined): string {
  const chars = Array.from((value ?? '').trim());
  const first = chars[0];
  if (first === undefined) return '';
  if (chars.length <= 2) return `${first}**`;
  return `${first}**${chars[chars.length - 1] ?? ''}`;
}

/**
 * Shows only the last 4 digits: `**** 1234`. Separators in the input are ignored. With fewer than
 * 4 digits nothing is shown, since the number is not a card number we could mask meaningfully.
 */
export function maskCard(value: string | number | null | undefined): string {
  const digits = String(value ?? '').replace(/\D/g, '');
  if (digits.length < 4) return '****';
  return `**** ${digits.slice(-4)}`;
}
