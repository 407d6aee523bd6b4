import { FALLBACK_LANGUAGE, isLanguage, type Language } from '../config/variant';

/**
 * docs/product.md, "Languages and variants": the `lang` value in the URL, then the stored language, then the site-region
 * default; the browser language only if that fails; otherwise en.
 */
export function chooseLanguage(input: {
  search: string;
  stored: string | null;
  regionDefault: Language | null;
  browser: readonly string[];
}): Language {
  const fromUrl = new URLSearchParams(input.search).get('lang')?.toLowerCase();
  if (isLanguage(fromUrl)) return fromUrl;
  if (isLanguage(input.stored)) return input.stored;
  if (input.regionDefault) return input.regionDefault;
  for (const tag of input.browser) {
    const lower = tag.toLowerCase();
    if (lower.startsWith('zh')) return 'zh-cn';
    const base = lower.split('-')[0];
    if (isLanguage(base)) return base;
  }
  return FALLBACK_LANGUAGE;
}
