import { numberFormat } from './intl-cache';
import { formatAmount, toNumber } from './number';

/**
 * Money with its currency sign, at most 2 decimals (docs/product.md, "Languages and variants"). Whole amounts drop
 * the `.00`; fractional ones keep 2 digits so `$12.50` does not read as `$12.5`. USDT is not an ISO
 * 4217 code (Intl would throw), so it is written after the amount. Unknown codes are shown the same way.
 */
export function formatMoney(value: number | string | null | undefined, currency: string, locale: string): string {
  const amount = toNumber(value);
  const code = currency.trim().toUpperCase();
  if (code === 'VND' || code === 'CNY' || code === 'USD') {
    return numberFormat(locale, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
      // VND has no minor unit in everyday use: never force decimals onto it.
      minimumFractionDigits: code === 'VND' ? 0 : 2,
      maximumFractionDigits: 2,
      trailingZeroDisplay: 'stripIfInteger',
    }).format(amount);
  }
  return formatMoneyWithCode(amount, code, locale);
}

/**
 * An amount followed by its currency code (`100,000 VND`, `25.5 USDT`): what a payee's transfer
 * details say, where the code must be read exactly as the bank or wallet spells it.
 */
export function formatMoneyWithCode(
  value: number | string | null | undefined,
  currency: string,
  locale: string,
): string {
  const text = formatAmount(value, locale);
  const code = currency.trim().toUpperCase();
  return code ? `${text} ${code}` : text;
}

/**
 * The member's currency: the registration currency from the profile, or the build variant's
 * default while there is no profile yet (a guest, or the moments before it loads).
 */
export function memberCurrency(regCurrency: string | null | undefined, variantCurrency: string): string {
  return regCurrency ?? variantCurrency;
}
