import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatMoneyWithCode, memberCurrency } from '../../lib/format/money';
import { useServices } from '../app-services';
import { useSessionUser } from '../use-session';

/** The member's registration currency; the build variant's default (CNY for cn) before the profile loads. */
export function useMemberCurrency(): string {
  const { variant } = useServices();
  return memberCurrency(useSessionUser()?.regCurrency, variant.defaultCurrency);
}

/**
 * Money in the page language: in `currency` when the figure comes with one (a promotion's, a room
 * fee's), else in the member's currency.
 */
export function useMoney(currency?: string): (value: number) => string {
  const { i18n } = useTranslation();
  const member = useMemberCurrency();
  const code = currency ?? member;
  const language = i18n.language;
  return useCallback((value: number) => formatMoney(value, code, language), [code, language]);
}

/** An amount followed by a currency code the caller names (a payee's transfer details), in the page language. */
export function useMoneyWithCode(): (value: number, currency: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((value: number, currency: string) => formatMoneyWithCode(value, currency, language), [language]);
}
