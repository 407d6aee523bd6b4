/**
 * Number and money display (thousands separator, at most 2 decimals).
 * Intl.NumberFormat construction is slow compared with format(), and odds/amount lists call these
 * thousands of times, so formatters are cached per locale and options.
 */

const DEFAULT_LOCALE = 'en-US';
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const cacheKey = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(cacheKey);
  if (!cached) {
    try {
      cached = new Intl.NumberFormat(locale, options);
    } catch {
      // An unknown locale tag must not break a balance display: fall back to the default locale.
      cached = new Intl.NumberFormat(DEFAULT_LOCALE, options);
    }
    formatters.set(cacheKey, cached);
  }
  return cached;
}

/** Amounts arrive as numbers or numeric strings; anything else counts as 0. */
function toNumber(value: number | string | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, '').trim() || 'NaN');
  return Number.isFinite(n) ? n : 0;
}

/** `1234567.891` -> `1,234,567.89` (en-US); no trailing zeros are added. */
export function formatAmount(value: number | string | null | undefined, locale: string = DEFAULT_LOCALE): string {
  return formatter(locale, { maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(toNumber(value));
}

export type DisplayCurrency = 'VND' | 'CNY' | 'USD' | 'USDT';

/**
 * Money with its currency sign, at most 2 decimals. Whole amounts drop the `.00`; fractional ones
 * keep 2 digits so `$12.50` does not read as `$12.5`. USDT is not an ISO 4217 code (Intl would
 * throw), so it is written after the amount. Unknown codes are shown the same way.
 */
export function formatMoney(value: number | string | null | undefined, currency: string, locale: string = DEFAULT_LOCALE): string {
  const amount = toNumber(value);
  const code = currency.trim().toUpperCase();
  if (code === 'VND' || code === 'CNY' || code === 'USD') {
    return formatter(locale, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
      // VND has no minor unit in everyday use: never force decimals onto it.
      minimumFractionDigits: code === 'VND' ? 0 : 2,
      maximumFractionDigits: 2,
      trailingZeroDisplay: 'stripIfInteger',
    }).format(amount);
  }
  const text = formatAmount(amount, locale);
  return code ? `${text} ${code}` : text;
}
