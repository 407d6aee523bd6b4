import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/number-format';
import { formatOdds } from '../../lib/odds-format';
import { useServices } from '../app-services';
import { useSportsSettings } from '../sports/common/use-sports-prefs';
import { useSessionUser } from '../use-session';

/** Money in the user's registration currency (the variant's default before the profile loads), in the page language. */
export function useMoney(): (value: number) => string {
  const { i18n } = useTranslation();
  const { variant } = useServices();
  const currency = useSessionUser()?.regCurrency ?? variant.defaultCurrency;
  const language = i18n.language;
  return useCallback((value: number) => formatMoney(value, currency, language), [currency, language]);
}

/** Odds in the user's chosen format (history keeps European odds; the display follows the setting). */
export function useOddsText(): (european: number) => string {
  const { oddsFormat } = useSportsSettings();
  return useCallback((european: number) => formatOdds(european, oddsFormat) || '–', [oddsFormat]);
}

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The browser's connection: false while offline (the bar shows, cash out and cancel wait). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
}
