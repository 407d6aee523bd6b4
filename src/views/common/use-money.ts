import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/number-format';
import { useServices } from '../app-services';
import { useSessionUser } from '../use-session';

/** Money in the user's registration currency (the variant's default before the profile loads), in the page language. */
export function useMoney(): (value: number) => string {
  const { i18n } = useTranslation();
  const { variant } = useServices();
  const currency = useSessionUser()?.regCurrency ?? variant.defaultCurrency;
  const language = i18n.language;
  return useCallback((value: number) => formatMoney(value, currency, language), [currency, language]);
}
