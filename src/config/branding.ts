import type { Language } from './variant';

/**
 * docs/product.md, "Languages and variants": the document title is Chinese for zh-cn and Vietnamese otherwise (a sport
 * brand tagline), so it is fixed per rule rather than translated per language.
 */
export function documentTitle(language: Language): string {
  return language === 'zh-cn'
    ? 'Matchday 体育 · 滚球直播与主播互动'
    : 'Matchday Thể thao · Kèo trực tiếp và phòng live';
}

export const LANGUAGE_OPTIONS: ReadonlyArray<{ value: Language; title: string; icon: string }> = [
  { value: 'vi', title: 'Tiếng Việt', icon: 'VI' },
  { value: 'zh-cn', title: '简体中文', icon: '中' },
  { value: 'en', title: 'English', icon: 'EN' },
  { value: 'th', title: 'ภาษาไทย', icon: 'TH' },
];
