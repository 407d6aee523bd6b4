/**
 * Initials that stand in for a picture (a member without an avatar, a game whose art did not
 * load): the first letter or digit of up to `max` words, upper-cased in the page language. Marks
 * and punctuation are skipped, so "(Rồng) Vàng" is "RV"; a name with no letter at all gives ''.
 */
export function initialsOf(name: string | null | undefined, max = 2, locale?: string): string {
  if (!name) return '';
  const letters: string[] = [];
  for (const word of name.normalize('NFC').split(/\s+/u)) {
    const first = /[\p{L}\p{N}]/u.exec(word)?.[0];
    if (first) letters.push(first);
    if (letters.length >= max) break;
  }
  return letters.join('').toLocaleUpperCase(locale);
}
