import { numberFormat } from './intl-cache';

/**
 * Plain numbers: counts, figures without a currency sign, percentages. Money with its sign is
 * money.ts; odds are odds.ts.
 */

/** Amounts arrive as numbers or numeric strings; anything else counts as 0. */
export function toNumber(value: number | string | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, '').trim() || 'NaN');
  return Number.isFinite(n) ? n : 0;
}

/** A count or figure in the locale's digits, as `Number.prototype.toLocaleString(locale)` writes it. */
export function formatNumber(value: number, locale: string): string {
  return numberFormat(locale).format(value);
}

/** An amount without its currency: `1234567.891` -> `1,234,567.89` (en); at most 2 decimals, none added. */
export function formatAmount(value: number | string | null | undefined, locale: string): string {
  return numberFormat(locale, { maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(toNumber(value));
}

/** A short count for tight places: `12841` -> `12.8K` (en), `1,3 N` (vi). */
export function formatCompact(value: number, locale: string): string {
  return numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** A ratio as a percentage, at most 2 decimals: `0.015` -> `1.5%`. */
export function formatPercent(ratio: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(ratio);
}

/** A figure with exactly `digits` decimals, as `toFixed` writes it but in the locale's digits: `1` -> `1.0`, `0,7` (vi). */
export function formatFixed(value: number, digits: number, locale: string): string {
  return numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}
