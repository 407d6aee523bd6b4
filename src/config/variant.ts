/** Defaults that differ between the two build variants (Vite modes `vietnam` and `cn`). */
export type Variant = 'vietnam' | 'cn';
export type Language = 'zh-cn' | 'en' | 'vi' | 'th';

export const LANGUAGES: readonly Language[] = ['vi', 'zh-cn', 'en', 'th'];
export const FALLBACK_LANGUAGE: Language = 'en';

export interface VariantDefaults {
  readonly variant: Variant;
  /** The site-region default language (docs/product.md, "Languages and variants": resolves to vi for the vietnam variant). */
  readonly defaultLanguage: Language;
  /** Sent as the `platform` header. */
  readonly platform: Variant;
  readonly defaultCurrency: 'VND' | 'CNY';
  /** IANA zone the site's times are shown in; maintenance times arrive as UTC+8. */
  readonly displayTimeZone: string | undefined;
  /** The country calling code phone forms start on, before the visitor picks another. */
  readonly defaultAreaCode: string;
}

export function variantDefaults(variant: Variant): VariantDefaults {
  return variant === 'cn'
    ? {
        variant,
        defaultLanguage: 'zh-cn',
        platform: 'cn',
        defaultCurrency: 'CNY',
        displayTimeZone: 'Asia/Shanghai',
        defaultAreaCode: '86',
      }
    : {
        variant,
        defaultLanguage: 'vi',
        platform: 'vietnam',
        defaultCurrency: 'VND',
        displayTimeZone: undefined,
        defaultAreaCode: '84',
      };
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
