/**
 * The cashier's amount rule (docs/wallet-api.md): a plain number with at most `decimals` digits
 * after the point, between `min` and `max`. Checked on the text as typed, so "10.555" is refused
 * for having three decimals rather than rounded into something the user did not type.
 */
export interface AmountRule {
  decimals: number;
  min: number;
  max: number;
}

export type AmountReason = 'empty' | 'invalid' | 'tooManyDecimals' | 'belowMin' | 'aboveMax';

export function amountReason(text: string, rule: AmountRule): AmountReason | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'empty';
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return 'invalid';
  const dot = trimmed.indexOf('.');
  if (dot >= 0 && trimmed.length - dot - 1 > rule.decimals) return 'tooManyDecimals';
  const value = Number(trimmed);
  if (value < rule.min) return 'belowMin';
  if (value > rule.max) return 'aboveMax';
  return null;
}
