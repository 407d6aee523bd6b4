import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatCompact, formatFixed, formatNumber, formatPercent } from '../../lib/format/number';

/** The number formatters of lib/format/number.ts, bound to the page language. */
export function useNumber() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      number: (value: number) => formatNumber(value, language),
      amount: (value: number | string | null | undefined) => formatAmount(value, language),
      compact: (value: number) => formatCompact(value, language),
      percent: (ratio: number) => formatPercent(ratio, language),
      fixed: (value: number, digits: number) => formatFixed(value, digits, language),
    }),
    [language],
  );
}
