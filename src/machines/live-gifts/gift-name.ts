/**
 * Which name of a gift a viewer sees. The announcement comes from the sender's request, so its
 * `giftName` is in the sender's language; the server adds its names per locale (`giftNames`, as
 * its gift list has them), and each viewer shows the one of their own language. An announcement
 * without them (an older server, a Tencent custom message from elsewhere) keeps the sender's name.
 */

export interface NamedGift {
  giftName: string;
  giftNames?: Readonly<Record<string, string>>;
}

export function giftNameIn(gift: NamedGift, language: string): string {
  const names = gift.giftNames;
  if (!names) return gift.giftName;
  const lower = language.toLowerCase();
  // 'zh-CN' / 'zh' -> 'zh-cn'; 'en-US' -> 'en': the site's four locales are a language and, for Chinese, a region.
  const candidates = [lower, lower.split('-')[0] ?? lower, lower.startsWith('zh') ? 'zh-cn' : ''];
  for (const key of candidates) {
    const name = key ? names[key] : undefined;
    if (name) return name;
  }
  return gift.giftName;
}
