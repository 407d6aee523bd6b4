import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/number-format';
import { formatWindow } from '../../lib/window-time';
import { useServices } from '../app-services';
import { useSessionUser } from '../use-session';

/** Money in the user's registration currency, in the page language. */
export function useMoneyText(): (value: number) => string {
  const { i18n } = useTranslation();
  const { variant } = useServices();
  const currency = useSessionUser()?.regCurrency ?? variant.defaultCurrency;
  return useCallback((value: number) => formatMoney(value, currency, i18n.language), [currency, i18n.language]);
}

/** A maintenance window (UTC+8 on the wire) in the viewer's zone, or the variant's display zone when it names one. */
export function useWindowText(): (window: { startMs: number; endMs: number }) => string {
  const { i18n } = useTranslation();
  const { variant } = useServices();
  return useCallback((w: { startMs: number; endMs: number }) => formatWindow(w.startMs, w.endMs, i18n.language, variant.displayTimeZone), [i18n.language, variant.displayTimeZone]);
}
